import { createElement } from 'react';
import { TEST_SUBJECT_PREFIX } from '../../shared/contracts/newsletters';
import { newsletterEmailHtml } from './newsletter-markdown';
import { NewsletterEmail } from './newsletter-email';
import { renderEmail } from './render-email';
import { escapeHtml } from './escape-html';

export interface NewsletterSource {
  title: string;
  description: string;
  content: string;
}

export interface Recipient {
  firstName: string;
  unsubscribeUrl: string;
  preferencesUrl: string;
  /** The reader's own 'View in browser' link (one that recognises their browser); the plain one when absent. */
  webVersionUrl?: string;
}

/**
 * A newsletter rendered once per send, with slots for what differs per reader
 * (first name, unsubscribe and preferences links): rendering React Email and the plain-text part
 * for every one of 10,000 recipients would cost more than sending them. The
 * slots are plain letters, which neither React's escaping nor the text
 * conversion changes; each reader's values are escaped when they fill them.
 */
const FIRST_NAME_SLOT = 'CYPHERSLOTFIRSTNAMEx9';
const UNSUBSCRIBE_SLOT = 'CYPHERSLOTUNSUBSCRIBEx9';
const PREFERENCES_SLOT = 'CYPHERSLOTPREFERENCESx9';
const PICKS_SLOT = 'CYPHERSLOTPICKSx9';
const WEB_VERSION_SLOT = 'CYPHERSLOTWEBVERSIONx9';
const ANY_SLOT = new RegExp(
  `${FIRST_NAME_SLOT}|${UNSUBSCRIBE_SLOT}|${PREFERENCES_SLOT}|${PICKS_SLOT}|${WEB_VERSION_SLOT}`,
  'g',
);

/** What a personal digest adds per reader: their picks section, and where each core story's link leads. */
export interface PersonalParts {
  picksHtml: string;
  picksText: string;
  coreLink: (articleId: number) => string;
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Fills every slot in one pass with a replacer function: a replacement string
 * would read '$&', "$'" or '$`' in a reader's name as "the slot", "the rest of
 * the message" or "everything before it", and a second pass would fill a slot
 * name that a first value happened to contain.
 */
function fillSlots(rendered: string, values: Record<string, string>): string {
  return rendered.replace(ANY_SLOT, (slot) => values[slot]);
}

export class NewsletterMessage {
  readonly subject: string;
  private readonly html: string;
  private readonly text: string;
  /** A story link of the core, in the HTML (an attribute) and in the text part; null for a same-for-all issue. */
  private readonly coreLinks: RegExp | null;

  /**
   * `personal` (a digest written for each reader) leaves a slot for the
   * reader's picks after the editor's core, and lets each reader's links to
   * the core's stories be replaced by their counted ones.
   */
  constructor(
    newsletter: NewsletterSource,
    readonly webVersionUrl: string,
    options: { test?: boolean; personal?: { publicUrl: string } } = {},
  ) {
    this.subject = `${options.test ? TEST_SUBJECT_PREFIX : ''}${newsletter.title}`;
    this.coreLinks = options.personal
      ? new RegExp(`${escapeRegExp(options.personal.publicUrl)}/article/(\\d+)(?=["'\\s\\])<]|$)`, 'g')
      : null;
    const rendered = renderEmail(
      createElement(NewsletterEmail, {
        title: newsletter.title,
        description: newsletter.description,
        contentHtml: `${newsletterEmailHtml(newsletter.content)}${options.personal ? `<div>${PICKS_SLOT}</div>` : ''}`,
        firstName: FIRST_NAME_SLOT,
        webVersionUrl: WEB_VERSION_SLOT,
        unsubscribeUrl: UNSUBSCRIBE_SLOT,
        preferencesUrl: PREFERENCES_SLOT,
      }),
    );
    this.html = rendered.html;
    this.text = rendered.text;
  }

  /** True for a digest written for each reader. */
  get personal(): boolean {
    return this.coreLinks !== null;
  }

  for(recipient: Recipient, personal?: PersonalParts): { subject: string; html: string; text: string } {
    const html = personal ? this.withCoreLinks(this.html, (id) => escapeHtml(personal.coreLink(id))) : this.html;
    const text = personal ? this.withCoreLinks(this.text, personal.coreLink) : this.text;
    return {
      subject: this.subject,
      html: fillSlots(html, {
        [FIRST_NAME_SLOT]: escapeHtml(recipient.firstName),
        [UNSUBSCRIBE_SLOT]: escapeHtml(recipient.unsubscribeUrl),
        [PREFERENCES_SLOT]: escapeHtml(recipient.preferencesUrl),
        [WEB_VERSION_SLOT]: escapeHtml(recipient.webVersionUrl ?? this.webVersionUrl),
        [PICKS_SLOT]: personal?.picksHtml ?? '',
      }),
      text: fillSlots(text, {
        [FIRST_NAME_SLOT]: recipient.firstName,
        [UNSUBSCRIBE_SLOT]: recipient.unsubscribeUrl,
        [PREFERENCES_SLOT]: recipient.preferencesUrl,
        [WEB_VERSION_SLOT]: recipient.webVersionUrl ?? this.webVersionUrl,
        [PICKS_SLOT]: personal?.picksText ?? '',
      }),
    };
  }

  private withCoreLinks(rendered: string, link: (articleId: number) => string): string {
    return this.coreLinks ? rendered.replace(this.coreLinks, (_, id: string) => link(Number(id))) : rendered;
  }
}

/** The web version of a newsletter: the 'View in browser' link. */
export function newsletterWebUrl(publicUrl: string, newsletterId: number): string {
  return `${publicUrl}/newsletter/${newsletterId}`;
}
