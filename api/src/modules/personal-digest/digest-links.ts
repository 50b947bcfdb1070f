import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { sessionSubkey } from '../../config/session-subkey';
import type { AppConfig } from '../../config/env';
import { picksSectionHtml, picksSectionText } from '../../mail/templates/digest-picks-section';
import type { PersonalParts } from '../../mail/templates/newsletter-message';
import type { ReaderPicks } from '../../shared/domain/digest-picks';
import { type DigestClick, signDigestClick, verifyDigestClick } from './digest-click-token';

/** Where a digest click lands after it is counted: always a story page of this site. */
export function storyPageUrl(publicUrl: string, articleId: number): string {
  return `${publicUrl}/article/${articleId}`;
}

/**
 * The counted links of a personal digest. The key is derived from
 * SESSION_SECRET, which the API and the worker share, so the worker signs
 * what the API checks; a different derivation from the subscriber links keeps
 * a click token from ever passing as one of those.
 */
@Injectable()
export class DigestLinks {
  private readonly secret: string;
  readonly publicUrl: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secret = sessionSubkey(config.sessionSecret, 'digest-clicks').toString('hex');
    this.publicUrl = config.mail.publicUrl;
  }

  click(click: DigestClick): string {
    return `${this.publicUrl}/api/newsletters/r/${signDigestClick(click, this.secret)}`;
  }

  check(token: unknown): DigestClick | null {
    return verifyDigestClick(token, this.secret);
  }

  storyPage(articleId: number): string {
    return storyPageUrl(this.publicUrl, articleId);
  }

  /**
   * What one email adds to the shared render: the picks section and the
   * core's links. With a delivery, every story link is that recipient's
   * counted link; without one (a preview), links go straight to the stories.
   */
  emailParts(picks: ReaderPicks, deliveryId: number | null): PersonalParts {
    const link = (kind: 'core' | 'pick', articleId: number) =>
      deliveryId === null ? this.storyPage(articleId) : this.click({ deliveryId, kind, articleId });
    const items = picks.picks.map((pick) => ({
      title: pick.title,
      excerpt: pick.excerpt,
      why: pick.why,
      href: link('pick', pick.articleId),
    }));
    return {
      picksHtml: picksSectionHtml(picks.heading, items),
      picksText: picksSectionText(picks.heading, items),
      coreLink: (articleId) => link('core', articleId),
    };
  }
}
