import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import * as ts from 'typescript';

/**
 * One owner per table: each module's store (`<module>.store.ts`, with any
 * transaction-scoped part of it in another `*.store.ts` of the same folder) is
 * the only code that reads or writes that module's tables, for the API and the
 * worker alike.
 * This spec reads every source file of api/src and worker/src (tests excepted)
 * and fails naming the file and what it did:
 *  - database access (a DataSource, a repository, an entity manager, a query
 *    builder, `.query()`, `.transaction()`, the pg driver) outside a store file;
 *  - SQL naming a table outside the store of the module that owns it (a few
 *    cross-table reads are listed below, each with its reason; writes never);
 *  - an entity class handed to TypeORM (forFeature, InjectRepository,
 *    getRepository, manager.insert...) outside the entity's own module;
 *  - a module with entities but no store.
 * api/src/database (migrations, seeds, CLI, and the by-id base every content
 * store extends over its own repository, naming no table) works below the
 * stores and is exempt.
 */

const ROOT = join(__dirname, '..', '..', '..');
const MODULES_DIR = 'api/src/modules/';
const EXEMPT_DIRS = ['api/src/database/'];

/** Files that may touch the database without being a store, and why. */
const ALLOWED_ACCESS: Record<string, string> = {
  'api/src/modules/health/health.service.ts': 'the readiness probe runs SELECT 1, which reads no table',
  'api/src/modules/public-cache/content-version-feed.ts':
    'listens on its own connection and reads and compacts content_change_log, which it owns with the migrations',
  'api/src/modules/public-cache/replica-freshness.ts':
    "asks each read replica how far it has replayed the primary's WAL (pg_last_wal_replay_lsn()), which reads no table",
};

/** Tables no entity declares: who may name them. */
const TABLES_WITHOUT_ENTITY: Record<string, string[]> = {
  content_change_log: ['api/src/database/', 'api/src/modules/public-cache/content-version-feed.ts'],
  subscription_consents: ['api/src/database/', 'api/src/modules/consents/consents.store.ts'],
  email_deliveries: ['api/src/database/', 'api/src/modules/email-deliveries/email-deliveries.store.ts'],
  outbox_messages: ['api/src/database/', 'api/src/modules/outbox/outbox.store.ts'],
  newsletter_deliveries: ['api/src/database/', 'api/src/modules/newsletter-deliveries/newsletter-deliveries.store.ts'],
  scrape_source_seeding: ['api/src/database/', 'api/src/modules/scrape-sources/scrape-sources.store.ts'],
  mention_sweeps: ['api/src/database/', 'api/src/modules/artist-mentions/artist-mentions.store.ts'],
  release_alerts: ['api/src/database/', 'api/src/modules/release-alerts/release-alerts.store.ts'],
  subscriber_sessions: ['api/src/database/', 'api/src/modules/subscriptions/subscriber-sessions.store.ts'],
  digest_copies: ['api/src/database/', 'api/src/modules/personal-digest/digest-copies.store.ts'],
  digest_clicks: ['api/src/database/', 'api/src/modules/personal-digest/digest-clicks.store.ts'],
  webhook_endpoints: [
    'api/src/database/',
    'api/src/modules/webhooks/webhook-endpoints.store.ts',
    'api/src/modules/webhooks/webhook-deliveries.store.ts',
  ],
  webhook_events: [
    'api/src/database/',
    'api/src/modules/webhooks/webhook-endpoints.store.ts',
    'api/src/modules/webhooks/webhook-deliveries.store.ts',
  ],
  webhook_deliveries: [
    'api/src/database/',
    'api/src/modules/webhooks/webhook-endpoints.store.ts',
    'api/src/modules/webhooks/webhook-deliveries.store.ts',
  ],
  webhook_attempts: [
    'api/src/database/',
    'api/src/modules/webhooks/webhook-endpoints.store.ts',
    'api/src/modules/webhooks/webhook-deliveries.store.ts',
  ],
  fediverse_kv: ['api/src/database/', 'api/src/modules/fediverse/fediverse-kv.store.ts'],
  fediverse_keys: ['api/src/database/', 'api/src/modules/fediverse/fediverse-keys.store.ts'],
  fediverse_followers: ['api/src/database/', 'api/src/modules/fediverse/fediverse-followers.store.ts'],
  fediverse_story_activities: ['api/src/database/', 'api/src/modules/fediverse/fediverse-activities.store.ts'],
  fediverse_reactions: ['api/src/database/', 'api/src/modules/fediverse/fediverse-reactions.store.ts'],
};

