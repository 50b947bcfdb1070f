import { oneOf, trimCharacters } from '../shared/domain/trim-characters';
import { parseTrustedProxies, type TrustedProxies } from './trusted-proxies';

/**
 * The one place that reads process.env. Every value is parsed and checked at
 * boot so a typo in the environment stops the process with a message that
 * names the variable, instead of failing later in some request.
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
  statsRefreshEveryMs: number;
  /** How often the worker publishes scheduled content whose time has passed (its delayed job lost or late). */
  publishSweepEveryMs: number;
  /** How often the worker matches artists in stories and artists changed since its last sweep (a matching job lost or never queued). */
  mentionSweepEveryMs: number;
  webDistDir?: string;
  /** Byte budget of the public response cache; 0 turns the cache off. */
  responseCacheMaxBytes: number;
  /** strict: every cached read first checks the versions in Postgres; notify: trust LISTEN/NOTIFY (see PublicCacheService). */
  responseCacheConsistency: 'strict' | 'notify';
  mail: MailConfig;
  /** When the weekly digest draft is written (cron, UTC). */
  digestCron: string;
  metrics: MetricsConfig;
  httpTimeouts: HttpTimeouts;
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

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback?: string): string {
  const value = env[name]?.trim();
  if (value) return value;
  if (fallback !== undefined) return fallback;
  throw new ConfigError(`${name} is required (see .env.example)`);
}

function optionalText(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function trustedProxiesFrom(env: Env) {
  try {
    return parseTrustedProxies(env.TRUST_PROXY);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function urlList(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const urls = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const url of urls) {
    try {
      const parsed = new URL(url);
      if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('scheme');
    } catch {
      throw new ConfigError(`${name} holds "${url}", which is not an http(s) URL`);
    }
  }
  return urls;
}

/** A comma-separated host:port list (IPv6 hosts in brackets), or undefined when unset. */
function hostPortList(env: Env, name: string): RedisNode[] | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(?:\[([^\]]+)\]|([^:\s]+)):(\d{1,5})$/.exec(part);
      const port = match ? Number(match[3]) : 0;
      if (!match || port < 1 || port > 65535) {
        throw new ConfigError(`${name} holds "${part}"; write host:port pairs separated by commas, e.g. 10.0.0.1:7000`);
      }
      return { host: match[1] ?? match[2], port };
    });
}

function redisTopology(env: Env): RedisTopology {
  const clusterNodes = hostPortList(env, 'REDIS_CLUSTER_NODES');
  const sentinels = hostPortList(env, 'REDIS_SENTINELS');
  const masterName = optionalText(env, 'REDIS_SENTINEL_NAME');
  if (clusterNodes && sentinels) {
    throw new ConfigError('Set REDIS_CLUSTER_NODES or REDIS_SENTINELS, not both: a deployment has one kind of Redis');
  }
  if (clusterNodes) return { kind: 'cluster', nodes: clusterNodes };
  if (sentinels) {
    if (!masterName)
      throw new ConfigError('REDIS_SENTINEL_NAME is required with REDIS_SENTINELS (the master group name)');
    return { kind: 'sentinel', sentinels, masterName };
  }
  if (masterName) throw new ConfigError('REDIS_SENTINEL_NAME needs REDIS_SENTINELS (the sentinels to ask)');
  return { kind: 'single' };
}

function postgresUrlList(env: Env, name: string): string[] {
  const raw = env[name]?.trim();
  if (!raw) return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((url) => {
      let protocol = '';
      try {
        protocol = new URL(url).protocol;
      } catch {
        // Reported below, without echoing a URL that may hold a password.
      }
      if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
        throw new ConfigError(`${name} must be postgres:// URLs separated by commas`);
      }
      return url;
    });
}

/** Mailpit's and the embedded catch-all's port: what an unconfigured worker talks to. */
export const DEFAULT_SMTP_URL = 'smtp://127.0.0.1:1025';
export const DEFAULT_MAIL_FROM = 'The Cypher <newsletter@thecypher.local>';

function smtpUrl(env: Env): string {
  const raw = text(env, 'SMTP_URL', DEFAULT_SMTP_URL);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465');
  }
  if (!['smtp:', 'smtps:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465');
  }
  return raw;
}

/** The address inside "Name <address>" (or the whole value when it is a bare address). */
export function mailFromAddress(from: string): string | null {
  const match = /^(?:[^<>]*<([^\s<>][^\s<>@]*@[^\s<>]+)>|([^\s<>][^\s<>@]*@[^\s<>]+))$/.exec(from.trim());
  return match ? (match[1] ?? match[2]) : null;
}

/**
 * OIDC_TRUSTED_EMAIL_ISSUERS: a comma-separated list of issuer URLs, or
 * "none" to never match a sign-in to a member by address; unset leaves the
 * choice to the configured issuer alone.
 */
