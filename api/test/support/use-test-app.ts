import { startTestApp, TestApp } from './test-app';
import { truncateAll } from './test-database';

/**
 * One API for the spec file, started before its first test and closed after
 * its last, with every table emptied before each test (unless the spec only
 * reads what the app itself declares). What it returns stands for the started
 * app, so `t.http()` and `t.dataSource` read as they would on startTestApp's
 * own answer, but only inside tests and hooks.
 */
export function useTestApp(
  env: Record<string, string | undefined> = {},
  { emptyTablesBeforeEach = true } = {},
): TestApp {
  let started: TestApp | undefined;
  const current = (): TestApp => {
    if (!started) throw new Error('the test API is not started yet (use it inside a test or hook)');
    return started;
  };

  beforeAll(async () => {
    started = await startTestApp(env);
  });
  afterAll(async () => started?.close());
  if (emptyTablesBeforeEach) beforeEach(() => truncateAll(current().dataSource));

  return {
    get app() {
      return current().app;
    },
    get url() {
      return current().url;
    },
    get config() {
      return current().config;
    },
    get dataSource() {
      return current().dataSource;
    },
    http: () => current().http(),
    close: () => current().close(),
  };
}
