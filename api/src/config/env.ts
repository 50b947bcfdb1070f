import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import * as read from './env-fields';
import { DEFAULT_CHART_SOURCES, parseChartSources, type ConfiguredChartSource } from './chart-sources-env';
import type { TrustedProxies } from './trusted-proxies';

/**
 * The one place that reads process.env. Every value is parsed and checked at
 * boot so a typo in the environment stops the process with a message that
 * names the variable, instead of failing later in some request; every wrong
 * variable is named at once, one line each, so one restart fixes them all.
 */
export interface AppConfig {
  nodeEnv: string;
  port: number;
  logLevel: string;
  /** pretty: one short readable line per event (pino-pretty); json: one JSON object per line. */
  logFormat: 'pretty' | 'json';
  databaseUrl: string;
  /** Streaming replicas of DATABASE_URL; public reads may go there (see ReplicaReads). Empty: one server. */
  databaseReplicaUrls: string[];
  /** The single Redis; with a cluster or Sentinel it only lends them its credentials, db and TLS (may be ''). */
  redisUrl: string;
  /** Where Redis is: one server (REDIS_URL), a Redis Cluster, or a master found through Sentinel. */
  redisTopology: RedisTopology;
  /** Replicas that must hold an enqueued job before it is acknowledged (Redis WAIT); 0 acknowledges at once. */
  redisWaitReplicas: number;
  queueBackend: 'redis' | 'postgres';
  /** Namespaces every Redis key and BullMQ queue, so several stacks (or test runs) can share one Redis. */
  queuePrefix: string;
  /** Whether any proxy in front is trusted (TRUST_PROXY is not 0): then X-Forwarded-Proto and -Host count. */
  trustProxy: boolean;
  /** Which proxies may name the client in X-Forwarded-For: a hop count or their addresses (see trusted-proxies.ts). */
  trustedProxies: TrustedProxies;
  /** Said at boot when TRUST_PROXY was read in a narrower sense than it was written. */
  trustProxyWarning?: string;
  subscribeRateLimitPerHour: number;
  /** Login attempts per client address per 15 minutes, whatever the usernames (LOGIN_RATE_LIMIT). */
  loginRateLimit: number;
  /** Password checks that run at once per process; more wait in a short line, then get 503. */
  passwordCheckConcurrency: number;
  /** Reading signals (each route apart) per client address per 10 minutes (SIGNAL_RATE_LIMIT). */
  signalRateLimit: number;
  /** Reading signals (each route apart) per reader session id per 10 minutes (SIGNAL_SESSION_RATE_LIMIT). */
  signalSessionRateLimit: number;
  generateRateLimitPerHour: number;
  seedDemo: boolean;
  cookieSecure: boolean;
  sessionSecret: string;
  adminUsername?: string;
  adminPassword?: string;
  oidc?: OidcConfig;
  /** Verified emails that become admins when they sign in through OIDC (lower case). */
  oidcAdminEmails: string[];
  newsSources: string[];
  releaseSources: string[];
  /** The weekly chart's sources on the first build; after that the admin manages them. */
  chartSources: ConfiguredChartSource[];
  /** Last.fm's API key for its hip-hop tag chart; without it that source is skipped. */
  lastfmApiKey?: string;
  scrapeTimeoutMs: number;
  /** Article pages fetched at once per news source. */
  scrapeConcurrency: number;
  /** Longest a feed or page may take to parse (in a worker thread) before its source is given up. */
  scrapeParseTimeoutMs: number;
  /** Worker threads that parse feeds and pages, per worker process. */
  scrapeParseThreads: number;
  /**
   * Let scrapers and source checks reach loopback, private and link-local
   * addresses. Off in every real deployment; the test suites turn it on
   * because their fixture feeds are served from 127.0.0.1.
   */
  scrapeAllowPrivate: boolean;
  openai: { apiKey?: string; model: string; baseUrl?: string; timeoutMs: number };
  workerConcurrency: number;
  workerShutdownGraceMs: number;
  /** How often the worker publishes scheduled content whose time has passed (its delayed job lost or late). */
  publishSweepEveryMs: number;
  /** How often the worker matches artists in stories and artists changed since its last sweep (a matching job lost or never queued). */
  mentionSweepEveryMs: number;
  webDistDir?: string;
  /** Byte budget of the public response cache; 0 turns the cache off. */
  responseCacheMaxBytes: number;
  /**
   * bounded: a cached read trusts a version check at most responseCacheMaxStalenessMs old; strict: every
   * cached read first checks the versions in Postgres; notify: trust LISTEN/NOTIFY (see PublicCacheService).
   */
  responseCacheConsistency: 'bounded' | 'strict' | 'notify';
  /** In bounded mode, how old a version check a cache hit may lean on. */
  responseCacheMaxStalenessMs: number;
  mail: MailConfig;
  /** When the weekly digest draft is written (cron, UTC). */
  digestCron: string;
  releaseAlerts: ReleaseAlertTimings;
  metrics: MetricsConfig;
  httpTimeouts: HttpTimeouts;
  webhooks: WebhooksConfig;
  fediverse: FediverseConfig;
}