/** Reads of another module's table inside a store, each one statement that could not be split without losing what it guarantees. */
const ALLOWED_CROSS_READS: Record<string, Record<string, string>> = {
  'api/src/modules/artists/spotlight-week.store.ts': {
    releases: 'the spotlight candidate query weighs each artist by recent releases in the same statement',
    articles: 'the spotlight candidate query weighs each artist by article mentions in the same statement',
  },
  'api/src/modules/newsletter-deliveries/newsletter-deliveries.store.ts': {
    subscriptions:
      "a recipient's turn is taken and their current status, address and name read in one statement, so one who left after the snapshot is skipped without a second round trip per email",
    digest_copies:
      "a personal digest's kept picks come back with the recipient's turn, so a personal email costs no more round trips than one the same for all",
  },
  'api/src/modules/personal-digest/reader-signals.store.ts': {
    artist_follows:
      'one statement per recipient is what keeps a 10,000-reader personal digest at one indexed read per email',
    artists: 'one statement per recipient is what keeps a 10,000-reader personal digest at one indexed read per email',
    subscriber_preferences:
      'one statement per recipient is what keeps a 10,000-reader personal digest at one indexed read per email',
    subscriber_sessions:
      'one statement per recipient is what keeps a 10,000-reader personal digest at one indexed read per email',
    user_interactions:
      'one statement per recipient is what keeps a 10,000-reader personal digest at one indexed read per email',
    articles: 'one statement per recipient is what keeps a 10,000-reader personal digest at one indexed read per email',
    article_artist_mentions:
      'one statement per recipient is what keeps a 10,000-reader personal digest at one indexed read per email',
    subscriptions: 'the three sample readers of the admin preview are chosen by their signals in one statement',
  },
  'api/src/modules/personal-digest/digest-candidates.store.ts': {
    articles: 'the stories a digest may pick are read once per send with their artists and readers in one statement',
    article_artist_mentions:
      'the stories a digest may pick are read once per send with their artists and readers in one statement',
    user_interactions:
      'the stories a digest may pick are read once per send with their artists and readers in one statement',
  },
  'api/src/modules/personal-digest/digest-copies.store.ts': {
    newsletter_deliveries:
      "a recipient's kept copy is found by their address and the send's delivery in one statement, and the deliveries still without picks are found beside their copies",
    subscriptions: "a recipient's kept copy is found by their address and the send's delivery in one statement",
  },
  'api/src/modules/personal-digest/digest-clicks.store.ts': {
    newsletter_deliveries: 'a click is counted only for a delivery that exists, checked in the insert itself',
    digest_copies: "the click-through counts the picks each sent copy carried beside the send's clicks",
  },
  'api/src/modules/uploads/uploads.store.ts': {
    articles:
      'a picture is deleted only while no row names it, checked in the delete itself so one added to content meanwhile is kept',
    article_revisions:
      'a picture is deleted only while no row names it, checked in the delete itself so one added to content meanwhile is kept',
    artists:
      'a picture is deleted only while no row names it, checked in the delete itself so one added to content meanwhile is kept',
    releases:
      'a picture is deleted only while no row names it, checked in the delete itself so one added to content meanwhile is kept',
    newsletters:
      'a picture is deleted only while no row names it, checked in the delete itself so one added to content meanwhile is kept',
  },
  'api/src/modules/pictures/pictures.store.ts': {
    articles:
      'the picture addresses content holds and no picture row has yet are found in one anti-join, so a sweep never ships every address to the worker to compare',
    artists:
      'the picture addresses content holds and no picture row has yet are found in one anti-join, so a sweep never ships every address to the worker to compare',
    releases:
      'the picture addresses content holds and no picture row has yet are found in one anti-join, so a sweep never ships every address to the worker to compare',
    newsletters:
      'the picture addresses content holds and no picture row has yet are found in one anti-join, so a sweep never ships every address to the worker to compare',
  },
  'api/src/modules/personalization/personalization.store.ts': {
    articles:
      'an interaction or recommendation is stored only while its article exists, and a listed recommendation carries its card fields, each in one statement',
  },
};

/** Modules whose tables are written only by the demo seed and read by nobody yet. */
const WITHOUT_STORE: Record<string, string> = {
  'streaming-charts':
    'the chart is seeded demo data that no endpoint or job reads yet; its store comes with its first reader',
};

