import { startApiProcess, type ApiProcess } from '../../api/test/support/api-process';
import { insertArtist } from '../../api/test/support/test-data';
import { waitFor } from '../../api/test/support/worker-process';
import { FediverseFollower, type ReceivedActivity } from './support/fediverse-follower';
import { useWorkerStage } from './support/worker-stage';

jest.setTimeout(180_000);

/** The follower runs on 127.0.0.1, which the fediverse side refuses unless told otherwise; sweeps are fast. */
const FEDIVERSE = { FEDIVERSE_ALLOW_PRIVATE_ADDRESSES: 'true', FEDIVERSE_SWEEP_EVERY_MS: '300' };

const ofType = (received: ReceivedActivity[], type: ReceivedActivity['type']) =>
  received.filter((one) => one.type === type);

describe('the fediverse: a follower on 127.0.0.1 running Fedify', () => {
  let federated: ApiProcess;
  let follower: FediverseFollower;
  // The desk's edits go through the in-process API; the built API process serves the fediverse and
  // names every actor and object, and the worker signs as it.
  const stage = useWorkerStage('fediverse', { app: FEDIVERSE });

  beforeAll(async () => {
    await insertArtist(stage.app.dataSource, { name: 'Doechii', status: 'published' });
    federated = await startApiProcess({ ...FEDIVERSE, QUEUE_PREFIX: stage.prefix });
    follower = await FediverseFollower.start();
    await stage.startWorker({ ...FEDIVERSE, PUBLIC_URL: federated.url });
  });
  afterAll(async () => {
    await follower?.stop();
    await federated?.stop();
  });

  const host = () => new URL(federated.url).host;
  const received = async (type: ReceivedActivity['type'], count: number) =>
    waitFor(async () => ofType(await follower.received(), type).length >= count && follower.received(), {
      timeoutMs: 60_000,
      what: `${count} ${type} in the follower's inbox`,
    });

  it('finds @news and an artist by WebFinger, with Mastodon-compatible profiles', async () => {
    const finger = await fetch(`${federated.url}/.well-known/webfinger?resource=acct:news@${host()}`);
    expect(finger.status).toBe(200);
    const links = ((await finger.json()) as { links: { rel: string; href: string }[] }).links;
    expect(links.find((link) => link.rel === 'self')?.href).toBe(`${federated.url}/ap/actors/news`);

    const news = await fetch(`${federated.url}/ap/actors/news`, { headers: { accept: 'application/activity+json' } });
    const profile = (await news.json()) as Record<string, unknown>;
    expect(profile).toMatchObject({
      type: 'Organization',
      preferredUsername: 'news',
      name: 'The Cypher',
      inbox: `${federated.url}/ap/actors/news/inbox`,
      endpoints: { sharedInbox: `${federated.url}/ap/inbox` },
      icon: { type: 'Image' },
    });
    expect((profile.publicKey as { id: string }).id).toBe(`${federated.url}/ap/actors/news#main-key`);

    const artist = await fetch(`${federated.url}/.well-known/webfinger?resource=acct:doechii@${host()}`);
    expect(artist.status).toBe(200);
    const unknown = await fetch(`${federated.url}/.well-known/webfinger?resource=acct:nobody@${host()}`);
    expect(unknown.status).toBe(404);
  });

  it('accepts follows, delivers a story once with its edit and removal, counts a like and a reply, and lets go on unfollow', async () => {
    const news = `${federated.url}/ap/actors/news`;
    const artist = `${federated.url}/ap/actors/doechii`;
    await follower.follow(news);
    await follower.follow(artist);
    const accepted = await received('Accept', 2);
    expect(
      ofType(accepted, 'Accept')
        .map((one) => one.actor)
        .sort(),
    ).toEqual([artist, news]);
    const followers: { actor: string }[] = await stage.app.dataSource.query(
      `SELECT actor FROM fediverse_followers WHERE follower_uri = $1 ORDER BY actor`,
      [follower.actorUri],
    );
    expect(followers.map((row) => row.actor)).toEqual(['doechii', 'news']);
    // The profile names its followers collection, which counts them without listing who they are.
    const profile = (await (await fetch(news, { headers: { accept: 'application/activity+json' } })).json()) as {
      followers: string;
    };
    expect(profile.followers).toBe(`${news}/followers`);
    const collection = await fetch(profile.followers, { headers: { accept: 'application/activity+json' } });
    expect(collection.status).toBe(200);
    expect(await collection.json()).toMatchObject({ type: 'OrderedCollection', totalItems: 1 });
    const nobody = await fetch(`${federated.url}/ap/actors/nobody/followers`, {
      headers: { accept: 'application/activity+json' },
    });
    expect(nobody.status).toBe(404);

    const story = await stage.admin.post('/api/articles', {
      title: 'Doechii takes the Apollo',
      excerpt: 'One night, one stage.',
      content: 'Doechii took the stage at the Apollo.',
      category: 'CULTURE',
      tags: 'live, harlem',
      imageUrl: 'https://outlet.example/apollo.jpg',
    });
    expect(story.status).toBe(201);
    const created = ofType(await received('Create', 1), 'Create')[0];
    expect(created).toMatchObject({
      actor: news,
      objectType: 'Article',
      name: 'Doechii takes the Apollo',
      url: `${federated.url}/article/${story.body.id}`,
    });
    expect(created.image).toMatch(new RegExp(`^${federated.url}/media/[0-9a-f]{32}-1280\\.jpg$`));
    expect(created.tags).toEqual(expect.arrayContaining(['#live', '#harlem']));

    expect(
      (await stage.admin.patch(`/api/articles/${story.body.id}`, { title: 'Doechii owns the Apollo' })).status,
    ).toBe(200);
    const updated = ofType(await received('Update', 1), 'Update')[0];
    expect(updated).toMatchObject({ objectType: 'Article', name: 'Doechii owns the Apollo' });
    expect(updated.object).toBe(created.object);
    // The story's address answers with the story as its last activity left it.
    const fetched = await fetch(created.object!, { headers: { accept: 'application/activity+json' } });
    expect(fetched.status).toBe(200);
    expect(await fetched.json()).toMatchObject({
      id: created.object,
      type: 'Article',
      name: 'Doechii owns the Apollo',
      url: `${federated.url}/article/${story.body.id}`,
    });

    await follower.like(news, created.object!);
    await follower.reply(news, created.object!);
    await waitFor(
      async () => {
        const rows: { kind: string }[] = await stage.app.dataSource.query(
          `SELECT kind FROM fediverse_reactions WHERE actor_uri = $1 ORDER BY kind`,
          [follower.actorUri],
        );
        return rows.map((row) => row.kind).join() === 'like,reply';
      },
      { what: 'the like and the reply counted' },
    );
    const storyId = (await stage.admin.get(`/api/articles/${story.body.id}`)).body.storyId as number;
    const counted = await stage.admin.get(`/api/admin/stories/${storyId}/fediverse`);
    expect(counted.body).toEqual({ storyId, likes: 1, replies: 1, publicationFollowers: 1 });

    expect((await stage.admin.patch(`/api/articles/${story.body.id}`, { status: 'draft' })).status).toBe(200);
    const all = await received('Delete', 1);
    expect(ofType(all, 'Delete')[0].object).toBe(created.object);
    const gone = await fetch(created.object!, { headers: { accept: 'application/activity+json' } });
    expect(gone.status).toBe(404);
    const never = await fetch(`${federated.url}/ap/stories/999999`, {
      headers: { accept: 'application/activity+json' },
    });
    expect(never.status).toBe(404);
    // Followed twice (the publication and an artist the story names), the server heard of the story once.
    expect(ofType(all, 'Create')).toHaveLength(1);
    expect(ofType(all, 'Update')).toHaveLength(1);

    await follower.unfollow(news);
    await follower.unfollow(artist);
    await waitFor(
      async () => {
        const rows: unknown[] = await stage.app.dataSource.query(
          `SELECT 1 FROM fediverse_followers WHERE follower_uri = $1`,
          [follower.actorUri],
        );
        return rows.length === 0;
      },
      { what: 'both follows undone' },
    );
  });
});
