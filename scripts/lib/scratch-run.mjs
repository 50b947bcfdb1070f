// One run of a tool that brings up a stack of its own (Lighthouse, the load test): the test services,
// a scratch database and a queue prefix of the run's own, dropped and stopped however the run ends.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createScratchDatabase, dropQueueKeys, uniqueRunId } from './scratch-database.mjs';
import { chooseTestServices } from './test-services.mjs';

/** Whether the API, the worker and the web app's server renderer are built (`npm run build`). */
export function isBuilt(root) {
  return existsSync(join(root, 'dist/api/src/main.js')) && existsSync(join(root, 'web/dist-ssr/entry-server.cjs'));
}

/**
 * Runs `body({ services, database, queuePrefix })` on a scratch database named after `tool`, and
 * resolves with the exit code it returns, or 1 after printing why it threw. The database, the queue
 * keys and the services are cleaned up after `body` has stopped what it started.
 */
export async function withScratchRun(tool, body) {
  const services = await chooseTestServices();
  const runId = uniqueRunId();
  const queuePrefix = `cypher-${tool}-${runId}`;
  let database;
  try {
    database = await createScratchDatabase(services.pgAdminUrl, `cypher_${tool}_${runId}`);
    return await body({ services, database, queuePrefix });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await database
      ?.drop()
      .catch((error) => console.error(`${tool}: could not drop ${database.name}: ${error.message}`));
    await dropQueueKeys(services.redisUrl, queuePrefix);
    await services.stop();
  }
}
