/**
 * The Admin Access dialog's failed-attempt counter and lock (spec sections 4,
 * 8 and 9). They live for the page's lifetime, outside any component, so
 * closing and reopening the dialog keeps them; a reload resets them. This is
 * only the screen's behaviour: the server has its own, real lockout.
 */
export const MAX_LOGIN_ATTEMPTS = 3;

export const ADMIN_LOGIN_MESSAGES = {
  required: 'Please enter both username and password.',
  invalid: (attempt: number) =>
    `Invalid credentials. Warning: Unauthorized access attempts are monitored. Attempt ${attempt}/${MAX_LOGIN_ATTEMPTS}`,
  denied:
    'Multiple failed login attempts detected. Access denied. For security reasons this login is now locked. Please contact the administrator.',
  locked: 'Access denied. Please contact the administrator.',
  failed: 'Login failed. Please try again.',
} as const;

export interface AttemptState {
  failures: number;
  locked: boolean;
}

let state: AttemptState = { failures: 0, locked: false };
const listeners = new Set<() => void>();

export function getAttemptState(): AttemptState {
  return state;
}

export function subscribeAttempts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function set(next: AttemptState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Counts a failure; the third one locks. Returns the new count. */
export function recordFailedAttempt(): number {
  const failures = Math.min(state.failures + 1, MAX_LOGIN_ATTEMPTS);
  set({ failures, locked: failures >= MAX_LOGIN_ATTEMPTS });
  return failures;
}

/** The server refused further attempts (429): lock the screen too. */
export function lockAttempts(): void {
  set({ failures: state.failures, locked: true });
}
