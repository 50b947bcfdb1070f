import type { ReleaseListing } from '../../modules/releases/release-listing.entity';
import { normaliseListing } from '../../shared/domain/release-matching/release-listing';
import type { ReleaseRow } from './releases';

export type ReleaseListingRow = Omit<ReleaseListing, 'id' | 'createdAt'>;

interface ExtraListing {
  source: string;
  title: string;
  url: (query: string) => string;
}

const bandcamp = (query: string) => `https://bandcamp.com/search?q=${query}`;
const appleMusic = (query: string) => `https://music.apple.com/us/search?term=${query}`;
const musicBrainz = (query: string) => `https://musicbrainz.org/search?query=${query}&type=release_group`;

/**
 * Two demo records that several stores list, one with a deluxe edition weeks
 * later: the site shows each once with a link per source. The records are
 * invented, so each store's link is its own search for them.
 */
const MORE_SOURCES: Record<string, ExtraListing[]> = {
  'Blue Line Sermons': [
    { source: 'Bandcamp', title: 'Blue Line Sermons', url: bandcamp },
    { source: 'Apple Music', title: 'Blue Line Sermons', url: appleMusic },
    { source: 'Bandcamp', title: 'Blue Line Sermons (Deluxe Edition)', url: (q) => bandcamp(`${q}%20Deluxe`) },
  ],
  'Two-Way Glass': [
    { source: 'MusicBrainz', title: 'Two-Way Glass', url: musicBrainz },
    { source: 'Bandcamp', title: 'Two-Way Glass [Explicit]', url: bandcamp },
  ],
};

function listingOf(
  release: ReleaseRow,
  releaseId: number,
  source: string,
  title: string,
  url: string,
): ReleaseListingRow {
  const normalised = normaliseListing({
    id: url,
    source,
    artist: release.artist,
    title,
    type: release.type,
    releaseDate: (release.releaseDate as Date).toISOString(),
    url,
  });
  return {
    releaseId,
    source,
    url,
    artist: release.artist,
    title,
    edition: normalised.edition,
    releaseGroupMbid: normalised.identifiers.releaseGroupMbid ?? null,
    gtin: normalised.identifiers.gtin ?? null,
    isrc: normalised.identifiers.isrcs[0] ?? null,
    artistKey: normalised.artistKey,
    titleKey: normalised.titleKey,
    releaseDate: release.releaseDate as Date,
  };
}

/** Every demo release's own link as its first listing, and the other stores' listings of two of them. */
export function buildDemoListings(releases: readonly ReleaseRow[], ids: readonly number[]): ReleaseListingRow[] {
  return releases.flatMap((release, index) => {
    const query = encodeURIComponent(`${release.artist} ${release.title}`);
    return [
      listingOf(release, ids[index], release.source, release.title, release.linkUrl),
      ...(MORE_SOURCES[release.title] ?? []).map((extra) =>
        listingOf(release, ids[index], extra.source, extra.title, extra.url(query)),
      ),
    ];
  });
}
