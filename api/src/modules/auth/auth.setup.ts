import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../../config/env';
import { SessionsStore } from '../sessions/sessions.store';
import { originCheck } from './origin-check.middleware';
import { createSessionMiddleware } from './session.setup';
import { sessionWhereNeeded } from './session-where-needed';

/** Origin check for every request, then the Postgres-backed session where one can matter (the API and /admin/queues alike). */
export function configureAuth(app: INestApplication, config: AppConfig): void {
  app.use(originCheck(config.mail.publicUrl));
  app.use(sessionWhereNeeded(createSessionMiddleware(app.get(SessionsStore).store, config)));
}
