import { MigrationInterface, QueryRunner } from 'typeorm';

/** A table whose rows announce events: after each change its trigger runs webhook_<source>_events(). */
interface EventSource {
  source: string;
  table: string;
  /** What fires the trigger, as CREATE TRIGGER lists it after AFTER. */
  firesOn: string;
  /** The plpgsql function, between its dollar quotes. */
  body: string;
}

const EVENT_SOURCES: EventSource[] = [
  {
    source: 'story',
    table: 'articles',
    firesOn: 'INSERT OR UPDATE OR DELETE',
    body: `
      DECLARE
        was_public boolean := TG_OP <> 'INSERT' AND OLD.status = 'published' AND NOT OLD.story_pending;
        is_public boolean := TG_OP <> 'DELETE' AND NEW.status = 'published' AND NOT NEW.story_pending;
      BEGIN
        IF is_public AND NOT was_public THEN
          IF NOT EXISTS (SELECT 1 FROM articles WHERE story_id = NEW.story_id AND id <> NEW.id
                         AND status = 'published' AND NOT story_pending) THEN
            PERFORM webhook_event('story.published', NEW.story_id::text, webhook_story_data(NEW), NULL);
          END IF;
        ELSIF was_public AND NOT is_public THEN
          IF NOT EXISTS (SELECT 1 FROM articles WHERE story_id = OLD.story_id AND id <> OLD.id
                         AND status = 'published' AND NOT story_pending) THEN
            PERFORM webhook_event('story.unpublished', OLD.story_id::text, webhook_story_data(OLD), NULL);
          END IF;
        ELSIF was_public AND is_public
          AND (NEW.title, NEW.excerpt, NEW.content, NEW.short_md, NEW.image_url, NEW.tags, NEW.category, NEW.slug)
              IS DISTINCT FROM
              (OLD.title, OLD.excerpt, OLD.content, OLD.short_md, OLD.image_url, OLD.tags, OLD.category, OLD.slug) THEN
          PERFORM webhook_event('story.updated', NEW.id::text, webhook_story_data(NEW), NULL);
        END IF;
        RETURN NULL;
      END`,
  },
  // A release is the group of its sources' listings: one row, one event, however many stores list it.
  {
    source: 'release',
    table: 'releases',
    firesOn: 'INSERT',
    body: `
      BEGIN
        PERFORM webhook_event('release.added', NEW.id::text, jsonb_build_object('releaseId', NEW.id,
          'title', NEW.title, 'artist', NEW.artist, 'type', NEW.type, 'linkUrl', NEW.link_url,
          'imageUrl', NEW.image_url, 'releaseDate', NEW.release_date), NULL);
        RETURN NULL;
      END`,
  },
  {
    source: 'subscriber',
    table: 'subscriptions',
    firesOn: 'INSERT OR UPDATE OF status',
    body: `
      DECLARE
        before_status text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.status END;
        who jsonb := jsonb_build_object('subscriberId', NEW.id, 'email', NEW.email);
      BEGIN
        IF NEW.status = 'active' AND before_status IS DISTINCT FROM 'active' THEN
          PERFORM webhook_event('subscriber.confirmed', NEW.id::text, '{}'::jsonb, who);
        ELSIF NEW.status = 'unsubscribed' AND before_status IS DISTINCT FROM 'unsubscribed' THEN
          PERFORM webhook_event('subscriber.unsubscribed', NEW.id::text, '{}'::jsonb, who);
        END IF;
        RETURN NULL;
      END`,
  },
  {
    source: 'newsletter',
    table: 'newsletters',
    firesOn: 'UPDATE OF status',
    body: `
      BEGIN
        IF NEW.status = 'sent' AND OLD.status IS DISTINCT FROM 'sent' THEN
          PERFORM webhook_event('newsletter.sent', NEW.id::text, jsonb_build_object('newsletterId', NEW.id,
            'title', NEW.title, 'description', NEW.description, 'recipientCount', NEW.recipient_count,
            'sentAt', COALESCE(NEW.sent_at, now())), NULL);
        END IF;
        RETURN NULL;
      END`,
  },
];

