import { foldText } from './fold-text';
import { STOP_WORDS } from './stop-words';

/*
 * A crude suffix stripper: 'cancels', 'cancelled' and 'cancelling' should meet,
 * and a real stemmer would be a dependency for little gain on headlines.
 */
export function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'edly', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) {
      const root = word.slice(0, -suffix.length);
      return root.length > 4 && root.at(-1) === root.at(-2) ? root.slice(0, -1) : root;
    }
  }
  return word;
}

/** Every word, folded, in order; nothing dropped (shingles need the order). */
export function words(text: string): string[] {
  return foldText(text)
    .replace(/['\u2019]s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Content terms: folded, stop words out, stemmed. */
export function contentTerms(text: string): string[] {
  return words(text)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}
