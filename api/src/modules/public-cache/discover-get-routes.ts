import { CanActivate, RequestMethod, Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { CACHED_READ_METADATA, CachedReadRule, UNCACHED_METADATA } from './cache-rules.decorator';

/** One GET route of the application, as express will match it, with its cache declaration. */
export interface GetRoute {
  /** The full path, global prefix included: `/api/articles/:id`. */
  path: string;
  /** `ArticlesController.findOne`, for messages. */
  handler: string;
  cachedRead: CachedReadRule | undefined;
  uncachedReason: string | undefined;
  /** The guards of the controller and of the method. */
  guards: (Type<CanActivate> | CanActivate)[];
}

/**
 * Every GET route of the controllers Nest knows, in the order Nest registers
 * them with express (so the first match here is the route express would run).
 */
export function discoverGetRoutes(discovery: DiscoveryService, globalPrefix: string): GetRoute[] {
  const scanner = new MetadataScanner();
  const routes: GetRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as Type | undefined;
    if (!controller?.prototype) continue;
    const controllerPaths = pathsOf(Reflect.getMetadata(PATH_METADATA, controller));
    const controllerGuards = guardsOf(controller);
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[name] as object;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method !== RequestMethod.GET && method !== RequestMethod.ALL) continue;
      const methodPaths = pathsOf(Reflect.getMetadata(PATH_METADATA, handler));
      for (const controllerPath of controllerPaths) {
        for (const methodPath of methodPaths) {
          routes.push({
            path: joinPath(globalPrefix, controllerPath, methodPath),
            handler: `${controller.name}.${name}`,
            cachedRead: Reflect.getMetadata(CACHED_READ_METADATA, handler) as CachedReadRule | undefined,
            uncachedReason: Reflect.getMetadata(UNCACHED_METADATA, handler) as string | undefined,
            guards: [...controllerGuards, ...guardsOf(handler)],
          });
        }
      }
    }
  }
  return routes;
}

function pathsOf(metadata: unknown): string[] {
  if (Array.isArray(metadata)) return metadata.length ? metadata.map(String) : ['/'];
  return [typeof metadata === 'string' ? metadata : '/'];
}

function guardsOf(target: object): (Type<CanActivate> | CanActivate)[] {
  return (Reflect.getMetadata(GUARDS_METADATA, target) as (Type<CanActivate> | CanActivate)[] | undefined) ?? [];
}

/** Joins path parts the way Nest does: one slash between parts, none at the end. */
export function joinPath(...parts: string[]): string {
  const segments = parts.flatMap((part) => part.split('/')).filter(Boolean);
  return `/${segments.join('/')}`;
}
