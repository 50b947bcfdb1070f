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

const CAPITALISED_RUN = /\b\p{Lu}[\p{L}'\u2019&-]*(?:\s+(?:of\s+|de\s+|la\s+|the\s+|&\s+)?\p{Lu}[\p{L}'\u2019&-]*)*/gu;
const SENTENCE_START = /(?:^|[.!?:\u2014]\s+|["\u201c\u2018]\s*)$/u;
/* Capitalised because of the calendar, not because they name anything. */
const CALENDAR_WORDS = new Set(
  'monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december'.split(
    ' ',
  ),
);

/**
 * Capitalised runs that name something: a run opening a sentence counts only
 * when it has two words or more ('Listen' no, 'Low Tide Entertainment' yes).
 */
function capitalisedRuns(text: string): string[][] {
  const runs: string[][] = [];
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(CAPITALISED_RUN)) {
      const folded = words(match[0]).filter((word) => !CALENDAR_WORDS.has(word));
      const opensSentence = SENTENCE_START.test(line.slice(0, match.index));
      if (folded.length === 0 || (opensSentence && folded.length < 2)) continue;
      runs.push(folded);
    }
  }
  return runs;
}

function capitalisedPhrases(text: string, artistWords: ReadonlySet<string>): Set<string> {
  const phrases = new Set<string>();
  for (const run of capitalisedRuns(text)) {
    if (run.every((word) => artistWords.has(word))) continue;
    phrases.add(foldText(run.join(' ')));
  }
  return phrases;
}

/**
 * Whether a headline capitalises nearly every word, as most outlets' style
 * guides ask: its capitals then say nothing about which words are names.
 */
export function isTitleCase(title: string): boolean {
  const longWords = title.split(/\s+/).filter((word) => /^\p{L}{4}/u.test(word));
  if (longWords.length < 3) return false;
  const capitalised = longWords.filter((word) => /^\p{Lu}/u.test(word)).length;
  return capitalised / longWords.length >= 0.75;
}

/**
 * The names of a Title Case headline: the body, written in sentence case,
 * shows which of its words are names (those the body capitalises too).
 */
function namesShownByBody(title: string, body: string): string[][] {
  const titleWords = new Set(words(title));
  const names = new Map<string, string[]>();
  for (const run of capitalisedRuns(body)) {
    if (run.every((word) => titleWords.has(word))) names.set(run.join(' '), run);
  }
  return [...names.values()];
}

/** The names a headline carries, each as its folded words. */
export function headlineNames(title: string, body: string, lexicon: ArtistLexicon): string[][] {
  const titleWords = words(title);
  const { nameWords } = lexicon.find(titleWords);
  const runs = isTitleCase(title) ? namesShownByBody(title, body) : capitalisedRuns(title);
  const names = runs.map((run) => run.filter((word) => !nameWords.has(word))).filter((run) => run.length > 0);
  if (nameWords.size > 0) names.push([...nameWords]);
  return names;
}

export function namedEntities(title: string, body: string, lexicon: ArtistLexicon): NamedEntities {
  const text = `${title}\n${body}`;
  const { ids, nameWords } = lexicon.find(words(text));
  // A Title Case headline would make one long 'phrase' of itself; its real names are in the body too.
  const phraseText = isTitleCase(title) ? body : text;
  return { artists: ids, quotedTitles: quotedTitles(text), phrases: capitalisedPhrases(phraseText, nameWords) };
}
