import { ConfigError, DEFAULT_NEWS_SOURCES, loadConfig } from './env';

const base = { DATABASE_URL: 'postgres://localhost/x', REDIS_URL: 'redis://localhost:6379' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toEqual(
      expect.objectContaining({
        port: 3000,
        subscribeRateLimitPerHour: 10,
        generateRateLimitPerHour: 120,
        trustProxy: false,
        trustedProxies: 0,
        loginRateLimit: 30,
        passwordCheckConcurrency: 2,
        signalRateLimit: 600,
        signalSessionRateLimit: 120,
        seedDemo: true,
        queueBackend: 'redis',
        workerConcurrency: 2,
        newsSources: DEFAULT_NEWS_SOURCES,
        scrapeAllowPrivate: false,
      }),
    );
    expect(config.openai).toEqual(expect.objectContaining({ model: 'gpt-4o-mini', apiKey: undefined }));
  });

  it('sends the session cookie over HTTPS only by default in production, unless COOKIE_SECURE says otherwise', () => {
    const production = { ...base, NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    expect(loadConfig(production).cookieSecure).toBe(true);
    expect(loadConfig({ ...production, COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig(base).cookieSecure).toBe(false);
    expect(loadConfig({ ...base, COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('bounds how long a client may take to send a request, headers within the whole', () => {
    expect(loadConfig(base).httpTimeouts).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000 });
    expect(() => loadConfig({ ...base, HTTP_REQUEST_TIMEOUT_MS: '5000', HTTP_HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS \(6000\) must not exceed HTTP_REQUEST_TIMEOUT_MS \(5000\)/,
    );
  });

  it('names every wrong variable at once, one line each', () => {
    const read = () =>
      loadConfig({
        REDIS_URL: 'redis://x',
        PORT: 'abc',
        QUEUE_BACKEND: 'kafka',
        DOUBLE_OPT_IN: 'sometimes',
        HTTP_REQUEST_TIMEOUT_MS: '5000',
        HTTP_HEADERS_TIMEOUT_MS: '6000',
      });
    expect(read).toThrow(ConfigError);
    const lines = (() => {
      try {
        read();
        return [];
      } catch (error) {
        return (error as Error).message.split('\n');
      }
    })();
    expect(lines).toEqual([
      'PORT must be a whole number from 1 to 65535, got "abc"',
      'QUEUE_BACKEND must be redis or postgres, got "kafka"',
      'DOUBLE_OPT_IN must be true or false, got "sometimes"',
      'DATABASE_URL is required (see .env.example)',
      'HTTP_HEADERS_TIMEOUT_MS (6000) must not exceed HTTP_REQUEST_TIMEOUT_MS (5000): the headers are part of the request',
    ]);
  });

  it('gives a development boot a fresh, long, random session secret', () => {
    const first = loadConfig(base).sessionSecret;
    const second = loadConfig(base).sessionSecret;
    expect(first).toMatch(/^dev-[0-9a-f]{64}$/);
    expect(second).not.toBe(first);
    expect(loadConfig({ ...base, SESSION_SECRET: 'configured' }).sessionSecret).toBe('configured');
  });

  it('requires DATABASE_URL and names it', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://x' })).toThrow(/DATABASE_URL is required/);
  });

  it('does not need REDIS_URL when the queues run on Postgres', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y', QUEUE_BACKEND: 'postgres' }).queueBackend).toBe('postgres');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x/y' })).toThrow(/REDIS_URL/);
  });

  it.each([
    ['PORT', 'abc', /PORT must be a whole number/],
    ['SUBSCRIBE_RATE_LIMIT', '0', /SUBSCRIBE_RATE_LIMIT must be a whole number from 1/],
    ['TRUST_PROXY', 'maybe', /TRUST_PROXY must be a hop count or a comma-separated list/],
    ['TRUST_PROXY', '10.0.0.1, 300.1.1.1', /got "300.1.1.1"/],
    ['TRUST_PROXY', '10.0.0.0/33', /got "10.0.0.0\/33"/],
    ['TRUST_PROXY', '99', /hop count from 0 to 10/],
    ['NEWS_SOURCES', 'ftp://feeds.example.com/rss', /not an http\(s\) URL/],
    ['QUEUE_BACKEND', 'kafka', /QUEUE_BACKEND must be redis or postgres/],
  ])('refuses a malformed %s', (name, value, message) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(message);
  });

  it('parses lists and flags', () => {
    const config = loadConfig({
      ...base,
      NEWS_SOURCES: ' https://a.example/feed , https://b.example/rss ',
      TRUST_PROXY: 'YES',
      SUBSCRIBE_RATE_LIMIT: '25',
      GENERATE_RATE_LIMIT: '1000',
    });
    expect(config.newsSources).toEqual(['https://a.example/feed', 'https://b.example/rss']);
    expect(config.trustProxy).toBe(true);
    expect(config.subscribeRateLimitPerHour).toBe(25);
    expect(config.generateRateLimitPerHour).toBe(1000);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as trusting every entry', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: '2' })).toEqual(
      expect.objectContaining({ trustProxy: true, trustedProxies: 2, trustProxyWarning: undefined }),
    );
    expect(loadConfig({ ...base, TRUST_PROXY: ' 10.0.0.0/8, 2001:db8::/32 ,loopback' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      'loopback',
    ]);
    expect(loadConfig({ ...base, TRUST_PROXY: 'false' })).toEqual(
      expect.objectContaining({ trustProxy: false, trustedProxies: 0 }),
    );
    const legacy = loadConfig({ ...base, TRUST_PROXY: 'true' });
    expect(legacy.trustedProxies).toBe(1);
    expect(legacy.trustProxyWarning).toMatch(/read as 1/);
  });

  it('insists on a session secret in production and enables OIDC only with all three settings', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ ...base, OIDC_ISSUER_URL: 'https://id.example' }).oidc).toBeUndefined();
    expect(
      loadConfig({ ...base, OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }).oidc,
    ).toEqual({ issuerUrl: 'https://id.example', clientId: 'c', clientSecret: 's' });
  });

  it('reads the issuers trusted with addresses: unset, a list, or none; anything else stops the boot', () => {
    const oidc = { ...base, OIDC_ISSUER_URL: 'https://id.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' };
    expect(loadConfig(oidc).oidc?.trustedEmailIssuers).toBeUndefined();
    expect(
      loadConfig({ ...oidc, OIDC_TRUSTED_EMAIL_ISSUERS: 'https://id.example/, https://accounts.google.com' }).oidc
        ?.trustedEmailIssuers,
    ).toEqual(['https://id.example/', 'https://accounts.google.com']);
    expect(loadConfig({ ...oidc, OIDC_TRUSTED_EMAIL_ISSUERS: 'None' }).oidc?.trustedEmailIssuers).toEqual([]);
    expect(() => loadConfig({ ...oidc, OIDC_TRUSTED_EMAIL_ISSUERS: 'accounts.google.com' })).toThrow(
      /OIDC_TRUSTED_EMAIL_ISSUERS must list issuer URLs/,
    );
  });

  it('chooses a Redis Cluster, or Sentinel, over REDIS_URL and refuses both at once', () => {
    const db = { DATABASE_URL: 'postgres://x/y' };
    expect(loadConfig(base).redisTopology).toEqual({ kind: 'single' });
    expect(loadConfig({ ...db, REDIS_CLUSTER_NODES: '10.0.0.1:7000, [::1]:7001' }).redisTopology).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '::1', port: 7001 },
      ],
    });
    expect(
      loadConfig({ ...base, REDIS_SENTINELS: 's1:26379,s2:26379', REDIS_SENTINEL_NAME: 'cypher' }).redisTopology,
    ).toEqual({
      kind: 'sentinel',
      masterName: 'cypher',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
      ],
    });
    expect(() => loadConfig({ ...db, REDIS_CLUSTER_NODES: 'a:1', REDIS_SENTINELS: 'b:2' })).toThrow(/not both/);
    expect(() => loadConfig({ ...db, REDIS_SENTINELS: 'b:2' })).toThrow(/REDIS_SENTINEL_NAME is required/);
    expect(() => loadConfig({ ...db, REDIS_CLUSTER_NODES: 'a:70000' })).toThrow(/host:port/);
    expect(() => loadConfig({ ...db, REDIS_CLUSTER_NODES: 'redis://a:7000' })).toThrow(ConfigError);
  });

  it('reads the Postgres replicas as a list of postgres URLs, never echoing one', () => {
    expect(loadConfig(base).databaseReplicaUrls).toEqual([]);
    expect(
      loadConfig({ ...base, DATABASE_REPLICA_URLS: 'postgres://r1/db, postgresql://r2/db' }).databaseReplicaUrls,
    ).toEqual(['postgres://r1/db', 'postgresql://r2/db']);
    expect(() => loadConfig({ ...base, DATABASE_REPLICA_URLS: 'mysql://u:secret@r1/db' })).toThrow(
      /^DATABASE_REPLICA_URLS must be postgres:\/\/ URLs separated by commas$/,
    );
  });
});
