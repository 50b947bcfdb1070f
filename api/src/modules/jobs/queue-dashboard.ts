import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { JobProducer } from '../../queues/job-producer';
import { ALL_QUEUES } from '../../queues/queue-names';
import { AUTH_MESSAGES } from '../auth/auth-user';
import { AuthService } from '../auth/auth.service';
import '../auth/session-data';
import { DEFAULT_REQUIRED_ROLE } from '../auth/allow.decorator';
import { roleAtLeast } from '../../shared/domain/desk-roles';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * bull-board at /admin/queues, outside /api and before the SPA fallback (which
 * would otherwise answer with index.html). The same server-side admin check as
 * AdminGuard runs on every request, assets included. It is read-only: adding,
 * retrying, promoting, removing or cleaning a job there would skip the API's
 * validation and the audit log, so those writes go through the audited API alone.
 */
/**
 * Every request but a read is refused before bull-board sees it: its per-queue
 * read-only mode hides the buttons and guards the routes it knows of, and this
 * keeps any route a later version adds from writing either.
 */
function readOnly(request: Request, response: Response, next: NextFunction): void {
  if (request.method === 'GET' || request.method === 'HEAD') return next();
  response.setHeader('Allow', 'GET, HEAD');
  response.status(405).json({
    statusCode: 405,
    message:
      'The queue dashboard is read-only: run, retry or remove jobs through the admin pages, which log each change.',
  });
}

export function mountQueueDashboard(app: INestApplication): void {
  const producer = app.get(JobProducer);
  const auth = app.get(AuthService);
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: ALL_QUEUES.map((name) => new BullMQAdapter(producer.queue(name), { readOnlyMode: true })),
    // @bull-board/express 9.10.1 nests its own copy of @bull-board/api 9.10.1; the two
    // declare the same adapter shape, but TypeScript sees two distinct private fields.
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: 'The Cypher queues' } },
  });

  const adminOnly = (request: Request, response: Response, next: NextFunction) => {
    auth
      .findMember(request.session?.userId)
      .then((member) => {
        response.setHeader('Cache-Control', 'no-store');
        // Looking into the queues is an admin's business, as for any admin route without @Allow.
        if (member?.role && roleAtLeast(member.role, DEFAULT_REQUIRED_ROLE)) return next();
        if (member?.role) {
          response
            .status(403)
            .json({ statusCode: 403, message: 'The queue dashboard needs the admin role or higher.' });
          return;
        }
        response.status(401).json({ statusCode: 401, message: AUTH_MESSAGES.unauthorized });
      })
      .catch(next);
  };
  app.use(QUEUE_DASHBOARD_PATH, adminOnly, readOnly, serverAdapter.getRouter());
}
