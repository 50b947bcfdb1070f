import { countOf } from '@api/shared/domain/plural';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@api/config/config.module';
import type { AppConfig } from '@api/config/env';
import { ArticleSummariesStore } from '@api/modules/articles/article-summaries.store';
import { ArtistSpotlightsStore } from '@api/modules/artists/artist-spotlights.store';
import { EventsStore } from '@api/modules/events/events.store';
import { NewsletterDigestsStore } from '@api/modules/newsletters/newsletter-digests.store';
import { PersonalizationStore } from '@api/modules/personalization/personalization.store';
import { ReleasesStore } from '@api/modules/releases/releases.store';
import type { JobResult } from '@api/queues/job-payloads';
import { currentIsoWeek, formatIsoWeek, isoWeekStart, parseIsoWeek } from '@api/shared/domain/iso-week';
import { oncePerStory } from '@api/shared/domain/once-per-story';
import { plainIntro, writeDigest } from './digest-content';
import { DigestIntroWriter } from './digest-intro-writer';

const DAY_MS = 86_400_000;
const STORIES = 5;
/** The digest reads this many times STORIES (most read, or newest), so five stories remain once copies of one are folded. */
const STORY_COPIES = 4;
const DROPS = 8;
/** Events are those of the two weeks after the digest's Friday. */
const FRIDAY_OFFSET_DAYS = 4;
const EVENT_WINDOW_DAYS = 14;

export interface DigestResult extends JobResult {
  week: string;
  newsletterId: number;
  created: boolean;
}

/**
 * Drafts the weekly digest of an ISO week as an unpublished newsletter: the
 * week's most-read stories (from the reading signals, the newest stories when
 * there are none), its spotlight, its drops and the next two weeks of events.
 * One draft per week: a second run finds it and changes nothing. It is never
 * sent from here; an admin reviews and sends it.
 */
@Injectable()
export class WeeklyDigest {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly newsletters: NewsletterDigestsStore,
    private readonly signals: PersonalizationStore,
    private readonly articles: ArticleSummariesStore,
    private readonly artists: ArtistSpotlightsStore,
    private readonly releases: ReleasesStore,
    private readonly events: EventsStore,
    private readonly intro: DigestIntroWriter,
  ) {}

  async draft(weekText: string | undefined, now = new Date()): Promise<DigestResult> {
    const week = parseIsoWeek(weekText ?? currentIsoWeek(now));
    if (!week) throw new Error(`"${weekText}" is not an ISO week such as 2026-W07`);
    const label = formatIsoWeek(week);
    const existing = await this.newsletters.findDigest(label);
    if (existing) {
      return {
        message: `The digest for ${label} was already drafted.`,
        week: label,
        newsletterId: existing,
        created: false,
        changed: false,
      };
    }

    const start = isoWeekStart(week);
    const end = new Date(start.getTime() + 7 * DAY_MS);
    const eventsFrom = new Date(start.getTime() + FRIDAY_OFFSET_DAYS * DAY_MS);
    const eventsTo = new Date(eventsFrom.getTime() + EVENT_WINDOW_DAYS * DAY_MS);

    const reads = await this.signals.interactionCountsBetween(start, end, STORIES * STORY_COPIES);
    const headlines = await this.articles.headlines([...reads.keys()]);
    // Each story once: the most read (or newest) of its outlets' reports stands for it.
    const stories = oncePerStory(
      headlines.length
        ? headlines.sort((a, b) => (reads.get(b.id) ?? 0) - (reads.get(a.id) ?? 0) || a.id - b.id)
        : await this.articles.publishedBetween(start, end, STORIES * STORY_COPIES),
    ).slice(0, STORIES);
    const inputs = {
      week: label,
      siteUrl: this.config.mail.publicUrl,
      stories,
      artists: await this.artists.spotlightOf(label),
      drops: await this.releases.releasedBetween(start, end, DROPS),
      events: await this.events.between(eventsFrom, eventsTo),
    };
    const intro = (await this.intro.write(inputs)) ?? plainIntro(inputs);
    const digest = writeDigest({ ...inputs, intro });
    const saved = await this.newsletters.createDigestDraft({ week: label, ...digest });
    return {
      message: saved.created
        ? `Digest for ${label} drafted: ${countOf(stories.length, 'story', 'stories')}, ${countOf(inputs.artists.length, 'artist')}, ${countOf(inputs.drops.length, 'drop')}, ${countOf(inputs.events.length, 'event')}.`
        : `The digest for ${label} was already drafted.`,
      week: label,
      newsletterId: saved.id,
      created: saved.created,
      changed: saved.created,
    };
  }
}
