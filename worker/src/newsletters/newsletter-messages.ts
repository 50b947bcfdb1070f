import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { NewsletterMessage, newsletterWebUrl } from '@api/mail/templates/newsletter-message';
import type { Newsletter } from '@api/modules/newsletters/newsletter.entity';
import { NewslettersStore } from '@api/modules/newsletters/newsletters.store';

/** A newsletter as stored and as rendered for its recipients. */
export interface RenderedNewsletter {
  newsletter: Newsletter;
  message: NewsletterMessage;
}

/** How long a rendered newsletter is reused: an edit made during a send reaches the emails after at most this. */
const KEEP_MS = 30_000;

/**
 * Each newsletter rendered once per worker and reused for every recipient
 * (only the first name and the unsubscribe link differ), instead of
 * rendering React Email and the text part 10,000 times.
 */
@Injectable()
export class NewsletterMessages {
  private readonly rendered = new Map<number, { at: number; message: Promise<RenderedNewsletter | null> }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly newsletters: NewslettersStore,
  ) {}

  of(newsletterId: number): Promise<RenderedNewsletter | null> {
    const now = Date.now();
    const kept = this.rendered.get(newsletterId);
    if (kept && now - kept.at < KEEP_MS) return kept.message;
    for (const [id, entry] of this.rendered) if (now - entry.at >= KEEP_MS) this.rendered.delete(id);
    const message = this.render(newsletterId);
    this.rendered.set(newsletterId, { at: now, message });
    message.catch(() => this.rendered.delete(newsletterId));
    return message;
  }

  async render(newsletterId: number, options: { test?: boolean } = {}): Promise<RenderedNewsletter | null> {
    const newsletter = await this.newsletters.findById(newsletterId);
    if (!newsletter) return null;
    return { newsletter, message: this.messageOf(newsletter, options) };
  }

  private messageOf(newsletter: Newsletter, options: { test?: boolean }): NewsletterMessage {
    const publicUrl = this.config.mail.publicUrl;
    // The weekly digest is written for each reader: its own picks after the editor's core, and counted links.
    const personal = newsletter.digestWeek && !options.test ? { publicUrl } : undefined;
    return new NewsletterMessage(newsletter, newsletterWebUrl(publicUrl, newsletter.id), { ...options, personal });
  }
}
