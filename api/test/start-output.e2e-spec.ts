import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './support/free-port';
import { sleep } from './support/npm-start-process';
import { createTestDatabase, dropTestDatabase } from './support/test-database';
import { TEST_REDIS_URL, uniqueName } from './support/test-env';
import { waitFor } from './support/worker-process';

const ROOT = join(__dirname, '..', '..');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node scripts/start.mjs` against the test services; its stdout is a pipe, not a terminal. */
function startScript(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

describe('what npm start prints', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'cypher-start-output-'));
  const common = { CYPHER_DATA_DIR: dataDir, SESSION_SECRET: 'start-output-spec-secret-0123456789abcdef' };

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('explains a busy port and how to choose another, and starts nothing', async () => {
    const port = await freePort();
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '0.0.0.0', resolve));
    try {
      const started = startScript({
        ...common,
        PORT: String(port),
        DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      });
      const code = await Promise.race([started.exited, sleep(20_000).then(() => 'still running')]);
      expect(code).toBe(1);
      const output = started.output();
      expect(output).toContain(`Port ${port} is already in use`);
      expect(output).toContain(`PORT=${port + 1} npm start`);
      expect(output).not.toMatch(/EADDRINUSE|is up|at [\w.]+ \(/);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  }, 30_000);

  it("says 'up' only once the API answers, in JSON lines when not at a terminal, then boxes the admin password", async () => {
    const databaseUrl = await createTestDatabase('cypher_start_output');
    const port = await freePort();
    const started = startScript({
      ...common,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: uniqueName('cypher-start-output'),
      SMTP_URL: 'smtp://127.0.0.1:1',
      SEED_DEMO: 'false',
      WORKERS: '1',
    });
    try {
      // Until the 'up' line, note whether the API answered yet: it must have by then.
      let answeredBeforeUp = false;
      await waitFor(
        async () => {
          // The box follows the 'up' line in a write of its own: wait for its last line too.
          const printed = started.output();
          const up = printed.indexOf('The Cypher is up');
          if (up >= 0 && printed.indexOf('└', up) >= 0) return true;
          if (up >= 0) return false;
          const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
          if (health?.status === 200) answeredBeforeUp = true;
          return false;
        },
        { timeoutMs: 120_000, intervalMs: 100, what: 'npm start to say it is up' },
      ).catch((error) => {
        throw new Error(`${error.message}\nnpm start printed:\n${started.output()}`);
      });
      const output = started.output();
      const lines = output.split('\n');
      const upAt = lines.findIndex((line) => line.includes('The Cypher is up'));
      const listeningAt = lines.findIndex((line) => line.includes(`listening on http://localhost:${port}`));
      expect(listeningAt).toBeGreaterThanOrEqual(0);
      expect(listeningAt).toBeLessThan(upAt);
      expect(lines[upAt]).toBe(`[start] The Cypher is up: http://localhost:${port}  (1 worker; Ctrl-C stops it)`);
      expect(answeredBeforeUp || (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200).toBe(true);

      // Not a terminal: the API's lines are JSON, and Nest's route-by-route announcements stay out.
      expect(JSON.parse(lines[listeningAt])).toMatchObject({ msg: `listening on http://localhost:${port}` });
      expect(output).not.toMatch(/RouterExplorer|InstanceLoader/);

      // The one-time name and password are shown once, in a box after the 'up' line, not among the lines before it.
      const box = lines.slice(upAt + 1).join('\n');
      expect(box).toMatch(/┌─+┐/);
      expect(box).toContain(`shown only on this first start: http://localhost:${port}/admin`);
      const [, username, password] = /Username: {2}(owner-[0-9a-f]{8}) {4}Password: {2}(\S+)/.exec(box) ?? [];
      expect(username).toBeDefined();
      expect(password).toBeDefined();
      expect(lines.slice(0, upAt).join('\n')).not.toContain(password);
    } finally {
      started.child.kill('SIGINT');
      await Promise.race([started.exited, sleep(40_000)]);
      if (started.child.exitCode === null) started.child.kill('SIGKILL');
      await dropTestDatabase(databaseUrl);
    }
  }, 180_000);
});
