import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/env';
import { NewsletterMessage, newsletterWebUrl } from '../../mail/templates/newsletter-message';
import type {
  DigestClickThroughView,
  DigestCopyView,
  DigestPreviewView,
  DigestSampleView,
} from '../../shared/contracts/personal-digest';
import type { ReaderPicks } from '../../shared/domain/digest-picks';
import { countOf } from '../../shared/domain/plural';
import type { Newsletter } from '../newsletters/newsletter.entity';
import { NewslettersStore } from '../newsletters/newsletters.store';
import { DigestClicksStore, type KindClickThrough } from './digest-clicks.store';
import { DigestCopiesStore } from './digest-copies.store';
import { DigestLinks } from './digest-links';
import { ReaderPicksStore } from './reader-picks.store';
import { ReaderSignalsStore, type SampleReader } from './reader-signals.store';

const NO_SIGNALS = { follows: [], categories: [], reads: [] };

function sampleLabel(reader: SampleReader): string {
  const parts = [
    reader.follows > 0 ? `Follows ${countOf(reader.follows, 'artist')}` : null,
    reader.reads > 0 ? `${countOf(reader.reads, 'read')} this month` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'No signals yet';
}

function rate(kind: KindClickThrough, recipients: number): number {
  return recipients === 0 ? 0 : Math.round((kind.readers / recipients) * 1000) / 1000;
}

/** What the admin reads of a personal digest: three sample readers' issues, a recipient's kept copy, the clicks. */
@Injectable()
export class PersonalDigestAdminService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly newsletters: NewslettersStore,
    private readonly picks: ReaderPicksStore,
    private readonly signals: ReaderSignalsStore,
    private readonly copies: DigestCopiesStore,
    private readonly clicks: DigestClicksStore,
    private readonly links: DigestLinks,
  ) {}

  async preview(id: number): Promise<DigestPreviewView> {
    const newsletter = await this.found(id);
    if (!newsletter.digestWeek) return { personal: false, samples: [] };
    const readers = await this.signals.samples();
    const samples: DigestSampleView[] = [];
    for (const reader of readers) {
      const picks = await this.picks.picksFor(reader.subscriptionId, newsletter);
      samples.push(this.sample(newsletter, sampleLabel(reader), reader.firstName, reader.email, picks));
    }
    // The fallback is always shown, made up when no subscriber is without signals.
    if (!readers.some((reader) => reader.follows === 0 && reader.reads === 0)) {
      const picks = await this.picks.picksFromSignals(NO_SIGNALS, newsletter);
      samples.push(this.sample(newsletter, 'No signals yet', 'Alex', null, picks));
    }
    return { personal: true, samples };
  }

  async copy(id: number, email: string): Promise<DigestCopyView> {
    const newsletter = await this.found(id);
    const kept = await this.copies.copyFor(id, email);
    if (!kept) {
      throw new NotFoundException(
        `No personal copy of "${newsletter.title}" was kept for ${email}: check the address, or whether the send reached them.`,
      );
    }
    return {
      email: kept.email,
      firstName: kept.firstName,
      status: kept.status,
      sentAt: kept.sentAt?.toISOString() ?? null,
      heading: kept.heading,
      picks: kept.picks.map((pick) => ({ articleId: pick.articleId, title: pick.title, why: pick.why })),
      html: this.render(newsletter, kept.firstName, kept),
    };
  }

  async clickThrough(id: number): Promise<DigestClickThroughView> {
    const newsletter = await this.found(id);
    const counts = await this.clicks.clickThrough(id, this.picks.coreArticleIds(newsletter.content).length);
    return {
      personal: newsletter.digestWeek !== null,
      recipients: counts.recipients,
      core: { ...counts.core, rate: rate(counts.core, counts.recipients) },
      picks: { ...counts.picks, rate: rate(counts.picks, counts.recipients) },
    };
  }

  private sample(
    newsletter: Newsletter,
    label: string,
    firstName: string,
    email: string | null,
    picks: ReaderPicks,
  ): DigestSampleView {
    return {
      label,
      firstName,
      email,
      heading: picks.heading,
      picks: picks.picks.map((pick) => ({ articleId: pick.articleId, title: pick.title, why: pick.why })),
      html: this.render(newsletter, firstName, picks),
    };
  }

  /** The email through the template the worker sends with; links lead straight to the stories, uncounted. */
  private render(newsletter: Newsletter, firstName: string, picks: ReaderPicks): string {
    const publicUrl = this.config.mail.publicUrl;
    const message = new NewsletterMessage(newsletter, newsletterWebUrl(publicUrl, newsletter.id), {
      personal: { publicUrl },
    });
    return message.for(
      { firstName, unsubscribeUrl: `${publicUrl}/unsubscribe`, preferencesUrl: `${publicUrl}/newsletter/preferences` },
      this.links.emailParts(picks, null),
    ).html;
  }

  private async found(id: number): Promise<Newsletter> {
    const newsletter = await this.newsletters.findById(id);
    if (!newsletter) throw new NotFoundException(`Newsletter ${id} not found`);
    return newsletter;
  }
}
