import { foldText } from './fold-text';
import { words } from './tokenize';

/** An artist the caller knows (from the artists table), with the other names it goes by. */
export interface KnownArtist {
  id: string;
  name: string;
  aliases?: readonly string[];
}

export interface NamedEntities {
  artists: Set<string>;
  /** Song, album and tour titles written in quotes, folded. */
  quotedTitles: Set<string>;
  /** Capitalised phrases (labels, places, venues) that are not a known artist, folded. */
  phrases: Set<string>;
}

/**
 * Finds known artists by their folded word sequences, so 'Kilo Marisol's' and
 * 'KILO MARISOL' both count. Built once per artists table, reused per article.
 */
export class ArtistLexicon {
  private readonly byFirstWord = new Map<string, { words: string[]; id: string }[]>();

  constructor(artists: readonly KnownArtist[]) {
    for (const artist of artists) {
      for (const name of [artist.name, ...(artist.aliases ?? [])]) {
        const nameWords = words(name);
        if (nameWords.length === 0) continue;
        const entries = this.byFirstWord.get(nameWords[0]) ?? [];
        entries.push({ words: nameWords, id: artist.id });
        entries.sort((left, right) => right.words.length - left.words.length);
        this.byFirstWord.set(nameWords[0], entries);
      }
    }
  }

  /** The ids of the artists named, and the words their names took up. */
  find(textWords: readonly string[]): { ids: Set<string>; nameWords: Set<string> } {
    const found = new Set<string>();
    const nameWords = new Set<string>();
    for (let index = 0; index < textWords.length; index++) {
      for (const entry of this.byFirstWord.get(textWords[index]) ?? []) {
        if (entry.words.every((word, offset) => textWords[index + offset] === word)) {
          found.add(entry.id);
          for (const word of entry.words) nameWords.add(word);
          index += entry.words.length - 1;
          break;
        }
      }
    }
    return { ids: found, nameWords };
  }
}

const QUOTED = /["\u201c\u2018']([^"\u201d\u2019']{2,60})["\u201d\u2019']/gu;

function quotedTitles(text: string): Set<string> {
  const titles = new Set<string>();
  for (const match of text.matchAll(QUOTED)) {
    const folded = words(match[1]).join(' ');
    // A quoted title is a short name, not a quoted sentence from an interview.
    if (folded && match[1].split(/\s+/).length <= 6) titles.add(folded);
  }
  return titles;
}

const CAPITALISED_RUN = /(?<![.!?]\s|^)\b\p{Lu}[\p{L}'&-]+(?:\s+(?:of|de|la|the|&)?\s*\p{Lu}[\p{L}'&-]+)*/gu;

function capitalisedPhrases(text: string, artistWords: ReadonlySet<string>): Set<string> {
  const phrases = new Set<string>();
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(CAPITALISED_RUN)) {
      const folded = words(match[0]);
      if (folded.length === 0 || folded.every((word) => artistWords.has(word))) continue;
      phrases.add(foldText(folded.join(' ')));
    }
  }
  return phrases;
}

export function namedEntities(title: string, body: string, lexicon: ArtistLexicon): NamedEntities {
  const text = `${title}\n${body}`;
  const { ids, nameWords } = lexicon.find(words(text));
  return { artists: ids, quotedTitles: quotedTitles(text), phrases: capitalisedPhrases(text, nameWords) };
}
