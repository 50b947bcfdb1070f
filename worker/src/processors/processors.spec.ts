import 'reflect-metadata';
import { PROCESSOR_METADATA } from '@nestjs/bullmq/dist/bull.constants';
import { MODULE_METADATA } from '@nestjs/common/constants';
import { ALL_QUEUES } from '@api/queues/queue-names';
import { WorkerModule } from '../worker.module';

type ModuleClass = abstract new (...args: never[]) => unknown;

/** Every provider class the worker module registers, its imported modules included. */
function providersOf(module: ModuleClass, seen = new Set<ModuleClass>()): unknown[] {
  if (seen.has(module)) return [];
  seen.add(module);
  const providers: unknown[] = Reflect.getMetadata(MODULE_METADATA.PROVIDERS, module) ?? [];
  const imports: unknown[] = Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? [];
  const nested = imports.filter((m): m is ModuleClass => typeof m === 'function').flatMap((m) => providersOf(m, seen));
  return [...providers, ...nested];
}

describe('worker processors', () => {
  it('registers exactly one processor per queue of the contract', () => {
    const queues = providersOf(WorkerModule)
      .map((provider) =>
        typeof provider === 'function' ? Reflect.getMetadata(PROCESSOR_METADATA, provider) : undefined,
      )
      .filter(Boolean)
      .map((metadata: { name: string }) => metadata.name);
    expect([...queues].sort()).toEqual([...ALL_QUEUES].sort());
  });
});
