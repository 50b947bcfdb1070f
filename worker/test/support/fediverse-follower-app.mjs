// A fediverse reader's server for the tests: a small Fedify app on 127.0.0.1 with one actor,
// @reader, that follows, unfollows and likes through Fedify, and whose inbox verifies every
// delivery's HTTP Signature against the sender's published key, as a remote server would.
// Run as a process of its own (Fedify is an ES module); the spec drives it over /control.
import { createServer } from 'node:http';
import {
  Accept,
  Create,
  Delete,
  Endpoints,
  Follow,
  Like,
  MemoryKvStore,
  Note,
  Person,
  Undo,
  Update,
  createFederation,
  generateCryptoKeyPair,
} from '@fedify/fedify';

const port = Number(process.env.FOLLOWER_PORT);
const origin = `http://127.0.0.1:${port}`;
const keys = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
const received = [];
const follows = new Map();
let sent = 0;

const federation = createFederation({ kv: new MemoryKvStore(), allowPrivateAddress: true, origin });

federation
  .setActorDispatcher('/users/{identifier}', async (ctx, identifier) => {
    if (identifier !== 'reader') return null;
    const [pair] = await ctx.getActorKeyPairs(identifier);
    return new Person({
      id: ctx.getActorUri(identifier),
      preferredUsername: identifier,
      name: 'A reader',
      inbox: ctx.getInboxUri(identifier),
      endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
      publicKey: pair.cryptographicKey,
    });
  })
  .setKeyPairsDispatcher(async (_ctx, identifier) => (identifier === 'reader' ? [keys] : []));

const record = (type) => async (ctx, activity) => {
  const object = await activity.getObject(ctx).catch(() => null);
  received.push({
    type,
    id: activity.id?.href ?? null,
    actor: activity.actorId?.href ?? null,
    object: activity.objectId?.href ?? null,
    objectType: object?.constructor?.name ?? null,
    name: object?.name?.toString() ?? null,
    url: object?.url?.href ?? null,
    image: object ? ((await object.getImage?.().catch(() => null))?.url?.href ?? null) : null,
    tags: object?.getTags ? await collect(object.getTags()) : [],
  });
};

async function collect(iterable) {
  const names = [];
  for await (const tag of iterable) names.push(tag.name?.toString() ?? null);
  return names;
}

federation
  .setInboxListeners('/users/{identifier}/inbox', '/inbox')
  .on(Accept, record('Accept'))
  .on(Create, record('Create'))
  .on(Update, record('Update'))
  .on(Delete, record('Delete'));

const context = () => federation.createContext(new URL(origin), undefined);
const reader = () => context().getActorUri('reader');

async function follow({ actor }) {
  const ctx = context();
  const target = await ctx.lookupObject(actor);
  if (!target?.id) throw new Error(`no actor at ${actor}`);
  const id = new URL(`${origin}/follows/${(sent += 1)}`);
  follows.set(target.id.href, id);
  await ctx.sendActivity({ identifier: 'reader' }, target, new Follow({ id, actor: reader(), object: target.id }));
}

async function unfollow({ actor }) {
  const ctx = context();
  const target = await ctx.lookupObject(actor);
  const followId = follows.get(target.id.href);
  const undo = new Undo({
    id: new URL(`${origin}/undo/${(sent += 1)}`),
    actor: reader(),
    object: new Follow({ id: followId, actor: reader(), object: target.id }),
  });
  await ctx.sendActivity({ identifier: 'reader' }, target, undo);
}

async function like({ actor, object }) {
  const ctx = context();
  const target = await ctx.lookupObject(actor);
  const liked = new Like({ id: new URL(`${origin}/likes/${(sent += 1)}`), actor: reader(), object: new URL(object) });
  await ctx.sendActivity({ identifier: 'reader' }, target, liked);
}

async function reply({ actor, object }) {
  const ctx = context();
  const target = await ctx.lookupObject(actor);
  const n = (sent += 1);
  const note = new Note({
    id: new URL(`${origin}/notes/${n}`),
    attribution: reader(),
    content: 'Was there, unreal night.',
    replyTarget: new URL(object),
  });
  await ctx.sendActivity(
    { identifier: 'reader' },
    target,
    new Create({ id: new URL(`${origin}/notes/${n}/create`), actor: reader(), object: note }),
  );
}

const controls = {
  '/control/follow': follow,
  '/control/unfollow': unfollow,
  '/control/like': like,
  '/control/reply': reply,
};

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const server = createServer(async (req, res) => {
  try {
    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    if (req.url === '/control/received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    if (controls[req.url]) {
      await controls[req.url](JSON.parse(body.toString()));
      res.writeHead(204).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const response = await federation.fetch(
      new Request(new URL(req.url, origin), { method: req.method, headers, body }),
      {
        contextData: undefined,
      },
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.stack ?? error));
  }
});

server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
