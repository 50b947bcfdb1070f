import type { Request, Response } from 'express';
import { ONE_CLICK_UNSUBSCRIBE_URL_PATH, originCheck } from './origin-check.middleware';

function passes(method: string, path: string, headers: Record<string, string>): boolean {
  const request = { method, path, headers } as unknown as Request;
  const response = { status: () => response, json: () => response } as unknown as Response;
  let passed = false;
  originCheck('https://site.example')(request, response, () => (passed = true));
  return passed;
}

describe('originCheck and one-click unsubscribe', () => {
  const foreign = { host: 'site.example', origin: 'https://mail.provider.example' };

  it('lets the form-encoded one-click POST through from any origin', () => {
    const form = { ...foreign, 'content-type': 'application/x-www-form-urlencoded' };
    expect(passes('POST', ONE_CLICK_UNSUBSCRIBE_URL_PATH, form)).toBe(true);
    expect(
      passes('POST', ONE_CLICK_UNSUBSCRIBE_URL_PATH, { ...foreign, 'content-type': 'multipart/form-data; boundary=x' }),
    ).toBe(true);
  });

  it('still refuses anything else from another origin', () => {
    const json = { ...foreign, 'content-type': 'application/json' };
    expect(passes('POST', ONE_CLICK_UNSUBSCRIBE_URL_PATH, json)).toBe(false);
    expect(
      passes('DELETE', ONE_CLICK_UNSUBSCRIBE_URL_PATH, {
        ...foreign,
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ).toBe(false);
    expect(
      passes('POST', '/api/subscriptions/unsubscribe', {
        ...foreign,
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ).toBe(false);
    expect(
      passes('POST', `${ONE_CLICK_UNSUBSCRIBE_URL_PATH}/x`, {
        ...foreign,
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ).toBe(false);
  });
});
