import { renderEmail } from './render-email';
import { subscriberEmail } from './subscriber-email';

const input = {
  firstName: 'Nia',
  creditProgramParticipation: true,
  confirmUrl: 'https://thecypher.example/subscribe/confirm?token=c.1.abc.sig',
  unsubscribeUrl: 'https://thecypher.example/unsubscribe?token=u.1..sig',
  preferencesUrl: 'https://thecypher.example/newsletter/preferences?token=p.1.xyz.sig',
  siteUrl: 'https://thecypher.example/',
};

describe('subscriber email templates', () => {
  it('renders the confirmation email with the link in both the HTML and the text part', async () => {
    const { subject, element } = subscriberEmail('confirmation', input);
    const { html, text } = renderEmail(element);
    expect(subject).toBe('Confirm your subscription to The Cypher');
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain(`href="${input.confirmUrl}"`);
    expect(html).toContain(`href="${input.unsubscribeUrl}"`);
    expect(html).toContain('Confirm subscription');
    expect(text).toContain('Hi Nia,');
    expect(text).toContain(input.confirmUrl);
    expect(text).toContain(input.unsubscribeUrl);
    // Before confirming there is nothing to choose yet: the preferences link comes with the welcome.
    expect(html).not.toContain(input.preferencesUrl);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('renders the already-subscribed note with the unsubscribe link and no confirmation link', async () => {
    const { subject, element } = subscriberEmail('already-subscribed', input);
    const { html, text } = renderEmail(element);
    expect(subject).toBe('You are already subscribed to The Cypher');
    expect(html).toContain(`href="${input.unsubscribeUrl}"`);
    expect(html).not.toContain(input.confirmUrl);
    expect(text).toContain("YOU'RE ALREADY ON THE LIST, NIA");
    expect(text).toContain(input.unsubscribeUrl);
    expect(html).toContain(`href="${input.preferencesUrl}"`);
  });

  it('renders the welcome email, mentioning the credit program only to participants', async () => {
    const joined = renderEmail(subscriberEmail('welcome', input).element);
    expect(joined.html).toContain('Welcome to the Cypher, Nia');
    expect(joined.text).toContain('free credit program');
    expect(joined.text).toContain(input.unsubscribeUrl);
    expect(joined.html).toContain(`href="${input.preferencesUrl}"`);
    expect(joined.text).toContain(input.preferencesUrl);
    const notJoined = renderEmail(subscriberEmail('welcome', { ...input, creditProgramParticipation: false }).element);
    expect(notJoined.text).not.toContain('credit program');
  });

  it('escapes what a reader typed as their name', async () => {
    const { html } = renderEmail(
      subscriberEmail('welcome', { ...input, firstName: '<img src=x onerror=alert(1)>' }).element,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x');
  });
});
