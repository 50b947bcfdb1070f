import type { INestApplication, Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';

export interface RouteHandler {
  controller: Type<unknown>;
  /** The prototype that defines the handler: the controller's own, or a base class's. */
  owner: object;
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
      for (const { owner, name } of methodsOf(controller)) {
        const handler = (owner as Record<string, unknown>)[name];
        if (typeof handler !== 'function') continue;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
        handlers.push({
          controller,
          owner,
          name,
          handler: handler as RouteHandler['handler'],
          parameterTypes: Reflect.getMetadata('design:paramtypes', owner, name) ?? [],
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

/** The methods a controller answers with, its own and its base classes' (routes may be inherited), nearest first. */
function methodsOf(controller: Type<unknown>): { owner: object; name: string }[] {
  const seen = new Set<string>();
  const methods: { owner: object; name: string }[] = [];
  for (
    let owner = controller.prototype as object;
    owner && owner !== Object.prototype;
    owner = Object.getPrototypeOf(owner)
  ) {
    for (const name of Object.getOwnPropertyNames(owner)) {
      if (name === 'constructor' || seen.has(name)) continue;
      seen.add(name);
      methods.push({ owner, name });
    }
  }
  return methods;
}
