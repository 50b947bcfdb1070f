import { NewsletterMessage } from './newsletter-message';
import { newsletterMarkdownToHtml } from './newsletter-markdown';
import { markdownDestination, markdownText } from '../../shared/domain/markdown-escape';

const source = {
  title: 'The Cypher Weekly: week 47',
  description: 'Five artists, three drops.',
  content:
    '## Top stories\n\n**Bold** [read](https://thecypher.example/article/1) [bad](javascript:alert(1))\n\n<script>alert(1)</script>',
};

/** A reader's own unsubscribe and preferences addresses, their tokens signed for that reader's subscription. */
const signedLinksOf = (subscriptionId: number) => ({
  unsubscribeUrl: `https://thecypher.example/unsubscribe?token=u.${subscriptionId}..s`,
  preferencesUrl: `https://thecypher.example/newsletter/preferences?token=p.${subscriptionId}.x.s`,
});

/** Reader links for tests that look at the body, not at the links. */
const UNCHECKED_LINKS = { unsubscribeUrl: 'https://x.example/u', preferencesUrl: 'https://x.example/p' };

describe('newsletter message', () => {
  const message = new NewsletterMessage(source, 'https://thecypher.example/newsletter/9');

  it('renders the title as subject, a web version link, the body and each reader own name and unsubscribe link', () => {
    const mail = message.for({
      firstName: 'Nia',
      ...signedLinksOf(1),
    });
    expect(mail.subject).toBe(source.title);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('href="https://thecypher.example/newsletter/9"');
    expect(mail.html).toContain('View in browser');
    expect(mail.html).toContain('<h2>Top stories</h2>');
    expect(mail.html).toContain('href="https://thecypher.example/unsubscribe?token=u.1..s"');
    expect(mail.text).toContain('Hi Nia,');
    expect(mail.text).toContain('https://thecypher.example/unsubscribe?token=u.1..s');
    expect(mail.html).toContain('href="https://thecypher.example/newsletter/preferences?token=p.1.x.s"');
    expect(mail.text).toContain('https://thecypher.example/newsletter/preferences?token=p.1.x.s');
    expect(mail.text).toContain('https://thecypher.example/newsletter/9');
    const other = message.for({
      firstName: 'Dre',
      ...signedLinksOf(2),
    });
    expect(other.text).toContain('Hi Dre,');
    expect(other.text).not.toContain('Nia');
  });

  it("gives each reader their own 'View in browser' link when they have one", () => {
    const mail = message.for({
      firstName: 'Nia',
      ...signedLinksOf(1),
      webVersionUrl: 'https://thecypher.example/newsletter/9?st=r.1.x.s',
    });
    expect(mail.html).toContain('href="https://thecypher.example/newsletter/9?st=r.1.x.s"');
    expect(mail.text).toContain('https://thecypher.example/newsletter/9?st=r.1.x.s');
    expect(mail.html).not.toContain('href="https://thecypher.example/newsletter/9"');
  });

  it('drops raw HTML and unsafe link schemes, and escapes what a reader typed as their name', () => {
    const mail = message.for({
      firstName: '<img src=x onerror=alert(1)>',
      ...UNCHECKED_LINKS,
    });
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x');
  });

  it.each(["$'", '$&', '$`', '$$', 'CYPHERSLOTUNSUBSCRIBEx9'])('writes a first name holding %j as typed', (name) => {
    const mail = message.for({
      firstName: `Jo${name}`,
      unsubscribeUrl: 'https://thecypher.example/u',
      preferencesUrl: 'https://thecypher.example/p',
    });
    expect(mail.text).toContain(`Hi Jo${name},`);
    expect(mail.text.split('Bold')).toHaveLength(2);
    expect(mail.html.split('<h2>Top stories</h2>')).toHaveLength(2);
  });

  it("draws the body's links in the site's ink, the emptied unsafe one as plain text, and leaves the feed's HTML unstyled", () => {
    const mail = message.for({
      firstName: 'Nia',
      ...UNCHECKED_LINKS,
    });
    expect(mail.html).toContain(
      '<a href="https://thecypher.example/article/1" style="color:#0a0a0a;text-decoration:underline">read</a>',
    );
    expect(mail.html).not.toMatch(/<a [^>]*>bad<\/a>/);
    expect(newsletterMarkdownToHtml(source.content)).toContain(
      '<a href="https://thecypher.example/article/1">read</a>',
    );
  });

  it('marks a test send in its subject', () => {
    expect(new NewsletterMessage(source, 'https://x.example/newsletter/9', { test: true }).subject).toBe(
      `[TEST] ${source.title}`,
    );
  });

  it("describes a picture with its title as written, not with the escapes that kept the title's punctuation from being markup", () => {
    const title = 'Ms. Lauryn Hill, ten years on: "Miseducation" [live] & more';
    const html = newsletterMarkdownToHtml(
      `![${markdownText(title)}](${markdownDestination('https://thecypher.example/media/ab-600.jpg')})`,
    );
    expect(html).toContain('alt="Ms. Lauryn Hill, ten years on: &quot;Miseducation&quot; [live] &amp; more"');
    expect(html).not.toContain('\\');
  });
});
