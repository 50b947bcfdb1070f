import { foldText } from './fold-text';

/*
 * Phrases outlets put on every post whatever it reports. A sentence matching one
 * of these says nothing about the story, and two outlets sharing a newsletter
 * plug must not look alike because of it.
 */
const KNOWN_BOILERPLATE = [
  /^by [\p{L}.'\- ]{2,60}$/u,
  /subscribe to (?:our|the) .*newsletter/,
  /sign up for .*newsletter/,
  /^read more (?:at|on|from)\b/,
  /^follow (?:us|[\p{L} ]{2,40}) on\b/u,
  /^(?:this|the) (?:story|article|post) (?:first appeared|was originally published|originally appeared)/,
  /^(?:photo|image|cover photo|credit)s?:/,
  /^(?:related|more)(?: stories)?:/,
  /^(?:get|want) (?:the|our) .*in your inbox/,
];

/** Sentences (and lines) of a text, the unit boilerplate comes in. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=["'\u201c\u2018]?\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function sentenceKey(sentence: string): string {
  return foldText(sentence)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Learns, outlet by outlet, the sentences that recur across its articles (a
 * footer, a byline, a plug) and removes them with the well-known ones. A
 * sentence counts as the outlet's boilerplate once two of its articles carry it.
 */
export class OutletBoilerplate {
  private readonly seen = new Map<string, Map<string, number>>();
  /** Each outlet's recent articles' sentences, oldest first, so memory stays bounded. */
  private readonly recent = new Map<string, string[][]>();

  constructor(
    private readonly recurrenceThreshold = 2,
    private readonly memoryPerOutlet = 300,
  ) {}

  /** Records the article's sentences so the outlet's next posts are cleaned of them. */
  learn(outlet: string, text: string): void {
    const counts = this.seen.get(outlet) ?? new Map<string, number>();
    this.seen.set(outlet, counts);
    const recent = this.recent.get(outlet) ?? [];
    this.recent.set(outlet, recent);
    const keys = [...new Set(sentencesOf(text).map(sentenceKey))];
    recent.push(keys);
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const key of recent.length > this.memoryPerOutlet ? (recent.shift() ?? []) : []) {
      const left = (counts.get(key) ?? 0) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    }
  }

  /** The text without its known and learned boilerplate. */
  strip(outlet: string, text: string): string {
    const counts = this.seen.get(outlet);
    return sentencesOf(text)
      .filter((sentence) => {
        const key = sentenceKey(sentence);
        const folded = foldText(sentence);
        if (KNOWN_BOILERPLATE.some((pattern) => pattern.test(folded))) return false;
        return (counts?.get(key) ?? 0) < this.recurrenceThreshold;
      })
      .join('\n');
  }
}
