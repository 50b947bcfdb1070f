import type { Request, Response } from 'express';
import { SESSION_COOKIE_NAME } from './session.setup';
import './session-data';

/**
 * A fresh session id for the signed-in user: whatever id the browser held
 * before login (possibly planted by someone else) is thrown away.
 */
export function startSession(request: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    request.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      request.session.userId = userId;
      request.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Deletes the session row (so the old cookie is worthless) and clears the cookie. */
export function endSession(request: Request, response: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    response.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
    if (!request.session) return resolve();
    request.session.destroy((error) => (error ? reject(error) : resolve()));
  });
}
