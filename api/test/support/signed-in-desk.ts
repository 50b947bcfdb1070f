import { signedInMembers, type DeskMember } from './desk-members';
import type { TestApp } from './test-app';
import { truncateAll } from './test-database';
import { uniqueName } from './test-env';
import { useTestApp } from './use-test-app';

/**
 * The usual start of a desk spec: one API for the file (its jobs under a
 * queue prefix of their own), every table emptied once before the first test,
 * and the members asked for put on the desk and signed in. It answers the app,
 * then each member's session cookies in the order asked, filled in place
 * before the first test, so a spec can name them at the top of its describe.
 */
export function useSignedInDesk(queuePrefix: string, ...members: DeskMember[]): [TestApp, ...string[][]] {
  const app = useTestApp({ QUEUE_PREFIX: uniqueName(queuePrefix) }, { emptyTablesBeforeEach: false });
  const cookies = members.map((): string[] => []);
  beforeAll(async () => {
    await truncateAll(app.dataSource);
    const signedIn = await signedInMembers(app, ...members);
    signedIn.forEach((memberCookies, index) => cookies[index].push(...memberCookies));
  });
  return [app, ...cookies];
}
