import { Injectable } from '@nestjs/common';
import { ArtistSpotlightsStore } from '@api/modules/artists/artist-spotlights.store';
import type { SpotlightCandidate, SpotlightWeek } from '@api/modules/artists/spotlight-week.store';
import type { JobResult } from '@api/queues/job-payloads';
import {
  IsoWeek,
  currentIsoWeek,
  formatIsoWeek,
  isoWeekStart,
  parseIsoWeek,
  shiftIsoWeek,
} from '@api/shared/domain/iso-week';
import { SPOTLIGHT_SIZE } from '@api/shared/domain/spotlight';
import {
  SPOTLIGHT_COOLDOWN_WEEKS,
  SPOTLIGHT_WINDOW_DAYS,
  rankSpotlightCandidates,
  spotlightReason,
} from './spotlight-ranking';

export interface SpotlightResult extends JobResult {
  week: string;
  artistIds: number[];
  newlyPicked: number;
}

const DAY_MS = 86_400_000;

/**
 * The weekly spotlight. One transaction per run, serialised per week by the
 * artists store; a week that already has its five is left exactly as it is,
 * so running it again (or on two workers at once) changes nothing.
 */
@Injectable()
export class SpotlightGenerator {
  constructor(private readonly artists: ArtistSpotlightsStore) {}

  async generate(weekText: string | undefined, now: Date = new Date()): Promise<SpotlightResult> {
    const week = parseIsoWeek(weekText ?? currentIsoWeek(now));
    if (!week) throw new Error(`"${weekText}" is not an ISO week such as 2026-W07`);
    const label = formatIsoWeek(week);

    return this.artists.withSpotlightWeek(label, async (spotlight) => {
      const existing = await spotlight.picks();
      const missing = SPOTLIGHT_SIZE - existing.length;
      const alreadyIn = existing.map((pick) => pick.artistId);
      const picked = missing > 0 ? await this.pick(spotlight, week, alreadyIn, missing) : [];
      const lastPosition = existing.reduce((max, pick) => Math.max(max, pick.position), 0);
      await spotlight.add(
        picked.map((candidate) => ({ artistId: candidate.id, reason: spotlightReason(candidate, label) })),
        lastPosition,
      );
      const artistIds = [...alreadyIn, ...picked.map((candidate) => candidate.id)];
      await this.mirrorOnArtists(spotlight, week, artistIds, now);

      const list = (await spotlight.names()).join(', ');
      const message =
        artistIds.length === 0
          ? `No artist is eligible for the ${label} spotlight (every artist was picked in the last ${SPOTLIGHT_COOLDOWN_WEEKS} weeks, or none exist).`
          : picked.length === 0
            ? `Spotlight for ${label} was already set: ${list}.`
            : artistIds.length < SPOTLIGHT_SIZE
              ? `Spotlight for ${label}: ${list} (only ${artistIds.length} eligible artists).`
              : `Spotlight for ${label}: ${list}.`;
      return { message, changed: picked.length > 0, week: label, artistIds, newlyPicked: picked.length };
    });
  }

  /** Eligible artists (not archived, not in this week, not in the previous 8 weeks), ranked. */
  private async pick(
    spotlight: SpotlightWeek,
    week: IsoWeek,
    alreadyIn: number[],
    count: number,
  ): Promise<SpotlightCandidate[]> {
    const windowEnd = new Date(isoWeekStart(week).getTime() + 7 * DAY_MS);
    const candidates = await spotlight.candidates({
      exclude: alreadyIn,
      coolingWeeks: Array.from({ length: SPOTLIGHT_COOLDOWN_WEEKS }, (_, i) =>
        formatIsoWeek(shiftIsoWeek(week, -(i + 1))),
      ),
      windowStart: new Date(windowEnd.getTime() - SPOTLIGHT_WINDOW_DAYS * DAY_MS),
      windowEnd,
    });
    return rankSpotlightCandidates(candidates).slice(0, count);
  }

  /**
   * The artist row mirrors its latest spotlight. Only the current week decides
   * isSpotlighted; an earlier week only fills spotlightWeek where nothing later
   * is recorded; a future week leaves the artist rows alone.
   */
  private async mirrorOnArtists(spotlight: SpotlightWeek, week: IsoWeek, artistIds: number[], now: Date) {
    const label = formatIsoWeek(week);
    const current = currentIsoWeek(now);
    if (label === current) await spotlight.markAsCurrent(artistIds, now);
    else if (label < current) await spotlight.recordAsPast(artistIds, isoWeekStart(week));
  }
}
