import { describe, expect, it } from 'vitest';
import { errorMessage, errorStatus } from './api-error';

describe('errorMessage', () => {
  it('reads the JSON body message of a STATUS: body error', () => {
    const error = new Error('409: {"statusCode":409,"message":"This email is already subscribed."}');
    expect(errorMessage(error, 'fallback')).toBe('This email is already subscribed.');
    expect(errorStatus(error)).toBe(409);
  });

  it('joins a list of messages', () => {
    expect(errorMessage(new Error('400: {"message":["a","b"]}'), 'fallback')).toBe('a b');
  });

  it('uses a plain text body, but never markup', () => {
    expect(errorMessage(new Error('429: Too Many Requests'), 'fallback')).toBe('Too Many Requests');
    expect(errorMessage(new Error('502: <html>Bad gateway</html>'), 'fallback')).toBe('fallback');
  });

  it('falls back for network failures and bodies without a message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage(new Error('500: {"statusCode":500}'), 'fallback')).toBe('fallback');
    expect(errorMessage('weird', 'fallback')).toBe('fallback');
    expect(errorStatus(new Error('no status'))).toBeNull();
  });
});
