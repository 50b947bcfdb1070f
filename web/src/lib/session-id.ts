/**
 * The visitor's anonymous id, 'session-{timestamp}-{random}' (spec section 3).
 * Kept in localStorage, not made per page view as the old site did, so a
 * reader keeps their preferences and recommendations across visits.
 */
const STORAGE_KEY = 'cypher.sessionId';
const SESSION_ID_FORM = /^session-\d{10,16}-[a-z0-9]{4,32}$/;

let memoryId: string | null = null;
let madeOnThisPage = false;

/**
 * True when this page made the visitor's id: nothing can be stored under it yet
 * (no follows, no history), so per-visitor reads need not ask the server.
 */
export function sessionStartedOnThisPage(): boolean {
  return madeOnThisPage;
}

export function createSessionId(now: number = Date.now()): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
  return `session-${now}-${random}`;
}

export function getSessionId(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (stored && SESSION_ID_FORM.test(stored)) return stored;
    const fresh = createSessionId();
    window.localStorage.setItem(STORAGE_KEY, fresh);
    madeOnThisPage = true;
    return fresh;
  } catch {
    // Storage can be blocked (private modes, strict settings): keep one id for this page's life.
    if (memoryId === null) {
      memoryId = createSessionId();
      madeOnThisPage = true;
    }
    return memoryId;
  }
}
