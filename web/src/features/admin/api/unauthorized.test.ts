import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts, resetToasts } from '../../../components/ui/toast-store';
import { handleUnauthorized, isUnauthorizedError, LOGIN_REDIRECT_DELAY_MS } from './unauthorized';

afterEach(() => {
  vi.useRealTimers();
  resetToasts();
});

describe('the 401 flow', () => {
  it('recognises only errors that begin with 401 and contain Unauthorized', () => {
    expect(isUnauthorizedError(new Error('401: {"statusCode":401,"message":"Unauthorized"}'))).toBe(true);
    expect(isUnauthorizedError(new Error('401: {"message":"Invalid credentials"}'))).toBe(false);
    expect(isUnauthorizedError(new Error('403: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError('401: Unauthorized')).toBe(false);
  });

  it("shows the 'Unauthorized' toast, then goes to /api/login after 500 ms", () => {
    vi.useFakeTimers();
    const redirect = vi.fn();
    handleUnauthorized(redirect);
    expect(getToasts()).toMatchObject([
      { title: 'Unauthorized', description: 'You are logged out. Logging in again...' },
    ]);
    vi.advanceTimersByTime(LOGIN_REDIRECT_DELAY_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledWith('/api/login');
  });
});
