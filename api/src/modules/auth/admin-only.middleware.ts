import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AUTH_MESSAGES } from './auth-user';
import type { AuthService } from './auth.service';
import './session-data';

/**
 * AdminGuard for plain express mounts outside Nest's router (the bull-board
 * queue dashboard at /admin/queues): same session, same check, same 401.
 * Use: app.use('/admin/queues', adminOnly(app.get(AuthService)), router).
 */
export function adminOnly(auth: AuthService): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Cache-Control', 'no-store');
    auth.findAdmin(request.session?.userId).then(
      (admin) => {
        if (admin) return next();
        response.status(401).json({ statusCode: 401, message: AUTH_MESSAGES.unauthorized });
      },
      (error) => next(error),
    );
  };
}