const ACCESS_IDENTIFIERS = new Set([
  'DataSource',
  'EntityManager',
  'QueryRunner',
  'Repository',
  'SelectQueryBuilder',
  'InjectRepository',
  'InjectDataSource',
  'InjectEntityManager',
  'getRepository',
  'createQueryBuilder',
]);
const ACCESS_CALLS = new Set(['query', 'transaction']);
const RAW_DRIVERS = new Set(['pg', 'typeorm/driver/postgres/PostgresDriver']);

const SQL_TABLE = /\b(INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?|FROM|JOIN)\s+([a-z_][a-z0-9_]*)/g;

interface SourceFile {
  path: string;
  text: string;
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((name) => `${dir}/${name.split(sep).join('/')}`)
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.endsWith('.d.ts'))
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
}

/** 'articles' for api/src/modules/articles/anything.ts; null elsewhere. */
function moduleOf(path: string): string | null {
  return path.startsWith(MODULES_DIR) ? path.slice(MODULES_DIR.length).split('/')[0] : null;
}

function isStoreFile(path: string): boolean {
  return moduleOf(path) !== null && path.endsWith('.store.ts');
}

function isExempt(path: string): boolean {
  return EXEMPT_DIRS.some((dir) => path.startsWith(dir));
}

interface Scan {
  access: string[];
  sql: string[];
  entityArguments: string[];
}

