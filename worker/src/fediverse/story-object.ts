import { actorUri, activityUri, storyObjectUri } from '@api/fediverse/actor-uris';
import { fedify } from '@api/fediverse/fedify';
import { PUBLIC_AUDIENCE, storyArticle } from '@api/fediverse/story-article';
import { PUBLICATION_HANDLE } from '@api/shared/domain/fediverse-handle';
import type { StoryActivity } from '@api/modules/fediverse/fediverse-activities.store';
import type { ArtistActorProfile } from '@api/modules/artists/artist-fediverse.store';

/** The Create, Update or Delete one story activity becomes, as the JSON-LD that goes on the wire. */
export async function storyActivityJson(
  activity: StoryActivity,
  origin: string,
  artists: ArtistActorProfile[],
): Promise<unknown> {
  const f = fedify();
  const actor = actorUri(origin, PUBLICATION_HANDLE);
  const id = activityUri(origin, activity.kind, activity.id);
  const addressing = {
    to: new URL(PUBLIC_AUDIENCE),
    ccs: artists.map((artist) => actorUri(origin, artist.handle)),
  };
  if (activity.kind === 'delete') {
    const tombstone = new f.Tombstone({ id: storyObjectUri(origin, activity.storyId) });
    return new f.Delete({ id, actor, object: tombstone, ...addressing }).toJsonLd();
  }
  const article = storyArticle(activity, origin, artists);
  const Kind = activity.kind === 'create' ? f.Create : f.Update;
  return new Kind({ id, actor, object: article, ...addressing }).toJsonLd();
}
