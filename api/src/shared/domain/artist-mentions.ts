/**
 * Whether a story names an artist: whole words only, in any case, with accents
 * and punctuation ignored, so "Jay-Z", "JAY Z" and "jay‑z's" all name Jay-Z,
 * "A$AP Rocky" names A$AP Rocky, and "Nasty" never names Nas.
 *
 * Both sides are reduced to words (letters and digits); a name is mentioned
 * when its words appear one after the other in the text's words.
 */

/** Letters inside a name that stand for another letter ("A$AP" is said "ASAP"). */
const STAND_INS: Record<string, string> = { $: 's', '@': 'a' };

/** The words of a text: accents dropped, lower case, every run of other characters a break. */
export function mentionWords(text: string): string[] {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[$@]/g, (character) => STAND_INS[character]);
  return plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** An artist as matching sees them: their name and the other names an editor gave. */
export interface MentionableArtist {
  id: number;
  name: string;
  aliases: readonly string[];
}

/** True when `nameWords` occur, in order and next to each other, in `textWords`. */
function containsRun(textWords: readonly string[], nameWords: readonly string[]): boolean {
  if (nameWords.length === 0 || nameWords.length > textWords.length) return false;
  for (let start = 0; start + nameWords.length <= textWords.length; start += 1) {
    if (nameWords.every((word, offset) => textWords[start + offset] === word)) return true;
  }
  return false;
}

export function mentionsName(text: string, name: string): boolean {
  return containsRun(mentionWords(text), mentionWords(name));
}

/** The ids of the artists `text` mentions by name or alias, in the order given. */
export function mentionedArtistIds(text: string, artists: readonly MentionableArtist[]): number[] {
  return artistMatcher(artists)(text);
}

/**
 * `mentionedArtistIds` for many texts against the same artists: every name is
 * reduced to words once and filed under its first word, so a text is read
 * once whatever the number of artists (a sweep over every story would
 * otherwise compare each story with each name from each of its words).
 */
export function artistMatcher(artists: readonly MentionableArtist[]): (text: string) => number[] {
  const byFirstWord = new Map<string, { order: number; words: string[] }[]>();
  artists.forEach((artist, order) => {
    for (const name of [artist.name, ...artist.aliases]) {
      const words = mentionWords(name);
      if (words.length === 0) continue;
      const filed = byFirstWord.get(words[0]) ?? [];
      filed.push({ order, words });
      byFirstWord.set(words[0], filed);
    }
  });
  return (text) => {
    const words = mentionWords(text);
    const found = new Set<number>();
    words.forEach((word, start) => {
      for (const name of byFirstWord.get(word) ?? []) {
        if (!found.has(name.order) && name.words.every((nameWord, offset) => words[start + offset] === nameWord)) {
          found.add(name.order);
        }
      }
    });
    return [...found].sort((a, b) => a - b).map((order) => artists[order].id);
  };
}

/** The longest alias an editor may give, and how many. */
export const ALIAS_MAX_LENGTH = 200;
export const ALIASES_MAX_COUNT = 20;
