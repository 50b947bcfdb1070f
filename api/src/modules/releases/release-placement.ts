import { ReleaseGroups } from '../../shared/domain/release-matching/release-groups';
import {
  normaliseListing,
  type NormalisedListing,
  type ReleaseListing as ListingToMatch,
} from '../../shared/domain/release-matching/release-listing';

/** A stored listing the candidate query found, with the type of the release it belongs to. */
export interface CandidateListing {
  releaseId: number;
  source: string;
  url: string;
  artist: string;
  title: string;
  type: string;
  releaseGroupMbid: string | null;
  gtin: string | null;
  isrc: string | null;
  releaseDate: Date;
}

const NEW_RELEASE = 'new';

/** A listing's date as the matcher compares it: the day, in UTC. */
export function listingDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The listing's folded keys and identifiers, read once: what is stored beside
 * it so later listings find it by index, and what the matcher compares.
 */
export function normalisedListing(listing: Omit<ListingToMatch, 'id'>): NormalisedListing {
  return normaliseListing({ ...listing, id: listing.url ?? listing.title });
}

/**
 * The release a new listing belongs to among the candidates Postgres found for
 * it (same identifiers, or same folded artist and title within days), decided
 * by the shared matcher: the candidates are placed first, each into its own
 * release, so the matcher's order of trust (MBID, barcode, ISRC, then artist,
 * title, type and date) decides between them. Null means a release of its own.
 */
export function releaseFor(listing: ListingToMatch, candidates: readonly CandidateListing[]): number | null {
  const groups = new ReleaseGroups();
  const ordered = [...candidates].sort((left, right) => left.releaseId - right.releaseId);
  for (const candidate of ordered) {
    groups.place(
      {
        id: `${candidate.source}\u0000${candidate.url}`,
        source: candidate.source,
        artist: candidate.artist,
        title: candidate.title,
        type: candidate.type,
        releaseDate: listingDay(candidate.releaseDate),
        url: candidate.url,
        upc: candidate.gtin,
        isrcs: candidate.isrc ? [candidate.isrc] : [],
        releaseGroupMbid: candidate.releaseGroupMbid,
      },
      () => String(candidate.releaseId),
    );
  }
  const placed = groups.place(listing, () => NEW_RELEASE);
  return placed.groupId === NEW_RELEASE ? null : Number(placed.groupId);
}
