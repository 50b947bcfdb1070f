import type { AlertDrop } from '@api/mail/templates/release-alert-email';
import type { ReleaseListing } from '@api/modules/releases/release-listing.entity';
import type { Release } from '@api/modules/releases/release.entity';
import { releaseArtworkUrl } from '@api/shared/domain/artwork';
import { externalHttpUrl, hostnameOf } from '@api/shared/domain/safe-url';
import { EMAIL_COVER_WIDTH, ownEmailPicture } from '@api/shared/domain/story-picture';

/** The source a release typed in by the desk carries; its link is named by its site instead. */
const DESK_SOURCE = 'manual';

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A release as an alert email shows it: its cover (our variant of it once the
 * worker has kept it, never the label's own address, else the site's drawn
 * stand-in), its editions and one link per source listing, each address
 * through the link rule (a feed's `javascript:` link is left out, never shown).
 */
export function alertDropOf(
  release: Release,
  listings: readonly ReleaseListing[],
  followedArtist: string,
  siteUrl: string,
  readyPictures: ReadonlySet<string>,
): AlertDrop {
  const coverUrl =
    ownEmailPicture(release.imageUrl, siteUrl, readyPictures, EMAIL_COVER_WIDTH) ??
    `${siteUrl}${releaseArtworkUrl({ id: release.id, title: release.title, artist: release.artist, type: release.type })}`;
  return {
    title: release.title,
    artist: release.artist,
    details: `${capitalised(release.type)} · ${DAY_FORMAT.format(release.releaseDate)}`,
    coverUrl,
    editions: editionsOf(release, listings),
    links: linksOf(release, listings),
    followedArtist,
  };
}

/** One link per listing, named by its source (and edition, where a source lists several); the release's own link leads. */
function linksOf(release: Release, listings: readonly ReleaseListing[]): AlertDrop['links'] {
  const listed = listings.map((listing) => ({ source: listing.source, url: listing.url, edition: listing.edition }));
  const all = listed.some((listing) => listing.url === release.linkUrl)
    ? listed.sort((left, right) => Number(right.url === release.linkUrl) - Number(left.url === release.linkUrl))
    : [{ source: release.source, url: release.linkUrl, edition: null }, ...listed];
  const links: AlertDrop['links'] = [];
  for (const link of all) {
    const url = externalHttpUrl(link.url);
    if (!url || links.some((known) => known.url === url)) continue;
    const site = link.source === DESK_SOURCE ? hostnameOf(url) || 'Listen' : link.source;
    links.push({ label: link.edition ? `${site} (${link.edition})` : site, url });
  }
  return links;
}

/**
 * The standard edition (the release's title) first, where a source lists it,
 * then each other edition under the title its first listing printed: the
 * order the release pages show.
 */
function editionsOf(release: Release, listings: readonly ReleaseListing[]): string[] {
  const standard = listings.length === 0 || listings.some((listing) => listing.edition === null);
  const titles = standard ? [release.title] : [];
  const seen = new Set<string>();
  for (const listing of listings) {
    if (!listing.edition || seen.has(listing.edition)) continue;
    seen.add(listing.edition);
    titles.push(listing.title);
  }
  return titles;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
