import type { ComponentType } from 'react';

/** A screen takes its address's parameters as props of the same names. */
export type ScreenComponent = ComponentType<Record<string, string | undefined>>;

// Every screen module, each its own chunk, keyed as Vite's build manifest and the route manifest name them
// ('src/features/...'). Home is in the first-load bundle (see web/scripts/check-bundle-budget.mjs).
const SCREEN_MODULES = import.meta.glob<{ default: ScreenComponent }>([
  '/src/features/**/*-page.tsx',
  '!/src/features/home/**',
]);

/** How to load the screen module the route manifest names. */
export function screenModule(module: string): () => Promise<{ default: ScreenComponent }> {
  const load = SCREEN_MODULES[`/${module}`];
  if (!load) throw new Error(`The route manifest names ${module}, which is no screen module of the web app.`);
  return load;
}
