import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { untilHealthy } from '../../../scripts/lib/readiness.cjs';
import { spawnService } from '../../../scripts/lib/service-process.cjs';
import { freePort } from './free-port';

const ROOT = join(__dirname, '..', '..', '..');
const API_ENTRY = join(ROOT, 'dist', 'api', 'src', 'main.js');

export interface ApiProcess {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * The real, built API (`npm run build:server` first) as a process of its own
 * on 127.0.0.1, with the test run's environment plus `env`, ready once
 * /api/health answers. For what jest's module loader cannot run in-process:
 * the fediverse side loads Fedify, an ES module.
 */
export async function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  if (!existsSync(API_ENTRY)) throw new Error(`${API_ENTRY} is missing: run npm run build:server first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = spawnService({
    name: 'api',
    script: API_ENTRY,
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env },
    output: 'capture',
  });
  await untilHealthy(url, { timeoutMs: 60_000, service }).catch(async (error: unknown) => {
    await service.stop('SIGKILL');
    throw error;
  });
  return {
    url,
    output: service.output,
    stop: async () => {
      await service.stop('SIGTERM');
    },
  };
}
