import { ownOriginPicture } from '../../shared/domain/picture-variants';
import { PUBLICATION_HANDLE } from '../../shared/domain/fediverse-handle';
import type { ArtistFediverseStore } from '../artists/artist-fediverse.store';
import type { FediverseConfig } from '../../config/env';

/** What a Mastodon profile shows of one of our actors. */
export interface ActorProfile {
  identifier: string;
  kind: 'publication' | 'artist';
  name: string;
  bio: string;
  pageUrl: string;
  avatarUrl: string | null;
  headerUrl: string | null;
}

/** The publication, or the published artist the handle names; null for anyone else. */
export async function actorProfile(
  identifier: string,
  origin: string,
  config: FediverseConfig,
  artists: ArtistFediverseStore,
): Promise<ActorProfile | null> {
  if (identifier === PUBLICATION_HANDLE) {
    return {
      identifier,
      kind: 'publication',
      name: 'The Cypher',
      bio: config.bio,
      pageUrl: new URL('/', origin).href,
      avatarUrl: config.avatarUrl ?? new URL('/favicon.svg', origin).href,
      headerUrl: config.headerUrl,
    };
  }
  if (!/^[a-z0-9_]{1,30}$/.test(identifier)) return null;
  const artist = await artists.publishedByHandle(identifier);
  if (!artist) return null;
  return {
    identifier,
    kind: 'artist',
    name: artist.name,
    bio: artist.bio ?? `${artist.name} on The Cypher`,
    pageUrl: new URL(`/artists/${artist.id}`, origin).href,
    avatarUrl: artist.imageUrl ? new URL(ownOriginPicture(artist.imageUrl, 640), origin).href : null,
    headerUrl: null,
  };
}
