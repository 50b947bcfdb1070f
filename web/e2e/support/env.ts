/** Set by web/e2e/run.mjs. */
export const BASE_URL = required('E2E_BASE_URL');
export const DATABASE_URL = required('E2E_DATABASE_URL');
/** Found by run.mjs (CHROMIUM_PATH, then PATH), which stops with one line when there is none. */
export const CHROMIUM_PATH = required('CHROMIUM_PATH');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser specs through node web/e2e/run.mjs`);
  return value;
}