function trustedEmailIssuers(env: Env): string[] | undefined {
  const raw = optionalText(env, 'OIDC_TRUSTED_EMAIL_ISSUERS');
  if (raw === undefined) return undefined;
  if (raw.toLowerCase() === 'none') return [];
  return raw
    .split(',')
    .map((issuer) => issuer.trim())
    .filter(Boolean)
    .map((issuer) => {
      if (!/^https?:\/\/[^\s/]+/i.test(issuer)) {
        throw new ConfigError(
          `OIDC_TRUSTED_EMAIL_ISSUERS must list issuer URLs such as https://accounts.google.com (or say none), got "${issuer}"`,
        );
      }
      return issuer;
    });
}

function publicUrl(env: Env, port: number): string {
  const raw = text(env, 'PUBLIC_URL', `http://localhost:${port}`);
  try {
    const parsed = new URL(raw);
    if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error('scheme');
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL such as https://thecypher.example, got "${raw}"`);
  }
  return trimCharacters(raw, oneOf('/'), 'end');
}

function mailConfig(env: Env, port: number): MailConfig {
  const from = text(env, 'MAIL_FROM', DEFAULT_MAIL_FROM);
  const fromAddress = mailFromAddress(from);
  if (!fromAddress) {
    throw new ConfigError(`MAIL_FROM must look like "The Cypher <newsletter@example.com>", got "${from}"`);
  }
  return {
    smtpUrl: smtpUrl(env),
    from,
    fromAddress,
    publicUrl: publicUrl(env, port),
    doubleOptIn: flag(env, 'DOUBLE_OPT_IN', true),
    ratePerSecond: integer(env, 'EMAIL_RATE_PER_SECOND', 0, 0, 100_000),
    concurrency: integer(env, 'EMAIL_CONCURRENCY', 10, 1, 100),
  };
}

