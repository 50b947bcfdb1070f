import type { ContentTable } from '../shared/contracts/content-tables';

// The names live with the shared contracts: the public route manifest, read by the web too, names them.
export { CONTENT_TABLES, INITIAL_CONTENT_TABLES, type ContentTable } from '../shared/contracts/content-tables';

/**
 * Tables of one visitor's answers (their recommendations and preferences):
 * logged by the same triggers (SessionChangeLog migration), so a per-visitor
 * answer kept by the response cache is dropped when they change.
 */
export const SESSION_TABLES = ['personalized_recommendations', 'user_preferences'] as const;
export type SessionTable = (typeof SESSION_TABLES)[number];

/** A reader's follows: logged by the ArtistFollows migration's triggers, as they lead the reader's 'For You'. */
export const FOLLOWS_TABLE = 'artist_follows';

/** Sessions recognised as subscribers: logged by the SubscriberSessions migration's triggers, as a link decides whose follows lead 'For You'. */
export const SUBSCRIBER_SESSIONS_TABLE = 'subscriber_sessions';

/** Any table whose writes the response cache hears of. */
export type WatchedTable = ContentTable | SessionTable | typeof FOLLOWS_TABLE | typeof SUBSCRIBER_SESSIONS_TABLE;

/** The NOTIFY channel the triggers speak on; the payload is the table name. */
export const CONTENT_CHANGED_CHANNEL = 'content_changed';

/** Exact row count of a content table, kept by the triggers (no scan of the table). */
export const ROW_COUNT_SQL = `SELECT coalesce(sum(row_delta), 0)::int AS total FROM content_change_log WHERE table_name = $1`;

/**
 * Exact count of a content table's published rows, without a scan: the row
 * count the triggers keep minus the few unpublished rows (each table with a
 * status has a partial index on them). One statement, one snapshot.
 */
export const publishedRowCountSql = (table: 'articles' | 'artists') =>
  `SELECT ((SELECT coalesce(sum(row_delta), 0) FROM content_change_log WHERE table_name = '${table}')
    - (SELECT count(*) FROM ${table} WHERE status <> 'published'))::int AS total`;
