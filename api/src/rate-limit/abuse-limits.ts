import type { AppConfig } from '../config/env';
import type { RateLimitRule } from './rate-limit-rule';

const HOUR = 3_600;
const QUARTER_HOUR = 15 * 60;

/** The sign-in limits' rule: past `points` within 15 minutes, a 15-minute lock. */
const quarterHourLock = (name: string, points: number): RateLimitRule => ({
  name,
  points,
  durationSeconds: QUARTER_HOUR,
  blockSeconds: QUARTER_HOUR,
});

/**
 * Every abuse limit of the API, in one list. Limits keyed by the client
 * address count an IPv6 client by its /64 (see clientAddressKey).
 */

/** Subscribe attempts per client address, valid or not: SUBSCRIBE_RATE_LIMIT per hour. */
export const subscribeLimit = (config: AppConfig): RateLimitRule => ({
  name: 'subscribe',
  points: config.subscribeRateLimitPerHour,
  durationSeconds: HOUR,
});

/**
 * Recommendation refreshes per client address: generous for a reader pressing
 * Refresh, a cap on anyone scripting OpenAI calls at our cost.
 */
export const generateRecommendationsLimit = (config: AppConfig): RateLimitRule => ({
  name: 'generate-recommendations',
  points: config.generateRateLimitPerHour,
  durationSeconds: HOUR,
});

/**
 * Follows and unfollows per client address: a reader tapping Follow on a
 * whole roster stays well inside, a script filling the table does not.
 */
export const followWritesLimit = (): RateLimitRule => ({
  name: 'follow-writes',
  points: 300,
  durationSeconds: QUARTER_HOUR,
});

/**
 * Login attempts from one address whatever the usernames (LOGIN_RATE_LIMIT per
 * 15 minutes, then a 15-minute lock): every attempt costs a bcrypt check, and a
 * guesser who changes the username each time never meets the per-username limits.
 */
export const loginAttemptsPerClient = (config: AppConfig) => quarterHourLock('login-client', config.loginRateLimit);

/**
 * Login attempts from a browser that signed in as the username before (its
 * known-device cookie): the budget it is judged by instead of the address's
 * and the username's, so strangers' failures never lock it.
 */
export const LOGIN_ATTEMPTS_PER_DEVICE = quarterHourLock('login-device', 5);

/** Login attempts for one username from one address; the sixth within 15 minutes starts a 15-minute lock. */
export const LOGIN_ATTEMPTS_PER_ADDRESS = quarterHourLock('login-address', 5);

/**
 * Failed logins for one username from all addresses together, so a guesser
 * spreading attempts over many addresses (a botnet, a whole IPv6 range) is
 * stopped too. Higher than the per-address limit: the owner typing a wrong
 * password on two devices must not lock themselves out.
 */
export const LOGIN_FAILURES_PER_USERNAME = quarterHourLock('login-username', 20);

/**
 * Password reset requests from one address: each may send an email to a
 * member, so a script must not be able to flood anyone's inbox; the seventh
 * within 15 minutes starts a 15-minute lock, like the login form's.
 */
export const PASSWORD_RESETS_PER_ADDRESS = quarterHourLock('password-reset-address', 6);

/** Password reset requests for one email address from every address together. */
export const PASSWORD_RESETS_PER_EMAIL: RateLimitRule = {
  name: 'password-reset-email',
  points: 5,
  durationSeconds: HOUR,
  blockSeconds: QUARTER_HOUR,
};
