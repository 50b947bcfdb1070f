import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsString, Max, Min } from 'class-validator';
import {
  PREFERENCE_CATEGORIES,
  PREFERENCE_CONTENT_TYPES,
  PREFERENCE_TOPICS,
  READING_TIME_DEFAULT,
  READING_TIME_MAX,
  READING_TIME_MIN,
} from '../../../shared/contracts/personalization';
import { MaxCharacters, NestedObject } from '../../../http/field-rules';
import { IsSessionId } from '../../../http/is-session-id';

export const MAX_PREFERRED_ARTISTS = 20;
export const MAX_ARTIST_NAME_LENGTH = 100;

const READING_TIME_MESSAGE = `preferences.readingTime must be a whole number of minutes from ${READING_TIME_MIN} to ${READING_TIME_MAX}.`;

const onlyFrom = (field: string, allowed: readonly string[]) =>
  `preferences.${field} may only hold these choices: ${allowed.join(', ')}.`;

/** A missing or null list means "nothing chosen"; repeated choices count once. */
function distinctList({ value }: { value: unknown }): unknown {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? [...new Set(value)] : value;
}

/** Artist names are free text: trimmed, blanks dropped, the same name (any letter case) kept once. */
function cleanArtistNames({ value }: { value: unknown }): unknown {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) return value;
  const seen = new Set<string>();
  const names: unknown[] = [];
  for (const item of value) {
    if (typeof item !== 'string') {
      names.push(item); // left for IsString to reject with a clear message
      continue;
    }
    const name = item.trim().replace(/\s+/g, ' ');
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** Spec section 3's preferences; the lists only take the choices of spec section 9. */
export class PreferencesDto {
  @Transform(distinctList)
  @IsArray({ message: 'preferences.categories must be a list.' })
  @IsIn(PREFERENCE_CATEGORIES, { each: true, message: onlyFrom('categories', PREFERENCE_CATEGORIES) })
  categories: string[] = [];

  @Transform(cleanArtistNames)
  @IsArray({ message: 'preferences.artists must be a list of artist names.' })
  @ArrayMaxSize(MAX_PREFERRED_ARTISTS, {
    message: `preferences.artists can hold at most ${MAX_PREFERRED_ARTISTS} names.`,
  })
  @IsString({ each: true, message: 'preferences.artists must hold artist names as text.' })
  @MaxCharacters(MAX_ARTIST_NAME_LENGTH, {
    each: true,
    message: `Each artist name in preferences.artists must be at most ${MAX_ARTIST_NAME_LENGTH} characters.`,
  })
  artists: string[] = [];

  @Transform(distinctList)
  @IsArray({ message: 'preferences.contentTypes must be a list.' })
  @IsIn(PREFERENCE_CONTENT_TYPES, { each: true, message: onlyFrom('contentTypes', PREFERENCE_CONTENT_TYPES) })
  contentTypes: string[] = [];

  @Transform(({ value }) => (value === null || value === undefined ? READING_TIME_DEFAULT : value))
  @IsInt({ message: READING_TIME_MESSAGE })
  @Min(READING_TIME_MIN, { message: READING_TIME_MESSAGE })
  @Max(READING_TIME_MAX, { message: READING_TIME_MESSAGE })
  readingTime: number = READING_TIME_DEFAULT;

  @Transform(distinctList)
  @IsArray({ message: 'preferences.topics must be a list.' })
  @IsIn(PREFERENCE_TOPICS, { each: true, message: onlyFrom('topics', PREFERENCE_TOPICS) })
  topics: string[] = [];
}

const PREFERENCES_REQUIRED =
  'preferences is required: an object with categories, artists, contentTypes, readingTime and topics.';

export class SavePreferencesDto {
  @IsSessionId()
  sessionId: string;

  @IsDefined({ message: PREFERENCES_REQUIRED })
  @NestedObject(() => PreferencesDto, PREFERENCES_REQUIRED)
  preferences: PreferencesDto;
}
