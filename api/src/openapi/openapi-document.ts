import type { INestApplication } from '@nestjs/common';
import { ApiCookieAuth, DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AdminGuard } from '../modules/auth/admin.guard';
import { SESSION_COOKIE_NAME } from '../modules/auth/session.setup';
import { routeHandlers } from './route-handlers';
import { describeDtoForOpenApi, isDtoClass } from './validation-schema';

export const ADMIN_SESSION_SECURITY = 'adminSession';

const MARKED = new WeakSet<object>();

/**
 * The API's OpenAPI document, built from the application itself: its routes
 * (Swagger's scan of the controllers), its DTOs' fields (from their
 * class-validator rules) and which operations need an admin session (from
 * AdminGuard on the controller or the handler). A route added later appears
 * here without anyone annotating it.
 */
export function createOpenApiDocument(app: INestApplication): OpenAPIObject {
  for (const route of routeHandlers(app)) {
    for (const type of route.parameterTypes) if (isDtoClass(type)) describeDtoForOpenApi(type);
    if (route.guards.includes(AdminGuard) && !MARKED.has(route.handler)) {
      MARKED.add(route.handler);
      const descriptor = Object.getOwnPropertyDescriptor(route.owner, route.name)!;
      ApiCookieAuth(ADMIN_SESSION_SECURITY)(route.owner, route.name, descriptor);
    }
  }
  const config = new DocumentBuilder()
    .setTitle('The Cypher API')
    .setDescription(
      'Hip hop news, artists, releases, events, newsletters, subscriptions and personalised recommendations. ' +
        'Errors are JSON {statusCode, message} (plus errors per field for validation).',
    )
    .setVersion('1')
    .addCookieAuth(
      SESSION_COOKIE_NAME,
      { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME },
      ADMIN_SESSION_SECURITY,
    )
    .build();
  return SwaggerModule.createDocument(app, config);
}
