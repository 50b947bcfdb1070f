import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, type TestApp } from './test-app';

const WEB_DIST = join(__dirname, '..', '..', '..', 'web', 'dist');

/**
 * The API serving the built web app, so its pages are rendered on the server
 * as in production. The build is not made here: without it this says which
 * command makes it, rather than every page answering an error.
 */
export async function startRenderingApp(env: Record<string, string> = {}): Promise<TestApp> {
  if (!existsSync(join(WEB_DIST, '..', 'dist-ssr', 'entry-server.cjs'))) {
    throw new Error('run `npm run build:web` first: the pages are rendered from web/dist-ssr');
  }
  return startTestApp({ ...env, WEB_DIST_DIR: WEB_DIST });
}