const CRON_FIELD = /^[\d*/,\-a-z?#]+$/i;

/** A five- or six-field cron pattern; BullMQ parses the details, this catches the typo at boot. */
function cron(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  const fields = value.split(/\s+/);
  if (fields.length < 5 || fields.length > 6 || !fields.every((field) => CRON_FIELD.test(field))) {
    throw new ConfigError(`${name} must be a cron pattern such as "0 9 * * 5" (Friday 09:00 UTC), got "${value}"`);
  }
  return value;
}

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

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = text(env, 'NODE_ENV', 'development');
  const oidcIssuer = optionalText(env, 'OIDC_ISSUER_URL');
  const oidcClientId = optionalText(env, 'OIDC_CLIENT_ID');
  const oidcClientSecret = optionalText(env, 'OIDC_CLIENT_SECRET');
  const queueBackend = text(env, 'QUEUE_BACKEND', 'redis');
  if (queueBackend !== 'redis' && queueBackend !== 'postgres') {
    throw new ConfigError(`QUEUE_BACKEND must be redis or postgres, got "${queueBackend}"`);
  }
  const responseCacheConsistency = text(env, 'RESPONSE_CACHE_CONSISTENCY', 'strict');
  if (responseCacheConsistency !== 'strict' && responseCacheConsistency !== 'notify') {
    throw new ConfigError(`RESPONSE_CACHE_CONSISTENCY must be strict or notify, got "${responseCacheConsistency}"`);
  }
  const sessionSecret = optionalText(env, 'SESSION_SECRET');
  if (!sessionSecret && nodeEnv === 'production') {
    throw new ConfigError('SESSION_SECRET is required in production (a long random string)');
  }

  const topology = redisTopology(env);
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const httpTimeouts = {
    requestMs: integer(env, 'HTTP_REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    headersMs: integer(env, 'HTTP_HEADERS_TIMEOUT_MS', 10_000, 100, 600_000),
    keepAliveMs: integer(env, 'HTTP_KEEP_ALIVE_TIMEOUT_MS', 5_000, 100, 600_000),
  };
  if (httpTimeouts.headersMs > httpTimeouts.requestMs) {
    throw new ConfigError(
      `HTTP_HEADERS_TIMEOUT_MS (${httpTimeouts.headersMs}) must not exceed HTTP_REQUEST_TIMEOUT_MS (${httpTimeouts.requestMs}): the headers are part of the request`,
    );
  }
  const metricsPort = integer(env, 'METRICS_PORT', 0, 0, 65535);
  if (metricsPort === port) {
    throw new ConfigError(`METRICS_PORT must differ from PORT (${port}): metrics are never served on the public port`);
  }
  const logFormat = text(env, 'LOG_FORMAT', nodeEnv === 'development' ? 'pretty' : 'json');
  const trustedProxies = trustedProxiesFrom(env);
  if (logFormat !== 'pretty' && logFormat !== 'json') {
    throw new ConfigError(`LOG_FORMAT must be pretty or json, got "${logFormat}"`);
  }

  return {
    nodeEnv,
    port,
    logLevel: text(env, 'LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info'),
    logFormat,
    databaseUrl: text(env, 'DATABASE_URL'),
    databaseReplicaUrls: postgresUrlList(env, 'DATABASE_REPLICA_URLS'),
    redisUrl: text(env, 'REDIS_URL', queueBackend === 'postgres' || topology.kind !== 'single' ? '' : undefined),
    redisTopology: topology,
    // Sentinel and Cluster are chosen for failover: by default a job is acknowledged once one replica has it.
    redisWaitReplicas: integer(env, 'REDIS_WAIT_REPLICAS', topology.kind === 'single' ? 0 : 1, 0, 16),
    queueBackend,
    queuePrefix: text(env, 'QUEUE_PREFIX', 'cypher'),
    trustProxy: trustedProxies.proxies !== 0,
    trustedProxies: trustedProxies.proxies,
    trustProxyWarning: trustedProxies.warning,
    subscribeRateLimitPerHour: integer(env, 'SUBSCRIBE_RATE_LIMIT', 10, 1, 1_000_000),
    loginRateLimit: integer(env, 'LOGIN_RATE_LIMIT', DEFAULT_LOGIN_RATE_LIMIT, 1, 1_000_000),
    passwordCheckConcurrency: integer(env, 'PASSWORD_CHECK_CONCURRENCY', DEFAULT_PASSWORD_CHECK_CONCURRENCY, 1, 64),
    signalRateLimit: integer(env, 'SIGNAL_RATE_LIMIT', DEFAULT_SIGNAL_RATE_LIMIT, 1, 100_000_000),
    signalSessionRateLimit: integer(
      env,
      'SIGNAL_SESSION_RATE_LIMIT',
      DEFAULT_SIGNAL_SESSION_RATE_LIMIT,
      1,
      100_000_000,
    ),
    generateRateLimitPerHour: integer(env, 'GENERATE_RATE_LIMIT', DEFAULT_GENERATE_RATE_LIMIT, 1, 1_000_000),
    seedDemo: flag(env, 'SEED_DEMO', true),
    // Production is served over HTTPS; a plain-http production stack (npm start on a laptop) says COOKIE_SECURE=false.
    cookieSecure: flag(env, 'COOKIE_SECURE', nodeEnv === 'production'),
    // Without a configured secret each boot gets a fresh one: sessions then do not
    // survive a restart, which is acceptable on a laptop and refused in production.
    sessionSecret: sessionSecret ?? `dev-${Math.random().toString(36).slice(2)}${Date.now()}`,
    adminUsername: optionalText(env, 'ADMIN_USERNAME'),
    adminPassword: optionalText(env, 'ADMIN_PASSWORD'),
    oidc:
      oidcIssuer && oidcClientId && oidcClientSecret
        ? {
            issuerUrl: oidcIssuer,
            clientId: oidcClientId,
            clientSecret: oidcClientSecret,
            trustedEmailIssuers: trustedEmailIssuers(env),
          }
        : undefined,
    oidcAdminEmails: (optionalText(env, 'OIDC_ADMIN_EMAILS') ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    newsSources: urlList(env, 'NEWS_SOURCES', DEFAULT_NEWS_SOURCES),
    releaseSources: urlList(env, 'RELEASE_SOURCES', DEFAULT_RELEASE_SOURCES),
    scrapeTimeoutMs: integer(env, 'SCRAPE_TIMEOUT_MS', 10_000, 100, 120_000),
    scrapeConcurrency: integer(env, 'SCRAPE_CONCURRENCY', 4, 1, 32),
    scrapeParseTimeoutMs: integer(env, 'SCRAPE_PARSE_TIMEOUT_MS', 10_000, 50, 120_000),
    scrapeParseThreads: integer(env, 'SCRAPE_PARSE_THREADS', 2, 1, 16),
    scrapeAllowPrivate: flag(env, 'SCRAPE_ALLOW_PRIVATE', false),
    openai: {
      apiKey: optionalText(env, 'OPENAI_API_KEY'),
      model: text(env, 'OPENAI_MODEL', 'gpt-4o-mini'),
      baseUrl: optionalText(env, 'OPENAI_BASE_URL'),
      timeoutMs: integer(env, 'OPENAI_TIMEOUT_MS', 20_000, 100, 300_000),
    },
    workerConcurrency: integer(env, 'WORKER_CONCURRENCY', 2, 1, 64),
    workerShutdownGraceMs: integer(env, 'WORKER_SHUTDOWN_GRACE_MS', 30_000, 0, 600_000),
    statsRefreshEveryMs: integer(env, 'STATS_REFRESH_EVERY_MS', 60_000, 1_000, 86_400_000),
    publishSweepEveryMs: integer(env, 'PUBLISH_SWEEP_EVERY_MS', 60_000, 1_000, 3_600_000),
    mentionSweepEveryMs: integer(env, 'MENTION_SWEEP_EVERY_MS', 300_000, 1_000, 86_400_000),
    webDistDir: optionalText(env, 'WEB_DIST_DIR'),
    responseCacheMaxBytes: integer(env, 'RESPONSE_CACHE_MAX_MB', 64, 0, 4096) * 1024 * 1024,
    responseCacheConsistency,
    mail: mailConfig(env, port),
    digestCron: cron(env, 'DIGEST_CRON', '0 9 * * 5'),
    metrics: {
      host: text(env, 'METRICS_HOST', '127.0.0.1'),
      apiPort: metricsPort,
      workerPort: integer(env, 'WORKER_METRICS_PORT', 0, 0, 65535),
    },
    httpTimeouts,
  };
}
