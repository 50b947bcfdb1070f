import type { ArtistCard } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { currentIsoWeek, parseIsoWeek, weekBadgeLabel } from '../../../shared/domain/iso-week';
import { artistImage, DEFAULT_IMAGE, type PageLoader } from '../page-load';
import type { PageHead } from '../../../shared/contracts/page-head';
import { itemList } from '../structured-data';

/** `asked` is whether the address named the week (then the canonical address names it too). */
export function head(artists: ArtistCard[], week: string, asked: boolean, siteUrl: string): PageHead {
  return {
    title: 'Artist Spotlight',
    description: `Five emerging hip hop artists spotlighted on The Cypher for ${weekBadgeLabel(week)}.`,
    path: asked ? `/artist-spotlight?week=${week}` : '/artist-spotlight',
    type: 'website',
    image: artists[0] ? artistImage(artists[0]) : DEFAULT_IMAGE,
    structuredData: [
      itemList(
        siteUrl,
        `Artist Spotlight, ${weekBadgeLabel(week)}`,
        artists.map((artist) => ({ path: `/artists/${artist.id}`, name: artist.name })),
      ),
    ],
  };
}

export const load: PageLoader = async ({ reads, siteUrl, search }) => {
  const requested = search.get('week');
  const asked = Boolean(requested && parseIsoWeek(requested));
  const week = asked && requested ? requested : currentIsoWeek();
  const artists = await reads.spotlight(week);
  return {
    status: 200,
    queries: [{ queryKey: QUERY_KEYS.spotlight(week), data: artists }],
    head: head(artists, week, asked, siteUrl),
  };
};
