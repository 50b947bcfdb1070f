import {
  DEFAULT_PREFERENCES,
  PREFERENCE_CATEGORIES,
  PREFERENCE_CONTENT_TYPES,
  PREFERENCE_TOPICS,
  Preferences,
  READING_TIME_MAX,
  READING_TIME_MIN,
} from '../../shared/contracts/personalization';

function pick(value: unknown, allowed: readonly string[]): string[] {
  return Array.isArray(value) ? [...new Set(value.filter((item): item is string => allowed.includes(item)))] : [];
}

/**
 * Stored preferences as a complete, valid object. Rows are validated on the
 * way in, but a row written by an older version (or by hand) must not break
 * the page or the engine, so whatever does not fit falls back to the default.
 */
export function normalizePreferences(stored: unknown): Preferences {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return { ...DEFAULT_PREFERENCES };
  const raw = stored as Record<string, unknown>;
  const readingTime = Number(raw.readingTime);
  return {
    categories: pick(raw.categories, PREFERENCE_CATEGORIES),
    artists: Array.isArray(raw.artists)
      ? raw.artists
          .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
          .map((name) => name.trim())
      : [],
    contentTypes: pick(raw.contentTypes, PREFERENCE_CONTENT_TYPES),
    readingTime:
      Number.isInteger(readingTime) && readingTime >= READING_TIME_MIN && readingTime <= READING_TIME_MAX
        ? readingTime
        : DEFAULT_PREFERENCES.readingTime,
    topics: pick(raw.topics, PREFERENCE_TOPICS),
  };
}
