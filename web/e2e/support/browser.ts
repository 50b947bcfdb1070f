import { chromium, type Browser, type BrowserContext, type Dialog, type Page } from 'playwright-core';
import { BASE_URL, CHROMIUM_PATH } from './env';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Every alert/confirm/prompt that fired (each is dismissed). */
  dialogs: string[];
  /** Uncaught page errors, so a broken screen fails loudly. */
  pageErrors: string[];
  close: () => Promise<void>;
}

export async function openPage(browser: Browser, viewport = LAPTOP): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL });
  const page = await context.newPage();
  const dialogs: string[] = [];
  const pageErrors: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { page, context, dialogs, pageErrors, close: () => context.close() };
}

/** Holds every request matching `pattern` until release() is called: the screen's loading state stays on. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<{ release: () => Promise<void> }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return {
    release: async () => {
      release();
      await page.unroute(pattern);
    },
  };
}

/** The path of every request of one resource type ('script', 'font') the page makes from now on, as they come. */
export function requestedPaths(page: Page, resourceType: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === resourceType) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The network drops every request matching `pattern` (no fake answer: the request simply fails). */
export async function dropRequests(page: Page, pattern: string | RegExp): Promise<void> {
  await page.route(pattern, (route) => route.abort('failed'));
}

/**
 * Opens `path` the way a click inside the site does: from a screen the
 * browser renders alone, by the router. A full load of a public page arrives
 * server-rendered with its data; this is how a spec sees a screen fetch its
 * own data (its loading and error states).
 */
export async function navigateInBrowser(page: Page, path: string): Promise<void> {
  await page.goto('/privacy');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate((target) => window.history.pushState(null, '', target), path);
}
