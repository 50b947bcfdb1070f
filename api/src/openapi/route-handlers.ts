import type { INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';

export interface RouteHandler {
  controller: Type<unknown>;
  name: string;
  handler: (...args: unknown[]) => unknown;
  /** The handler's parameter types, as TypeScript declared them. */
  parameterTypes: unknown[];
  /** Guards on the controller and on the handler. */
  guards: unknown[];
}

/** Every request handler the application registered, read from its modules' controllers. */
export function routeHandlers(app: INestApplication): RouteHandler[] {
  const handlers: RouteHandler[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        handlers.push({
          controller,
          name,
          handler: handler as RouteHandler['handler'],
          parameterTypes: Reflect.getMetadata('design:paramtypes', prototype, name) ?? [],
          guards: [
            ...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []),
            ...(Reflect.getMetadata(GUARDS_METADATA, handler) ?? []),
          ],
        });
      }
    }
  }
  return handlers;
}
