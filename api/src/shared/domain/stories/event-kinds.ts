import { stem } from './tokenize';

/*
 * What happened, as opposed to who it happened to. One artist's tour announced,
 * two dates cancelled and a single dropped share names and places but not these
 * words, so two articles whose events disagree are kept apart however alike
 * their other words are.
 */
const EVENT_WORDS: Record<string, readonly string[]> = {
  cancellation: [
    'cancel',
    'cancelled',
    'canceled',
    'cancellation',
    'postpone',
    'postponed',
    'scrapped',
    'called off',
    'pulled out',
    'axed',
  ],
  tour: ['tour', 'tours', 'headline', 'headlining', 'dates', 'arena run', 'residency'],
  release: [
    'release',
    'released',
    'drops',
    'dropped',
    'single',
    'album',
    'mixtape',
    'ep',
    'tracklist',
    'out now',
    'surprise-released',
    'debut',
    'video',
    'visual',
  ],
  legal: [
    'arrest',
    'arrested',
    'charged',
    'charges',
    'custody',
    'lawsuit',
    'sued',
    'sues',
    'court',
    'bail',
    'indicted',
    'police',
    'prosecutors',
    'jail',
    'dismissed',
    'acquitted',
    'cleared',
    'case',
  ],
  signing: ['sign', 'signs', 'signed', 'signing', 'deal', 'joins', 'inks', 'inked', 'imprint'],
  award: ['award', 'awards', 'nominated', 'nomination', 'nominations', 'wins', 'won', 'grammy', 'trophy'],
  feud: ['diss', 'beef', 'feud', 'responds', 'fires back', 'shots', 'jab'],
  festival: ['festival', 'lineup', 'line-up', 'billed', 'bill'],
  // 'sales' and 'streams' are left out: tickets go on sale and singles stream.
  chart: [
    'chart',
    'charts',
    'chart-topping',
    'number one',
    'no. 1',
    'debuts at',
    'first-week',
    'certified',
    'platinum',
  ],
  health: ['hospital', 'hospitalized', 'hospitalised', 'injury', 'injured', 'recovering', 'surgery'],
};

type EventKind = keyof typeof EVENT_WORDS;

const SINGLE_WORD_KINDS = new Map<string, EventKind[]>();
const PHRASE_KINDS: { phrase: RegExp; kind: EventKind }[] = [];
for (const [kind, cues] of Object.entries(EVENT_WORDS)) {
  for (const cue of cues) {
    if (/[\s.-]/.test(cue)) {
      PHRASE_KINDS.push({ phrase: new RegExp(`\\b${cue.replace(/\./g, '\\.')}\\b`), kind });
    } else {
      const key = stem(cue);
      SINGLE_WORD_KINDS.set(key, [...(SINGLE_WORD_KINDS.get(key) ?? []), kind]);
    }
  }
}

/**
 * The kinds of event a headline and lede report, weighted by how often their
 * cues appear; the headline counts three times, since a lede mentions history.
 */
export function eventProfile(
  titleTerms: readonly string[],
  ledeTerms: readonly string[],
  foldedTitle: string,
): Map<string, number> {
  const profile = new Map<string, number>();
  const count = (terms: readonly string[], weight: number) => {
    for (const term of terms) {
      for (const kind of SINGLE_WORD_KINDS.get(term) ?? []) profile.set(kind, (profile.get(kind) ?? 0) + weight);
    }
  };
  count(titleTerms, 3);
  count(ledeTerms, 1);
  for (const { phrase, kind } of PHRASE_KINDS) {
    if (phrase.test(foldedTitle)) profile.set(kind, (profile.get(kind) ?? 0) + 3);
  }
  return profile;
}

/*
 * The more specific event wins: "cancels two tour dates" is a cancellation, not
 * a tour, and "signs to a label, teases an album" is a signing.
 */
const SPECIFICITY: readonly EventKind[] = [
  'cancellation',
  'legal',
  'health',
  'feud',
  'award',
  'chart',
  'signing',
  'festival',
  'tour',
  'release',
];

/**
 * Two reports of one event may stress different sides of it (a festival's
 * lineup, its headliners), but each names the other's main event somewhere in
 * its headline or lede; a cancellation never reads like its tour announcement.
 */
export function eventsAgree(
  left: { event: string | null; eventProfile: ReadonlyMap<string, number> },
  right: { event: string | null; eventProfile: ReadonlyMap<string, number> },
): boolean {
  if (!left.event || !right.event) return true;
  return right.eventProfile.has(left.event) && left.eventProfile.has(right.event);
}

/**
 * The event an article reports: the most specific kind its headline names, or
 * failing that one its lede names twice; null when nothing eventful is said.
 */
export function dominantEvent(profile: ReadonlyMap<string, number>): string | null {
  for (const threshold of [3, 2]) {
    const kind = SPECIFICITY.find((candidate) => (profile.get(candidate) ?? 0) >= threshold);
    if (kind) return kind;
  }
  return null;
}
