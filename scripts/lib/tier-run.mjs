import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs one tier's drills (`npm run test:fault`, `test:scale`) in a temporary folder of their own and
 * ends the process with the verdict. `drills` pushes a stop for everything it starts onto
 * `cleanups`: they run in reverse once the drills end, throw, or pass `deadlineMs` (then the tier
 * gives up with exit code 1, since a hung drill must not keep its servers running). An error thrown
 * by the drills counts as a failure; `report` prints the figures before the verdict.
 */
export async function runTier({ name, deadlineMs, failures, report = () => undefined }, drills) {
  const tempDir = mkdtempSync(join(tmpdir(), `cypher-${name}-`));
  const cleanups = [() => rmSync(tempDir, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => undefined);
    cleanups.length = 0;
  };
  const deadline = setTimeout(() => {
    console.error(`${name}: over ${deadlineMs / 1000} s, giving up`);
    cleanup().finally(() => process.exit(1));
  }, deadlineMs);
  try {
    await drills({ tempDir, cleanups });
  } catch (error) {
    failures.push(error.message);
    console.error(`${name}: ${error.stack ?? error.message}`);
  } finally {
    clearTimeout(deadline);
    await cleanup();
  }
  report();
  console.log(
    failures.length ? `${name}: ${failures.length} failed: ${failures.join('; ')}` : `${name}: all drills passed`,
  );
  process.exit(failures.length ? 1 : 0);
}
