import type { INestApplication } from '@nestjs/common';
import type { AppConfig } from '../../config/env';
import { SessionsStore } from '../sessions/sessions.store';
import { originCheck } from './origin-check.middleware';
import { createSessionMiddleware } from './session.setup';

/** Origin check, then the Postgres-backed session, for every request (the API and /admin/queues alike). */
export function configureAuth(app: INestApplication, config: AppConfig): void {
  app.use(originCheck(config.mail.publicUrl));
  app.use(createSessionMiddleware(app.get(SessionsStore).store, config));
}
