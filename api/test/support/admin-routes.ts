import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { AdminGuard } from '../../src/modules/auth/admin.guard';
import { routeHandlers } from '../../src/openapi/route-handlers';

export interface AdminRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As declared: '/api/articles/:id'. */
  path: string;
  /** 'PATCH /api/articles/:id' */
  key: string;
}

/** Every route AdminGuard protects, read from the application's own controllers (as the OpenAPI document is). */
export function adminRoutes(app: INestApplication): AdminRoute[] {
  const routes = new Map<string, AdminRoute>();
  for (const route of routeHandlers(app)) {
    if (!route.guards.includes(AdminGuard)) continue;
    const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, route.handler) as RequestMethod].toLowerCase();
    const base = [Reflect.getMetadata(PATH_METADATA, route.controller)].flat()[0] as string;
    const own = [Reflect.getMetadata(PATH_METADATA, route.handler)].flat()[0] as string;
    const path = ['/api', base, own]
      .flatMap((part) => String(part ?? '').split('/'))
      .filter(Boolean)
      .join('/');
    const full = `/${path}`;
    const key = `${method.toUpperCase()} ${full}`;
    routes.set(key, { method: method as AdminRoute['method'], path: full, key });
  }
  return [...routes.values()].sort((a, b) => a.key.localeCompare(b.key));
}