/**
 * Webhooks: endpoints the admin registers, the events that happened, one
 * delivery per endpoint and event, and each attempt at it.
 *
 * Events are written by triggers, in the transaction of the write that makes
 * them happen (the API's edit, the worker's scheduled publish or scrape, a
 * reader's confirmation): an event exists exactly when its change committed,
 * whichever process made it and whether or not that process lived to say so.
 * The worker turns new events into deliveries (dispatched_at marks it done).
 *
 * A story is announced once, whatever the number of outlets reporting it: it
 * goes public with its first published, placed report and stops being public
 * with its last one. A desk article waits for its placement (story_pending)
 * so that one joining a story already public announces nothing.
 *
 * Personal data (a subscriber's id and address) is kept apart in `personal`,
 * so it only reaches endpoints allowed to receive it.
 */
export class Webhooks1766400000000 implements MigrationInterface {
  name = 'Webhooks1766400000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE webhook_endpoints (
      id serial PRIMARY KEY,
      url text NOT NULL,
      events text[] NOT NULL,
      secret text NOT NULL,
      allow_personal_data boolean NOT NULL DEFAULT false,
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text,
      failures_in_a_row integer NOT NULL DEFAULT 0,
      created_by uuid REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE webhook_events (
      id bigserial PRIMARY KEY,
      event_key text NOT NULL UNIQUE,
      type varchar(40) NOT NULL,
      data jsonb NOT NULL,
      personal jsonb,
      occurred_at timestamptz NOT NULL DEFAULT now(),
      dispatched_at timestamptz
    )`);
    await q.query(`CREATE INDEX webhook_events_undispatched ON webhook_events (id) WHERE dispatched_at IS NULL`);
    await q.query(`CREATE TABLE webhook_deliveries (
      id serial PRIMARY KEY,
      message_id text NOT NULL UNIQUE,
      endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      event_id bigint NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
      status varchar(16) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      give_up_at timestamptz NOT NULL,
      claimed_until timestamptz,
      last_attempt_at timestamptz,
      last_status integer,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (endpoint_id, event_id)
    )`);
    await q.query(
      `CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`,
    );
    await q.query(`CREATE INDEX webhook_deliveries_by_endpoint ON webhook_deliveries (endpoint_id, id DESC)`);
    await q.query(`CREATE TABLE webhook_attempts (
      id serial PRIMARY KEY,
      delivery_id integer NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL DEFAULT now(),
      status_code integer,
      error text,
      duration_ms integer NOT NULL
    )`);
    await q.query(`CREATE INDEX webhook_attempts_by_delivery ON webhook_attempts (delivery_id, id DESC)`);
    await this.createTriggers(q);
  }

  private async createTriggers(q: QueryRunner): Promise<void> {
    // txid_current() in a key makes each committed change an event of its own, and a retried statement within it one.
    await q.query(`CREATE FUNCTION webhook_event(kind text, subject text, payload jsonb, private_part jsonb)
      RETURNS void LANGUAGE sql AS $$
        INSERT INTO webhook_events (event_key, type, data, personal)
        VALUES (kind || ':' || subject || ':' || txid_current(), kind, payload, private_part)
        ON CONFLICT (event_key) DO NOTHING
      $$`);
    await q.query(`CREATE FUNCTION webhook_story_data(a articles) RETURNS jsonb LANGUAGE sql STABLE AS $$
      SELECT jsonb_build_object('storyId', a.story_id, 'articleId', a.id, 'slug', a.slug, 'title', a.title,
        'summary', COALESCE(NULLIF(a.excerpt, ''), a.short_md), 'imageUrl', a.image_url, 'category', a.category,
        'tags', a.tags, 'publishedAt', a.published_at)
    $$`);
    for (const { source, table, firesOn, body } of EVENT_SOURCES) {
      await q.query(`CREATE FUNCTION webhook_${source}_events() RETURNS trigger LANGUAGE plpgsql AS $$${body} $$`);
      await q.query(`CREATE TRIGGER ${table}_webhook_events AFTER ${firesOn} ON ${table}
      FOR EACH ROW EXECUTE FUNCTION webhook_${source}_events()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    const lastCreatedFirst = [...EVENT_SOURCES].reverse();
    for (const { table } of lastCreatedFirst) await q.query(`DROP TRIGGER ${table}_webhook_events ON ${table}`);
    for (const { source } of lastCreatedFirst) await q.query(`DROP FUNCTION webhook_${source}_events()`);
    await q.query(`DROP FUNCTION webhook_story_data(articles)`);
    await q.query(`DROP FUNCTION webhook_event(text, text, jsonb, jsonb)`);
    await q.query(`DROP TABLE webhook_attempts`);
    await q.query(`DROP TABLE webhook_deliveries`);
    await q.query(`DROP TABLE webhook_events`);
    await q.query(`DROP TABLE webhook_endpoints`);
  }
}
