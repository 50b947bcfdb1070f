import type { EntityManager } from 'typeorm';
import { ArticleArtistMention } from '../../modules/artist-mentions/article-artist-mention.entity';
import type { SpotlightReason } from '../../shared/contracts/artist-story';
import { mentionedArtistIds, type MentionableArtist } from '../../shared/domain/artist-mentions';
import { isoWeekStart, parseIsoWeek } from '../../shared/domain/iso-week';
import { SPOTLIGHT_WINDOW_DAYS, spotlightScore } from '../../shared/domain/spotlight';

const DAY_MS = 86_400_000;

interface SeededStory {
  id: number;
  publishedAt: Date;
  text: string;
}

/**
 * The demo's mentions, found by the same rule the worker runs, so a fresh site
 * shows each artist's news before any job has run. Returns them per artist.
 */
export async function seedMentions(
  manager: EntityManager,
  stories: SeededStory[],
  artists: MentionableArtist[],
): Promise<Map<number, Date[]>> {
  const rows: Pick<ArticleArtistMention, 'articleId' | 'artistId' | 'articlePublishedAt'>[] = [];
  const byArtist = new Map<number, Date[]>();
  for (const story of stories) {
    for (const artistId of mentionedArtistIds(story.text, artists)) {
      rows.push({ articleId: story.id, artistId, articlePublishedAt: story.publishedAt });
      byArtist.set(artistId, [...(byArtist.get(artistId) ?? []), story.publishedAt]);
    }
  }
  if (rows.length > 0) await manager.insert(ArticleArtistMention, rows);
  return byArtist;
}

/** Why the demo spotlight picked an artist, counted as the generator counts (the window before the week ends). */
export function seededSpotlightReason(
  week: string,
  releaseDates: Date[],
  mentionDates: Date[],
): SpotlightReason | null {
  const parsed = parseIsoWeek(week);
  if (!parsed) return null;
  const windowEnd = isoWeekStart(parsed).getTime() + 7 * DAY_MS;
  const windowStart = windowEnd - SPOTLIGHT_WINDOW_DAYS * DAY_MS;
  const inWindow = (date: Date) => date.getTime() >= windowStart && date.getTime() < windowEnd;
  const signals = {
    recentReleases: releaseDates.filter(inWindow).length,
    articleMentions: mentionDates.filter(inWindow).length,
  };
  return { week, ...signals, score: spotlightScore(signals), windowDays: SPOTLIGHT_WINDOW_DAYS };
}
