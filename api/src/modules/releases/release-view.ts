import { isoDate } from '../../http/iso-date';
import type { ReleaseEditionView, ReleaseLinkView, ReleaseView } from '../../shared/contracts/content';
import type { ReleaseListing } from './release-listing.entity';
import type { Release } from './release.entity';

/**
 * A release as readers see it: one row, a link per listing (its own first)
 * and its editions, the standard one first.
 */
export function toReleaseView(release: Release, listings: readonly ReleaseListing[] = []): ReleaseView {
  return {
    id: release.id,
    title: release.title,
    artist: release.artist,
    linkUrl: release.linkUrl,
    source: release.source,
    type: release.type,
    imageUrl: release.imageUrl,
    releaseDate: isoDate(release.releaseDate),
    artistId: release.artistId,
    createdAt: isoDate(release.createdAt),
    links: linksOf(release, listings),
    editions: editionsOf(release, listings),
  };
}

/** The primary link leads even where no listing carries it (a link the desk typed or changed). */
function linksOf(release: Release, listings: readonly ReleaseListing[]): ReleaseLinkView[] {
  const links = listings.map((listing) => ({ source: listing.source, url: listing.url }));
  const own = links.findIndex((link) => link.url === release.linkUrl);
  if (own < 0) return [{ source: release.source, url: release.linkUrl }, ...links];
  return [links[own], ...links.slice(0, own), ...links.slice(own + 1)];
}

/**
 * One entry per edition, the standard one (its title the release's) first,
 * each other under the title its first listing printed ('Velvet Trap (Deluxe)').
 * A release only ever listed as its deluxe edition has no standard entry.
 */
function editionsOf(release: Release, listings: readonly ReleaseListing[]): ReleaseEditionView[] {
  const standard = listings.length === 0 || listings.some((listing) => listing.edition === null);
  const editions: ReleaseEditionView[] = standard ? [{ title: release.title, edition: null }] : [];
  for (const listing of listings) {
    if (listing.edition && !editions.some((known) => known.edition === listing.edition)) {
      editions.push({ title: listing.title, edition: listing.edition });
    }
  }
  return editions;
}
