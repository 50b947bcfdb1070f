import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The site on the fediverse: Fedify's key-value cache (remote keys and
 * documents, inbox idempotence), one signing key pair per actor (the
 * publication 'news' and each published artist), the followers each actor
 * accepted, the story activities to announce, and the replies and likes
 * that came back.
 *
 * Story activities come from the webhook events' trigger (itself fed by the
 * articles' trigger), so a story is announced once however many outlets
 * report it, edits become Update and unpublishing Delete, exactly when the
 * change committed. The worker turns each into deliveries (dispatched_at).
 */
export class Fediverse1767300000000 implements MigrationInterface {
  name = 'Fediverse1767300000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE fediverse_kv (
      key text PRIMARY KEY,
      value jsonb NOT NULL,
      expires_at timestamptz
    )`);
    await q.query(`CREATE TABLE fediverse_keys (
      actor text PRIMARY KEY,
      private_jwk jsonb NOT NULL,
      public_jwk jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE fediverse_followers (
      id serial PRIMARY KEY,
      actor text NOT NULL,
      follower_uri text NOT NULL,
      inbox text NOT NULL,
      shared_inbox text,
      follow_uri text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (actor, follower_uri)
    )`);
    await q.query(`CREATE TABLE fediverse_story_activities (
      id bigserial PRIMARY KEY,
      webhook_event_id bigint NOT NULL UNIQUE,
      kind varchar(16) NOT NULL CHECK (kind IN ('create', 'update', 'delete')),
      story_id integer NOT NULL,
      data jsonb NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      dispatched_at timestamptz
    )`);
    await q.query(
      `CREATE INDEX fediverse_story_activities_undispatched ON fediverse_story_activities (id) WHERE dispatched_at IS NULL`,
    );
    await q.query(`CREATE TABLE fediverse_reactions (
      id serial PRIMARY KEY,
      activity_uri text NOT NULL UNIQUE,
      kind varchar(8) NOT NULL CHECK (kind IN ('like', 'reply')),
      story_id integer NOT NULL,
      actor_uri text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX fediverse_reactions_by_story ON fediverse_reactions (story_id)`);
    await q.query(`CREATE FUNCTION fediverse_story_activity() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO fediverse_story_activities (webhook_event_id, kind, story_id, data, occurred_at)
        VALUES (NEW.id, CASE NEW.type WHEN 'story.published' THEN 'create' WHEN 'story.updated' THEN 'update'
                ELSE 'delete' END, (NEW.data ->> 'storyId')::integer, NEW.data, NEW.occurred_at)
        ON CONFLICT (webhook_event_id) DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER webhook_events_fediverse AFTER INSERT ON webhook_events
      FOR EACH ROW WHEN (NEW.type IN ('story.published', 'story.updated', 'story.unpublished')
                         AND NEW.data ->> 'storyId' IS NOT NULL)
      EXECUTE FUNCTION fediverse_story_activity()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS webhook_events_fediverse ON webhook_events`);
    await q.query(`DROP FUNCTION IF EXISTS fediverse_story_activity()`);
    await q.query(`DROP TABLE IF EXISTS fediverse_reactions, fediverse_story_activities, fediverse_followers,
      fediverse_keys, fediverse_kv`);
  }
}
