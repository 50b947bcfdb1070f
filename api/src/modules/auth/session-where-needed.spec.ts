import { needsSession } from './session-where-needed';

function request(method: string, path: string, cookie?: string) {
  return { method, path, headers: cookie === undefined ? {} : { cookie } };
}

describe('needsSession', () => {
  it.each([
    ['a public page read without cookies', request('GET', '/articles'), false],
    [
      'a public JSON read with other cookies only',
      request('GET', '/api/articles', 'cypher.visitor=abc; theme=dark'),
      false,
    ],
    ['a cookie whose name only ends like the session cookie', request('HEAD', '/', 'xcypher.sid=1'), false],
    ['a read that carries the session cookie', request('GET', '/api/auth/me', 'theme=dark; cypher.sid=s%3Aabc'), true],
    ['the session cookie first', request('GET', '/admin/queues', 'cypher.sid=s%3Aabc'), true],
    ['a POST without cookies (a password sign-in starts a session)', request('POST', '/api/auth/login'), true],
    ['a DELETE', request('DELETE', '/api/admin/articles/1'), true],
    ['the OIDC sign-in start, which keeps its state in a new session', request('GET', '/api/login'), true],
    ['the OIDC callback, which reads that state', request('GET', '/api/callback'), true],
  ])('%s', (_label, input, expected) => {
    expect(needsSession(input)).toBe(expected);
  });
});