/** What a file does with the database, read from its syntax tree (comments never count). */
function scan(file: SourceFile): Scan {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
  const found: Scan = { access: [], sql: [], entityArguments: [] };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && ACCESS_IDENTIFIERS.has(node.text)) found.access.push(node.text);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && ACCESS_CALLS.has(callee.name.text)) {
        found.access.push(`.${callee.name.text}()`);
      }
      for (const argument of node.arguments) {
        const candidates = ts.isArrayLiteralExpression(argument) ? argument.elements : [argument];
        for (const candidate of candidates) if (ts.isIdentifier(candidate)) found.entityArguments.push(candidate.text);
      }
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (RAW_DRIVERS.has(node.moduleSpecifier.text)) found.access.push(`import from '${node.moduleSpecifier.text}'`);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.sql.push(node.text);
    if (ts.isTemplateExpression(node)) {
      found.sql.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Entity classes and their tables, by the module folder that declares them. */
function entitiesByModule(files: SourceFile[]): { tables: Map<string, string>; classes: Map<string, string> } {
  const tables = new Map<string, string>();
  const classes = new Map<string, string>();
  for (const file of files) {
    const module = moduleOf(file.path);
    if (!module) continue;
    for (const match of file.text.matchAll(/@Entity\('([a-z_]+)'\)\s*export class (\w+)/g)) {
      tables.set(match[1], module);
      classes.set(match[2], module);
    }
  }
  return { tables, classes };
}

/** Every table an SQL text names, with whether it writes it. */
function tablesIn(sql: string, known: (table: string) => boolean): { table: string; writes: boolean }[] {
  return [...sql.matchAll(SQL_TABLE)]
    .filter((match) => known(match[2]))
    .map((match) => ({ table: match[2], writes: !/^(?:FROM|JOIN)$/.test(match[1]) }));
}

function violationsOf(files: SourceFile[]): string[] {
  const { tables, classes } = entitiesByModule(files);
  const known = (table: string) => tables.has(table) || table in TABLES_WITHOUT_ENTITY;
  const violations: string[] = [];

  for (const file of files) {
    if (isExempt(file.path)) continue;
    const module = moduleOf(file.path);
    const found = scan(file);

    if (!isStoreFile(file.path) && !(file.path in ALLOWED_ACCESS)) {
      for (const access of new Set(found.access)) {
        violations.push(
          `${file.path}: ${access} outside a store (only modules/<module>/*.store.ts touch the database)`,
        );
      }
    }

    for (const name of new Set(found.entityArguments)) {
      const owner = classes.get(name);
      if (owner && owner !== module) {
        violations.push(`${file.path}: hands the entity ${name} to TypeORM, but its table belongs to modules/${owner}`);
      }
    }

    for (const sql of found.sql) {
      for (const { table, writes } of tablesIn(sql, known)) {
        const owner = tables.get(table);
        const owners = owner ? [`${MODULES_DIR}${owner}/*.store.ts`] : TABLES_WITHOUT_ENTITY[table];
        const owned = owner
          ? module === owner && isStoreFile(file.path)
          : owners.some((allowed) => file.path.startsWith(allowed));
        if (owned) continue;
        const reason = ALLOWED_CROSS_READS[file.path]?.[table];
        if (!writes && reason) continue;
        violations.push(
          `${file.path}: ${writes ? 'writes' : 'reads'} ${table} in SQL, but only ${owners.join(' or ')} may`,
        );
      }
    }
  }

  const modules = new Set([...tables.values()]);
  for (const module of modules) {
    const hasStore = files.some((file) => file.path === `${MODULES_DIR}${module}/${module}.store.ts`);
    if (!hasStore && !(module in WITHOUT_STORE))
      violations.push(`modules/${module}: has entities but no ${module}.store.ts`);
  }
  return [...new Set(violations)].sort();
}

describe('one owner per table', () => {
  const files = [...sourceFiles('api/src'), ...sourceFiles('worker/src')];

  it('finds the sources it guards', () => {
    expect(files.some((file) => file.path === 'api/src/modules/articles/articles.store.ts')).toBe(true);
    expect(files.some((file) => file.path.startsWith('worker/src/scraping/'))).toBe(true);
    expect(entitiesByModule(files).tables.get('artist_spotlights')).toBe('artists');
    // Stories are their own module: only its store reads the table (the database starts each story).
    expect(entitiesByModule(files).tables.get('stories')).toBe('stories');
  });

  it('lets only the owning store read and write each table', () => {
    expect(violationsOf(files)).toEqual([]);
  });

  describe('catches', () => {
    const baseline = new Set(violationsOf(files));
    /** What one more file adds to the tree's own violations. */
    const extra = (path: string, text: string) =>
      violationsOf([...files, { path, text }]).filter((violation) => !baseline.has(violation));

    it('raw SQL in the worker', () => {
      const text = `import { DataSource } from 'typeorm';
        export class Sneaky { constructor(private readonly db: DataSource) {}
          run() { return this.db.query('UPDATE articles SET featured = true'); } }`;
      expect(extra('worker/src/scraping/sneaky.ts', text)).toEqual([
        'worker/src/scraping/sneaky.ts: .query() outside a store (only modules/<module>/*.store.ts touch the database)',
        'worker/src/scraping/sneaky.ts: DataSource outside a store (only modules/<module>/*.store.ts touch the database)',
        'worker/src/scraping/sneaky.ts: writes articles in SQL, but only api/src/modules/articles/*.store.ts may',
      ]);
    });

    it("a repository of another module's entity, even inside a store", () => {
      const text = `import { InjectRepository } from '@nestjs/typeorm';
        import { Repository } from 'typeorm';
        import { Article } from '../articles/article.entity';
        export class EventsStore { constructor(@InjectRepository(Article) private readonly a: Repository<Article>) {} }`;
      expect(extra('api/src/modules/events/events.store.ts', text)).toEqual([
        'api/src/modules/events/events.store.ts: hands the entity Article to TypeORM, but its table belongs to modules/articles',
      ]);
    });

    it('a service querying its own table without its store', () => {
      const text = `export class S { constructor(private readonly repo: { createQueryBuilder(): unknown }) {}
        list() { return this.repo.createQueryBuilder(); } }`;
      expect(extra('api/src/modules/events/events.service.ts', text)).toEqual([
        'api/src/modules/events/events.service.ts: createQueryBuilder outside a store (only modules/<module>/*.store.ts touch the database)',
      ]);
    });

    it('a store reading or writing a table it does not own', () => {
      const text = "export const SQL = 'SELECT 1 FROM subscriptions s JOIN users u ON true; DELETE FROM releases';";
      expect(extra('api/src/modules/artists/artists.store.ts', text)).toEqual([
        'api/src/modules/artists/artists.store.ts: reads subscriptions in SQL, but only api/src/modules/subscriptions/*.store.ts may',
        'api/src/modules/artists/artists.store.ts: reads users in SQL, but only api/src/modules/users/*.store.ts may',
        'api/src/modules/artists/artists.store.ts: writes releases in SQL, but only api/src/modules/releases/*.store.ts may',
      ]);
    });

    it('a module whose entity has no store', () => {
      const text = "import { Entity } from 'typeorm';\n@Entity('ratings')\nexport class Rating {}";
      expect(extra('api/src/modules/ratings/rating.entity.ts', text)).toEqual([
        'modules/ratings: has entities but no ratings.store.ts',
      ]);
    });

    it('nothing in comments or in names that merely look alike', () => {
      const text = `// A DataSource would be wrong here; so would UPDATE articles.
        export function list(query: { limit: number }) { return query.limit; }`;
      expect(extra('worker/src/scraping/harmless.ts', text)).toEqual([]);
    });
  });
});
