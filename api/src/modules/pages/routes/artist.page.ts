import type { ArtistView } from '../../../shared/contracts/content';
import { QUERY_KEYS } from '../../../shared/contracts/query-keys';
import { parsePageId } from '../../../shared/domain/page-id';
import { artistImage, missingPage, missingRecord, type PageLoader } from '../page-load';
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

export const load: PageLoader = async ({ reads, siteUrl, params }) => {
  const id = parsePageId(params.id);
  const [artist, story] = id === null ? [null, null] : await Promise.all([reads.artist(id), reads.artistStory(id)]);
  if (!artist) {
    return missingPage(
      'Artist Not Found',
      'Emerging hip hop artists on The Cypher.',
      `/artists/${params.id}`,
      missingRecord(id, QUERY_KEYS.artist, 'Artist'),
    );
  }
  return {
    status: 200,
    queries: [
      { queryKey: QUERY_KEYS.artist(artist.id), data: artist },
      { queryKey: QUERY_KEYS.artistStory(artist.id), data: story },
    ],
    head: head(artist, siteUrl),
  };
};
