import { ConfigError, DEFAULT_MAIL_FROM, DEFAULT_SMTP_URL, loadConfig } from './env';
import { mailFromAddress } from './env-fields';

const base = { DATABASE_URL: 'postgres://localhost/x', REDIS_URL: 'redis://localhost:6379' };

describe('mail configuration', () => {
  it('defaults to the local catch-all, double opt-in and links on the local port', () => {
    expect(loadConfig({ ...base, PORT: '4100' }).mail).toEqual({
      smtpUrl: DEFAULT_SMTP_URL,
      from: DEFAULT_MAIL_FROM,
      fromAddress: 'newsletter@thecypher.local',
      publicUrl: 'http://localhost:4100',
      doubleOptIn: true,
      ratePerSecond: 0,
      concurrency: 10,
    });
  });

  it('reads SMTP_URL, MAIL_FROM, PUBLIC_URL (without its trailing slash) and DOUBLE_OPT_IN', () => {
    const mail = loadConfig({
      ...base,
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      MAIL_FROM: 'newsletter@example.com',
      PUBLIC_URL: 'https://thecypher.example/',
      DOUBLE_OPT_IN: 'false',
      EMAIL_RATE_PER_SECOND: '25',
      EMAIL_CONCURRENCY: '4',
    }).mail;
    expect(mail).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      from: 'newsletter@example.com',
      fromAddress: 'newsletter@example.com',
      publicUrl: 'https://thecypher.example',
      doubleOptIn: false,
      ratePerSecond: 25,
      concurrency: 4,
    });
  });

  it('sends the weekly digest on Fridays at 09:00 UTC unless DIGEST_CRON says otherwise, and refuses a broken pattern', () => {
    expect(loadConfig(base).digestCron).toBe('0 9 * * 5');
    expect(loadConfig({ ...base, DIGEST_CRON: '30 7 * * 1' }).digestCron).toBe('30 7 * * 1');
    expect(() => loadConfig({ ...base, DIGEST_CRON: 'every friday' })).toThrow(/DIGEST_CRON must be a cron pattern/);
  });

  it.each([
    ['EMAIL_RATE_PER_SECOND', '-1', /EMAIL_RATE_PER_SECOND must be a whole number/],
    ['SMTP_URL', 'http://smtp.example.com', /SMTP_URL must look like/],
    ['SMTP_URL', 'not a url', /SMTP_URL must look like/],
    ['MAIL_FROM', 'The Cypher', /MAIL_FROM must look like/],
    ['PUBLIC_URL', 'ftp://x.example', /PUBLIC_URL must be an http\(s\) URL/],
    ['DOUBLE_OPT_IN', 'sometimes', /DOUBLE_OPT_IN must be true or false/],
  ])('refuses a malformed %s (%s)', (name, value, message) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(message);
  });

  it('finds the address inside a From header', () => {
    expect(mailFromAddress('"The Cypher" <news@example.com>')).toBe('news@example.com');
    expect(mailFromAddress('news@example.com')).toBe('news@example.com');
    expect(mailFromAddress('The Cypher')).toBeNull();
  });
});
