import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ID_PATTERN } from '@api/shared/contracts/personalization';

// Each test loads the module afresh: whether this page made the id is the module's own state.
async function freshModule() {
  vi.resetModules();
  return import('./session-id');
}

describe('session id', () => {
  beforeEach(() => window.localStorage.clear());

  it('knows when this page made the id, and when a stored one was found', async () => {
    const first = await freshModule();
    expect(first.sessionStartedOnThisPage()).toBe(false);
    first.getSessionId();
    expect(first.sessionStartedOnThisPage()).toBe(true);

    const revisit = await freshModule();
    revisit.getSessionId();
    expect(revisit.sessionStartedOnThisPage()).toBe(false);
  });

  it('has the form session-{timestamp}-{random} the server accepts', async () => {
    const { createSessionId } = await freshModule();
    for (let i = 0; i < 50; i += 1) expect(createSessionId()).toMatch(SESSION_ID_PATTERN);
    expect(createSessionId(1_700_000_000_000)).toMatch(/^session-1700000000000-[a-z0-9]{9}$/);
  });

  it('is kept in localStorage so it survives page views', async () => {
    const { getSessionId } = await freshModule();
    const first = getSessionId();
    expect(getSessionId()).toBe(first);
    expect(window.localStorage.getItem('cypher.sessionId')).toBe(first);
  });

  it('replaces a stored value of the wrong form', async () => {
    const { getSessionId } = await freshModule();
    window.localStorage.setItem('cypher.sessionId', 'javascript:alert(1)');
    expect(getSessionId()).toMatch(SESSION_ID_PATTERN);
  });

  it('still answers one stable id when storage is blocked', async () => {
    const { getSessionId, sessionStartedOnThisPage } = await freshModule();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const id = getSessionId();
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(getSessionId()).toBe(id);
    expect(sessionStartedOnThisPage()).toBe(true);
  });
});
