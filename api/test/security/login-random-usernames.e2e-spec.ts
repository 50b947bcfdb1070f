import { useTestApp } from '../support/use-test-app';
import { uniqueName } from '../support/test-env';

const LOGIN_BUDGET = 30;
const ATTEMPTS = 60;

/**
 * A guesser who changes the username on every attempt never meets the
 * per-username counters; each attempt used to buy one bcrypt check at cost 12,
 * which is how 60 attempts from one client slowed every other request down.
 */
describe('logins with a new random username each time, from one address', () => {
  const app = useTestApp({ LOGIN_RATE_LIMIT: String(LOGIN_BUDGET), QUEUE_PREFIX: uniqueName('cypher-random-users') });

  it('are refused with 429 past the address budget, while /api/health keeps answering', async () => {
    const guesses = Array.from({ length: ATTEMPTS }, (_, i) =>
      app
        .http()
        .post('/api/auth/login')
        .send({ username: `nobody-${i}-${Math.random().toString(36).slice(2)}`, password: 'a guess' }),
    );
    const healthChecks = Array.from({ length: 5 }, () => app.http().get('/api/health'));
    const [answers, health] = await Promise.all([Promise.all(guesses), Promise.all(healthChecks)]);

    const count = (status: number) => answers.filter((answer) => answer.status === status).length;
    // Every attempt within the budget is judged (401), or told the password checks are busy (503);
    // every attempt past it is refused before any password is checked.
    expect(count(429)).toBe(ATTEMPTS - LOGIN_BUDGET);
    expect(count(401) + count(503)).toBe(LOGIN_BUDGET);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(health.map((answer) => answer.status)).toEqual(health.map(() => 200));
  });
});
