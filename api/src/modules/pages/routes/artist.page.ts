import type { ArtistView } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { artistImage } from '../page-load';
import { recordPageLoader } from '../record-page';
import type { PageHead } from '../../../shared/contracts/page-head';
import { musicGroup } from '../structured-data';

export function head(artist: ArtistView, siteUrl: string): PageHead {
  const image = artistImage(artist);
  return {
    title: artist.name,
    description: `${artist.name}: ${artist.shortBio || artist.description}`.slice(0, 160),
    path: `/artists/${artist.id}`,
    type: 'profile',
    image,
    structuredData: [musicGroup(siteUrl, artist, image)],
  };
}

export const load = recordPageLoader({
  what: 'Artist',
  queryKey: QUERY_KEYS.artist,
  notFound: {
    title: 'Artist Not Found',
    description: 'Emerging hip hop artists on The Cypher.',
    path: (rawId) => `/artists/${rawId}`,
  },
  found: async (id, { reads, siteUrl }) => {
    const [artist, story, chartRuns] = await Promise.all([
      reads.artist(id),
      reads.artistStory(id),
      reads.artistChartRuns(id),
    ]);
    if (!artist) return null;
    return {
      queries: [
        { queryKey: QUERY_KEYS.artist(artist.id), data: artist },
        { queryKey: QUERY_KEYS.artistStory(artist.id), data: story },
        { queryKey: QUERY_KEYS.artistChartRuns(artist.id), data: chartRuns },
      ],
      head: head(artist, siteUrl),
    };
  },
});