/** How the site takes part in the fediverse (see README, Following from Mastodon). */
export interface FediverseConfig {
  /** Let the fediverse reach and be reached from loopback, private and link-local addresses (tests on 127.0.0.1). */
  allowPrivateAddresses: boolean;
  /** How often the worker turns new story activities into deliveries. */
  sweepEveryMs: number;
  /** The publication's profile: bio, avatar and header pictures (absolute URLs; the defaults are the site's own). */
  bio: string;
  avatarUrl: string | null;
  headerUrl: string | null;
}

/** How webhook deliveries go out (see README, Webhooks). */
export interface WebhooksConfig {
  /** Let deliveries reach loopback, private and link-local addresses (tests on 127.0.0.1); off in production. */
  allowPrivateAddresses: boolean;
  /** How often the worker turns new events into deliveries and queues the due ones. */
  sweepEveryMs: number;
  /** The wait after a first failed attempt; it doubles with each failure, at most six hours apart. */
  retryBaseMs: number;
  /** How long after an event (or a "send again") a delivery is retried before it is given up. */
  giveUpAfterMs: number;
  /** Failed attempts in a row, across its deliveries, after which an endpoint is disabled. */
  disableAfterFailures: number;
  /** Longest one attempt may take, connection and answer together. */
  timeoutMs: number;
}

/**
 * How long the HTTP server waits for a client: a client that sends its request
 * a byte at a time would otherwise hold a connection (and its memory) for minutes.
 */
export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this; else 408 and the socket is closed. */
  requestMs: number;
  /** The headers must arrive within this (no more than requestMs). */
  headersMs: number;
  /** An idle keep-alive connection is closed after this; behind a load balancer, longer than its idle timeout. */
  keepAliveMs: number;
}

export interface OidcConfig {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /**
   * Issuers whose verified addresses may name a desk member (link a sign-in to
   * them, or grant OIDC_ADMIN_EMAILS). Undefined: the configured issuer alone.
   */
  trustedEmailIssuers?: string[];
}

export interface RedisNode {
  host: string;
  port: number;
}

export type RedisTopology =
  | { kind: 'single' }
  | { kind: 'cluster'; nodes: RedisNode[] }
  | { kind: 'sentinel'; sentinels: RedisNode[]; masterName: string };

/**
 * Where Prometheus scrapes each process. Never the public port: the numbers
 * describe the site's internals. Port 0 takes a free port, logged at start,
 * so several workers on one host never collide.
 */
export interface MetricsConfig {
  host: string;
  apiPort: number;
  workerPort: number;
}

