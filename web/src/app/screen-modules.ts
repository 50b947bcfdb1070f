import type { ComponentType } from 'react';

/** A screen takes its address's parameters as props of the same names. */
export type ScreenComponent = ComponentType<Record<string, string | undefined>>;

// Every screen module, each its own chunk, keyed as Vite's build manifest and the route manifest name them
// ('src/features/...'). Home is in the first-load bundle (see web/scripts/check-bundle-budget.mjs).
const SCREEN_MODULES = import.meta.glob<{ default: ScreenComponent }>([
  '/src/features/**/*-page.tsx',
  '!/src/features/home/**',
]);

/** Screens loaded before the first render (see preloadScreens), by module. */
const PRELOADED = new Map<string, ScreenModule>();

type ScreenModule = { default: ScreenComponent };

/** How to load the screen module the route manifest names. */
export function screenModule(module: string): () => Promise<ScreenModule> {
  const load = SCREEN_MODULES[`/${module}`];
  if (!load) throw new Error(`The route manifest names ${module}, which is no screen module of the web app.`);
  return load;
}

/**
 * Loads the screens a server-rendered page shows before the browser adopts its
 * HTML. A lazy screen still loading is a part of the page React cannot adopt
 * yet, and what the reader does there meanwhile (a week picked, a button
 * pressed) is lost; a preloaded one is adopted with the rest, at once if the
 * reader acts first.
 */
export async function preloadScreens(modules: readonly string[]): Promise<void> {
  await Promise.all(modules.map(async (module) => PRELOADED.set(module, await screenModule(module)())));
}

/**
 * What React.lazy loads a screen with: its chunk, or at once a module
 * preloadScreens loaded. React.lazy takes any thenable, and one that answers
 * synchronously is read in the same render, so the screen never suspends.
 */
export function screenLoader(module: string): () => Promise<ScreenModule> {
  const load = screenModule(module);
  return () => {
    const loaded = PRELOADED.get(module);
    if (!loaded) return load();
    const answeredAtOnce = { then: (resolve: (value: ScreenModule) => void) => resolve(loaded) };
    return answeredAtOnce as unknown as Promise<ScreenModule>;
  };
}
