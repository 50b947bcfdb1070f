import {
  BROWSER_COOKIE_TTL_MS,
  CONFIRMATION_LINK_TTL_MS,
  PREFERENCES_LINK_TTL_MS,
  RECOGNITION_LINK_TTL_MS,
  signLink,
  verifyLink,
} from './subscriber-link-token';

const secret = 'a-secret-long-enough-for-tests';
const now = Date.UTC(2026, 0, 10);

describe('subscriber link tokens', () => {
  const confirm = signLink(
    { purpose: 'confirm', subscriptionId: 42, expiresAt: now + CONFIRMATION_LINK_TTL_MS },
    secret,
  );
  const unsubscribe = signLink({ purpose: 'unsubscribe', subscriptionId: 42, expiresAt: null }, secret);

  it('accepts a link for its own purpose and gives back the subscription', () => {
    expect(verifyLink(confirm, 'confirm', secret, now)).toEqual({
      ok: true,
      claims: { purpose: 'confirm', subscriptionId: 42, expiresAt: now + CONFIRMATION_LINK_TTL_MS },
    });
    expect(verifyLink(unsubscribe, 'unsubscribe', secret, now + 10 * CONFIRMATION_LINK_TTL_MS)).toEqual(
      expect.objectContaining({ ok: true }),
    );
  });

  it('refuses a link used for the other purpose', () => {
    expect(verifyLink(confirm, 'unsubscribe', secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(unsubscribe, 'confirm', secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says a confirmation link older than seven days has expired', () => {
    expect(verifyLink(confirm, 'confirm', secret, now + CONFIRMATION_LINK_TTL_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses tampered, foreign and malformed tokens', () => {
    const [code, , expires, mac] = confirm.split('.');
    expect(verifyLink(`${code}.${(43).toString(36)}.${expires}.${mac}`, 'confirm', secret, now).ok).toBe(false);
    expect(verifyLink(confirm, 'confirm', 'another-secret', now).ok).toBe(false);
    for (const bad of ['', 'abc', 'a.b.c.d', confirm + 'x', 42, null, 'x'.repeat(500)]) {
      expect(verifyLink(bad, 'confirm', secret, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('keeps a preferences link for a month, for that purpose only', () => {
    const preferences = signLink(
      { purpose: 'preferences', subscriptionId: 42, expiresAt: now + PREFERENCES_LINK_TTL_MS },
      secret,
    );
    expect(verifyLink(preferences, 'preferences', secret, now + PREFERENCES_LINK_TTL_MS - 1)).toEqual({
      ok: true,
      claims: { purpose: 'preferences', subscriptionId: 42, expiresAt: now + PREFERENCES_LINK_TTL_MS },
    });
    expect(verifyLink(preferences, 'preferences', secret, now + PREFERENCES_LINK_TTL_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(verifyLink(preferences, 'unsubscribe', secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(unsubscribe, 'preferences', secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('keeps recognition links and browser cookies apart from each other and from every other purpose', () => {
    const recognise = signLink(
      { purpose: 'recognise', subscriptionId: 42, expiresAt: now + RECOGNITION_LINK_TTL_MS },
      secret,
    );
    const browser = signLink(
      { purpose: 'browser', subscriptionId: 42, expiresAt: now + BROWSER_COOKIE_TTL_MS },
      secret,
    );
    expect(verifyLink(recognise, 'recognise', secret, now)).toEqual(expect.objectContaining({ ok: true }));
    expect(verifyLink(browser, 'browser', secret, now + BROWSER_COOKIE_TTL_MS - 1)).toEqual(
      expect.objectContaining({ ok: true }),
    );
    expect(verifyLink(recognise, 'recognise', secret, now + RECOGNITION_LINK_TTL_MS + 1)).toEqual({
      ok: false,
      reason: 'expired',
    });
    for (const purpose of ['confirm', 'unsubscribe', 'preferences', 'browser'] as const) {
      expect(verifyLink(recognise, purpose, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(verifyLink(browser, 'recognise', secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyLink(confirm, 'browser', secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