export interface MailConfig {
  /** smtp:// or smtps:// with optional user:pass; `npm start` points it at its catch-all when unset. */
  smtpUrl: string;
  /** The From header, e.g. "The Cypher <newsletter@example.com>". */
  from: string;
  /** The bare address of `from`; its domain also names our Message-IDs. */
  fromAddress: string;
  /** Where readers reach the site; every link in an email starts with it (no trailing slash). */
  publicUrl: string;
  /** A new subscriber is pending until they click the link in a confirmation email. */
  doubleOptIn: boolean;
  /** Emails per second across all workers (BullMQ's rate limiter on the email queue); 0 means no limit. */
  ratePerSecond: number;
  /** Emails each worker process sends at once, over as many pooled SMTP connections. */
  concurrency: number;
}

/** When new-drop alert emails go out. */
export interface ReleaseAlertTimings {
  /** How long a subscriber's first alert waits for other drops landing at the same time (the same scrape). */
  gatherMs: number;
  /** The least time between two alert emails to one subscriber; drops in between wait for the next one. */
  minGapMs: number;
}

export class ConfigError extends Error {}

/** Login attempts per client address per 15 minutes, across usernames, unless LOGIN_RATE_LIMIT says otherwise. */
export const DEFAULT_LOGIN_RATE_LIMIT = 30;

/**
 * bcryptjs runs in the event loop in slices of up to 100 ms, and each check
 * running at once adds a slice to every turn of the loop: two keep every other
 * request within a few hundred milliseconds while still using the time between.
 */
export const DEFAULT_PASSWORD_CHECK_CONCURRENCY = 2;

/**
 * Reading signals per 10 minutes: a reader sends a visit per page and a few
 * interactions per story; one address may be a whole office or a phone
 * network behind one NAT, so its allowance is several readers'.
 */
export const DEFAULT_SIGNAL_RATE_LIMIT = 600;
export const DEFAULT_SIGNAL_SESSION_RATE_LIMIT = 120;

/** Recommendation refreshes allowed per client address per hour unless GENERATE_RATE_LIMIT says otherwise. */
export const DEFAULT_GENERATE_RATE_LIMIT = 120;

/** Mailpit's and the embedded catch-all's port: what an unconfigured worker talks to. */
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';
export const DEFAULT_MAIL_FROM = 'The Cypher <newsletter@thecypher.local>';

/** Curated hip hop news feeds used when NEWS_SOURCES is not set. */
export const DEFAULT_NEWS_SOURCES = [
  'https://hiphopdx.com/feed',
  'https://www.xxlmag.com/feed/',
  'https://www.thesource.com/feed/',
  'https://www.vibe.com/music/feed/',
  'https://www.complex.com/music/rss',
  'https://www.rap-up.com/feed/',
];

/** New-release feeds used when RELEASE_SOURCES is not set. */
export const DEFAULT_RELEASE_SOURCES = [
  'https://musicbrainz.org/ws/2/release-group?query=tag:hip-hop%20AND%20firstreleasedate:[NOW-30DAYS%20TO%20NOW]&fmt=json&limit=50',
  'https://hiphopdx.com/feed/releases',
];

