import { DEFAULT_GENERATE_RATE_LIMIT } from '../../config/env';

/** Recommendation refreshes allowed per client address per hour, by default (GENERATE_RATE_LIMIT). */
export const GENERATE_LIMIT_PER_HOUR = DEFAULT_GENERATE_RATE_LIMIT;
export const GENERATE_TOO_MANY = 'Too many recommendation refreshes from your network. Please try again later.';
