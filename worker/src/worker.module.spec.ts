import 'reflect-metadata';
import { MODULE_METADATA } from '@nestjs/common/constants';
import type { DynamicModule } from '@nestjs/common';
import { ArticlesStore } from '@api/modules/articles/articles.store';
import { WorkerModule } from './worker.module';

type ModuleClass = abstract new (...args: never[]) => unknown;
type Import = ModuleClass | DynamicModule | Promise<DynamicModule> | undefined;

interface Reached {
  name: string;
  controllers: unknown[];
  providers: unknown[];
}

/** Every module the worker boots, dynamic ones included, with what each registers. */
function modulesOf(root: Import, seen = new Set<unknown>()): Reached[] {
  if (!root || root instanceof Promise || seen.has(root)) return [];
  seen.add(root);
  const dynamic = typeof root === 'function' ? null : root;
  const moduleClass = typeof root === 'function' ? root : root.module;
  const metadata = (key: string): unknown[] => Reflect.getMetadata(key, moduleClass) ?? [];
  const controllers = [...metadata(MODULE_METADATA.CONTROLLERS), ...(dynamic?.controllers ?? [])];
  const providers = [...metadata(MODULE_METADATA.PROVIDERS), ...(dynamic?.providers ?? [])];
  const imports = [...metadata(MODULE_METADATA.IMPORTS), ...(dynamic?.imports ?? [])] as Import[];
  return [
    { name: moduleClass.name, controllers, providers },
    ...imports.flatMap((imported) => modulesOf(imported, seen)),
  ];
}

describe('worker module', () => {
  const reached = modulesOf(WorkerModule);

  it('reaches the api stores it writes through', () => {
    expect(reached.some((module) => module.providers.includes(ArticlesStore))).toBe(true);
  });

  it('never loads a controller (it imports store modules, not the HTTP ones)', () => {
    const withControllers = reached.filter((module) => module.controllers.length > 0).map((module) => module.name);
    expect(withControllers).toEqual([]);
  });
});