/** Every variable the processes read; the defaults that depend on another variable are applied in toConfig. */
const variables = z.object({
  NODE_ENV: read.text(),
  PORT: read.integer(1, 65535),
  LOG_LEVEL: read.text(),
  LOG_FORMAT: read.choice(['pretty', 'json'] as const),
  DATABASE_URL: read.text(),
  DATABASE_REPLICA_URLS: read.postgresUrlList(),
  REDIS_URL: read.text(),
  REDIS_CLUSTER_NODES: read.hostPortList(),
  REDIS_SENTINELS: read.hostPortList(),
  REDIS_SENTINEL_NAME: read.text(),
  REDIS_WAIT_REPLICAS: read.integer(0, 16),
  QUEUE_BACKEND: read.choice(['redis', 'postgres'] as const),
  QUEUE_PREFIX: read.text(),
  TRUST_PROXY: read.trustProxy(),
  SUBSCRIBE_RATE_LIMIT: read.integer(1, 1_000_000),
  LOGIN_RATE_LIMIT: read.integer(1, 1_000_000),
  PASSWORD_CHECK_CONCURRENCY: read.integer(1, 64),
  SIGNAL_RATE_LIMIT: read.integer(1, 100_000_000),
  SIGNAL_SESSION_RATE_LIMIT: read.integer(1, 100_000_000),
  GENERATE_RATE_LIMIT: read.integer(1, 1_000_000),
  SEED_DEMO: read.flag(),
  COOKIE_SECURE: read.flag(),
  SESSION_SECRET: read.text(),
  ADMIN_USERNAME: read.text(),
  ADMIN_PASSWORD: read.text(),
  OIDC_ISSUER_URL: read.text(),
  OIDC_CLIENT_ID: read.text(),
  OIDC_CLIENT_SECRET: read.text(),
  OIDC_TRUSTED_EMAIL_ISSUERS: read.issuerList(),
  OIDC_ADMIN_EMAILS: read.emailList(),
  NEWS_SOURCES: read.httpUrlList(),
  RELEASE_SOURCES: read.httpUrlList(),
  CHART_SOURCES: read.chartSources(),
  LASTFM_API_KEY: read.text(),
  SCRAPE_TIMEOUT_MS: read.integer(100, 120_000),
  SCRAPE_CONCURRENCY: read.integer(1, 32),
  SCRAPE_PARSE_TIMEOUT_MS: read.integer(50, 120_000),
  SCRAPE_PARSE_THREADS: read.integer(1, 16),
  SCRAPE_ALLOW_PRIVATE: read.flag(),
  OPENAI_API_KEY: read.text(),
  OPENAI_MODEL: read.text(),
  OPENAI_BASE_URL: read.text(),
  OPENAI_TIMEOUT_MS: read.integer(100, 300_000),
  WORKER_CONCURRENCY: read.integer(1, 64),
  WORKER_SHUTDOWN_GRACE_MS: read.integer(0, 600_000),
  PUBLISH_SWEEP_EVERY_MS: read.integer(1_000, 3_600_000),
  MENTION_SWEEP_EVERY_MS: read.integer(1_000, 86_400_000),
  WEB_DIST_DIR: read.text(),
  RESPONSE_CACHE_MAX_MB: read.integer(0, 4096),
  RESPONSE_CACHE_CONSISTENCY: read.choice(['bounded', 'strict', 'notify'] as const),
  RESPONSE_CACHE_MAX_STALENESS_MS: read.integer(1, 1000),
  SMTP_URL: read.smtpUrl(),
  MAIL_FROM: read.mailFrom(),
  PUBLIC_URL: read.publicUrl(),
  DOUBLE_OPT_IN: read.flag(),
  EMAIL_RATE_PER_SECOND: read.integer(0, 100_000),
  EMAIL_CONCURRENCY: read.integer(1, 100),
  DIGEST_CRON: read.cron(),
  RELEASE_ALERT_GATHER_MS: read.integer(0, 240_000),
  RELEASE_ALERT_GAP_MS: read.integer(1_000, 86_400_000),
  METRICS_HOST: read.text(),
  METRICS_PORT: read.integer(0, 65535),
  WORKER_METRICS_PORT: read.integer(0, 65535),
  HTTP_REQUEST_TIMEOUT_MS: read.integer(100, 600_000),
  HTTP_HEADERS_TIMEOUT_MS: read.integer(100, 600_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: read.integer(100, 600_000),
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: read.flag(),
  WEBHOOKS_SWEEP_EVERY_MS: read.integer(100, 3_600_000),
  WEBHOOKS_RETRY_BASE_MS: read.integer(100, 3_600_000),
  WEBHOOKS_GIVE_UP_AFTER_MS: read.integer(1_000, 604_800_000),
  WEBHOOKS_DISABLE_AFTER_FAILURES: read.integer(1, 100_000),
  WEBHOOKS_TIMEOUT_MS: read.integer(100, 120_000),
  FEDIVERSE_ALLOW_PRIVATE_ADDRESSES: read.flag(),
  FEDIVERSE_SWEEP_EVERY_MS: read.integer(100, 3_600_000),
  FEDIVERSE_BIO: read.text(),
  FEDIVERSE_AVATAR_URL: read.text(),
  FEDIVERSE_HEADER_URL: read.text(),
});

type Variables = z.output<typeof variables>;
type Name = keyof Variables;

/** One rule between variables: said about `name` when `broken` holds, checked only once `needs` read cleanly. */
interface Rule {
  name: Name;
  needs: Name[];
  broken: (env: Variables) => boolean;
  says: (env: Variables) => string;
}

const DEFAULT_PORT = 3000;
const requestMs = (env: Variables) => env.HTTP_REQUEST_TIMEOUT_MS ?? 30_000;
const headersMs = (env: Variables) => env.HTTP_HEADERS_TIMEOUT_MS ?? 10_000;
const singleRedis = (env: Variables) => !env.REDIS_CLUSTER_NODES && !env.REDIS_SENTINELS;

const rules: Rule[] = [
  { name: 'DATABASE_URL', needs: [], broken: (env) => !env.DATABASE_URL, says: () => 'is required (see .env.example)' },
  {
    name: 'REDIS_URL',
    needs: ['QUEUE_BACKEND', 'REDIS_CLUSTER_NODES', 'REDIS_SENTINELS'],
    broken: (env) => !env.REDIS_URL && env.QUEUE_BACKEND !== 'postgres' && singleRedis(env),
    says: () => 'is required (see .env.example)',
  },
  {
    name: 'REDIS_SENTINELS',
    needs: ['REDIS_CLUSTER_NODES', 'REDIS_SENTINELS'],
    broken: (env) => Boolean(env.REDIS_CLUSTER_NODES && env.REDIS_SENTINELS),
    says: () => 'and REDIS_CLUSTER_NODES are both set; set one, not both: a deployment has one kind of Redis',
  },
  {
    name: 'REDIS_SENTINEL_NAME',
    needs: ['REDIS_SENTINELS'],
    broken: (env) => Boolean(env.REDIS_SENTINELS && !env.REDIS_SENTINEL_NAME),
    says: () => 'is required with REDIS_SENTINELS (the master group name)',
  },
  {
    name: 'REDIS_SENTINEL_NAME',
    needs: ['REDIS_SENTINELS'],
    broken: (env) => Boolean(!env.REDIS_SENTINELS && env.REDIS_SENTINEL_NAME),
    says: () => 'needs REDIS_SENTINELS (the sentinels to ask)',
  },
  {
    name: 'SESSION_SECRET',
    needs: ['NODE_ENV'],
    broken: (env) => !env.SESSION_SECRET && env.NODE_ENV === 'production',
    says: () => 'is required in production (a long random string)',
  },
  {
    name: 'HTTP_HEADERS_TIMEOUT_MS',
    needs: ['HTTP_HEADERS_TIMEOUT_MS', 'HTTP_REQUEST_TIMEOUT_MS'],
    broken: (env) => headersMs(env) > requestMs(env),
    says: (env) =>
      `(${headersMs(env)}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${requestMs(env)}): the headers are part of the request`,
  },
  {
    name: 'METRICS_PORT',
    needs: ['METRICS_PORT', 'PORT'],
    broken: (env) => (env.METRICS_PORT ?? 0) === (env.PORT ?? DEFAULT_PORT),
    says: (env) => `must differ from PORT (${env.PORT ?? DEFAULT_PORT}): metrics are never served on the public port`,
  },
];

const schema = rules.reduce(
  (checked, rule) =>
    checked.refine((env) => !rule.broken(env), {
      path: [rule.name],
      error: (issue) => rule.says(issue.input as Variables),
      // A rule between variables still speaks when another variable is wrong, unless one it reads is.
      when: (payload) => !payload.issues.some((issue) => rule.needs.some((name) => name === issue.path?.[0])),
    }),
  variables as z.ZodType<Variables, Record<string, string | undefined>>,
);

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): AppConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('\n'));
  }
  return toConfig(result.data);
}

