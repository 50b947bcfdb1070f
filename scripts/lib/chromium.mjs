// Where the browser tier finds Chromium: CHROMIUM_PATH, then chromium,
// chromium-browser or google-chrome on PATH, then a browser Playwright downloaded.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES_ON_PATH = ['chromium', 'chromium-browser', 'google-chrome'];

const HOW_TO_GET_CHROMIUM =
  "no Chromium found (CHROMIUM_PATH, or chromium, chromium-browser, google-chrome on PATH): install Debian's package " +
  '(apt-get install chromium) or, where the internet is reachable, npx playwright-core install chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** { path } of the Chromium to use, or { problem }: one line saying what is missing and how to get it. */
export async function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return executable(env.CHROMIUM_PATH)
      ? { path: env.CHROMIUM_PATH }
      : { problem: `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which is not an executable file` };
  }
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of NAMES_ON_PATH) {
    const found = dirs.map((dir) => join(dir, name)).find(executable);
    if (found) return { path: found };
  }
  const { chromium } = await import('playwright-core');
  const downloaded = chromium.executablePath();
  return executable(downloaded) ? { path: downloaded } : { problem: HOW_TO_GET_CHROMIUM };
}
