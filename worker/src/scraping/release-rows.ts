import type { ArtistDraft } from '@api/modules/artists/release-artists.store';
import type { ScrapedRelease } from '@api/modules/releases/scraped-releases.store';
import type { ReleaseCandidate } from './release-parsing';

const TYPE_WORD: Record<ReleaseCandidate['type'], string> = {
  single: 'single',
  album: 'album',
  EP: 'EP',
  mixtape: 'mixtape',
};

/** The release as the releases store takes it, credited to `source`. */
export function scrapedRelease(release: ReleaseCandidate, source: string): ScrapedRelease {
  return {
    title: release.title,
    artist: release.artist,
    linkUrl: release.linkUrl,
    source,
    type: release.type,
    imageUrl: release.imageUrl,
    releaseDate: release.releaseDate,
    identifierText: release.identifierText,
    links: release.links,
  };
}

/** The profile the release's artist gets when the artists store has none yet. */
export function artistDraft(release: ReleaseCandidate, source: string): ArtistDraft {
  const { name, musicbrainzId } = release.primaryArtist;
  return {
    name,
    musicbrainzId,
    description: draftDescription(release, source),
    shortBio: `Latest ${TYPE_WORD[release.type]}: "${release.title}".`,
    sourceUrl: musicbrainzId ? `https://musicbrainz.org/artist/${musicbrainzId}` : null,
  };
}

/** Artists must have a description; a plain, true one until an editor writes the real bio. */
export function draftDescription(release: ReleaseCandidate, source: string): string {
  const when = release.releaseDate
    ? ` on ${release.releaseDate.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })}`
    : '';
  const credit = release.artist === release.primaryArtist.name ? '' : ` (credited to ${release.artist})`;
  return `${release.primaryArtist.name} is a hip hop artist whose ${TYPE_WORD[release.type]} "${release.title}"${credit} came out${when}. This profile was started automatically from ${source} and is waiting for an editor's biography.`;
}