function toConfig(env: Variables): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const port = env.PORT ?? DEFAULT_PORT;
  const redisTopology: RedisTopology = env.REDIS_CLUSTER_NODES
    ? { kind: 'cluster', nodes: env.REDIS_CLUSTER_NODES }
    : env.REDIS_SENTINELS
      ? { kind: 'sentinel', sentinels: env.REDIS_SENTINELS, masterName: env.REDIS_SENTINEL_NAME ?? '' }
      : { kind: 'single' };
  const oidc =
    env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
      ? {
          issuerUrl: env.OIDC_ISSUER_URL,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          trustedEmailIssuers: env.OIDC_TRUSTED_EMAIL_ISSUERS,
        }
      : undefined;
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  return {
    nodeEnv,
    port,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    logFormat: env.LOG_FORMAT ?? (nodeEnv === 'development' ? 'pretty' : 'json'),
    databaseUrl: env.DATABASE_URL ?? '',
    databaseReplicaUrls: env.DATABASE_REPLICA_URLS ?? [],
    redisUrl: env.REDIS_URL ?? '',
    redisTopology,
    // Sentinel and Cluster are chosen for failover: by default a job is acknowledged once one replica has it.
    redisWaitReplicas: env.REDIS_WAIT_REPLICAS ?? (redisTopology.kind === 'single' ? 0 : 1),
    queueBackend: env.QUEUE_BACKEND ?? 'redis',
    queuePrefix: env.QUEUE_PREFIX ?? 'cypher',
    trustProxy: env.TRUST_PROXY.proxies !== 0,
    trustedProxies: env.TRUST_PROXY.proxies,
    trustProxyWarning: env.TRUST_PROXY.warning,
    subscribeRateLimitPerHour: env.SUBSCRIBE_RATE_LIMIT ?? 10,
    loginRateLimit: env.LOGIN_RATE_LIMIT ?? DEFAULT_LOGIN_RATE_LIMIT,
    passwordCheckConcurrency: env.PASSWORD_CHECK_CONCURRENCY ?? DEFAULT_PASSWORD_CHECK_CONCURRENCY,
    signalRateLimit: env.SIGNAL_RATE_LIMIT ?? DEFAULT_SIGNAL_RATE_LIMIT,
    signalSessionRateLimit: env.SIGNAL_SESSION_RATE_LIMIT ?? DEFAULT_SIGNAL_SESSION_RATE_LIMIT,
    generateRateLimitPerHour: env.GENERATE_RATE_LIMIT ?? DEFAULT_GENERATE_RATE_LIMIT,
    seedDemo: env.SEED_DEMO ?? true,
    // Production is served over HTTPS; a plain-http production stack (npm start on a laptop) says COOKIE_SECURE=false.
    cookieSecure: env.COOKIE_SECURE ?? nodeEnv === 'production',
    // Without a configured secret each boot gets a fresh one: sessions then do not
    // survive a restart, which is acceptable on a laptop and refused in production.
    sessionSecret: env.SESSION_SECRET ?? `dev-${randomBytes(32).toString('hex')}`,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    oidc,
    oidcAdminEmails: env.OIDC_ADMIN_EMAILS ?? [],
    newsSources: env.NEWS_SOURCES ?? DEFAULT_NEWS_SOURCES,
    releaseSources: env.RELEASE_SOURCES ?? DEFAULT_RELEASE_SOURCES,
    chartSources: env.CHART_SOURCES ?? (parseChartSources(DEFAULT_CHART_SOURCES) as ConfiguredChartSource[]),
    lastfmApiKey: env.LASTFM_API_KEY,
    scrapeTimeoutMs: env.SCRAPE_TIMEOUT_MS ?? 10_000,
    scrapeConcurrency: env.SCRAPE_CONCURRENCY ?? 4,
    scrapeParseTimeoutMs: env.SCRAPE_PARSE_TIMEOUT_MS ?? 10_000,
    scrapeParseThreads: env.SCRAPE_PARSE_THREADS ?? 2,
    scrapeAllowPrivate: env.SCRAPE_ALLOW_PRIVATE ?? false,
    openai: {
      apiKey: env.OPENAI_API_KEY,
      model: env.OPENAI_MODEL ?? 'gpt-4o-mini',
      baseUrl: env.OPENAI_BASE_URL,
      timeoutMs: env.OPENAI_TIMEOUT_MS ?? 20_000,
    },
    workerConcurrency: env.WORKER_CONCURRENCY ?? 2,
    workerShutdownGraceMs: env.WORKER_SHUTDOWN_GRACE_MS ?? 30_000,
    publishSweepEveryMs: env.PUBLISH_SWEEP_EVERY_MS ?? 60_000,
    mentionSweepEveryMs: env.MENTION_SWEEP_EVERY_MS ?? 300_000,
    webDistDir: env.WEB_DIST_DIR,
    responseCacheMaxBytes: (env.RESPONSE_CACHE_MAX_MB ?? 64) * 1024 * 1024,
    responseCacheConsistency: env.RESPONSE_CACHE_CONSISTENCY ?? 'strict',
    responseCacheMaxStalenessMs: env.RESPONSE_CACHE_MAX_STALENESS_MS ?? 100,
    mail: {
      smtpUrl: env.SMTP_URL ?? DEFAULT_SMTP_URL,
      from,
      fromAddress: read.mailFromAddress(from) ?? '',
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
      doubleOptIn: env.DOUBLE_OPT_IN ?? true,
      ratePerSecond: env.EMAIL_RATE_PER_SECOND ?? 0,
      concurrency: env.EMAIL_CONCURRENCY ?? 10,
    },
    digestCron: env.DIGEST_CRON ?? '0 9 * * 5',
    releaseAlerts: {
      gatherMs: env.RELEASE_ALERT_GATHER_MS ?? 60_000,
      minGapMs: env.RELEASE_ALERT_GAP_MS ?? 3_600_000,
    },
    metrics: {
      host: env.METRICS_HOST ?? '127.0.0.1',
      apiPort: env.METRICS_PORT ?? 0,
      workerPort: env.WORKER_METRICS_PORT ?? 0,
    },
    httpTimeouts: {
      requestMs: requestMs(env),
      headersMs: headersMs(env),
      keepAliveMs: env.HTTP_KEEP_ALIVE_TIMEOUT_MS ?? 5_000,
    },
    webhooks: {
      allowPrivateAddresses: env.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES ?? false,
      sweepEveryMs: env.WEBHOOKS_SWEEP_EVERY_MS ?? 5_000,
      retryBaseMs: env.WEBHOOKS_RETRY_BASE_MS ?? 30_000,
      giveUpAfterMs: env.WEBHOOKS_GIVE_UP_AFTER_MS ?? 86_400_000,
      disableAfterFailures: env.WEBHOOKS_DISABLE_AFTER_FAILURES ?? 15,
      timeoutMs: env.WEBHOOKS_TIMEOUT_MS ?? 10_000,
    },
    fediverse: {
      allowPrivateAddresses: env.FEDIVERSE_ALLOW_PRIVATE_ADDRESSES ?? false,
      sweepEveryMs: env.FEDIVERSE_SWEEP_EVERY_MS ?? 5_000,
      bio: env.FEDIVERSE_BIO ?? 'Hip hop culture news: every story once, as it breaks.',
      avatarUrl: env.FEDIVERSE_AVATAR_URL ?? null,
      headerUrl: env.FEDIVERSE_HEADER_URL ?? null,
    },
  };
}
