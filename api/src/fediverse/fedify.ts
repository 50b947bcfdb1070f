import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as FedifyModule from '@fedify/fedify';

export type Fedify = typeof FedifyModule;
/** The Temporal Fedify's vocabulary checks dates against (`instanceof`), so ours must be the very same module. */
export type FedifyTemporal = NonNullable<ConstructorParameters<Fedify['Article']>[0]['published']>['constructor'] & {
  from(text: string): NonNullable<ConstructorParameters<Fedify['Article']>[0]['published']>;
};

let loaded: Fedify | undefined;
let instant: FedifyTemporal | undefined;

/**
 * Fedify as compiled CommonJS sees it. The package is ES-module only and its
 * exports map offers no `require` condition, so `require('@fedify/fedify')`
 * cannot resolve; Node 20.19+ loads its entry file with require() all the same
 * (require(esm), on by default, needs no top-level await, which Fedify has
 * none of). Loaded on first use: jest's own module loader cannot run ES
 * modules, so specs that never federate never touch it.
 */
export function fedify(): Fedify {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the one way CommonJS reaches an ES-only entry synchronously
  loaded ??= require(join(packageDir('@fedify/fedify'), 'esm', 'mod.js')) as Fedify;
  return loaded;
}

/**
 * Temporal.Instant from the ES build of the polyfill Fedify imports: its
 * CommonJS build would be another class, which Fedify's checks refuse.
 */
export function fedifyInstant(): FedifyTemporal {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the same ES module instance Fedify holds
  const polyfill = require(join(packageDir('@js-temporal/polyfill'), 'dist', 'index.esm.js')) as {
    Temporal: { Instant: FedifyTemporal };
  };
  instant ??= polyfill.Temporal.Instant;
  return instant;
}

function packageDir(name: string): string {
  const roots = [...(require.resolve.paths(name) ?? [])];
  for (const base of roots) {
    const dir = join(base, ...name.split('/'));
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`${name} is not installed (npm install)`);
}
