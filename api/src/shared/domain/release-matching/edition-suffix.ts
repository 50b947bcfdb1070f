/*
 * Edition markers stores append to a title, and the label each one stands for.
 * Order matters: the longer phrasing is tried first.
 */
const EDITION_LABELS: { pattern: RegExp; label: string }[] = [
  { pattern: /^(?:super\s+)?deluxe(?:\s+(?:edition|version))?$/i, label: 'Deluxe' },
  { pattern: /^expanded(?:\s+(?:edition|version))?$/i, label: 'Expanded' },
  { pattern: /^explicit(?:\s+version)?$/i, label: 'Explicit' },
  { pattern: /^(?:clean|edited)(?:\s+version)?$/i, label: 'Clean' },
  { pattern: /^(?:\d{4}\s+)?remaster(?:ed)?(?:\s+\d{4})?(?:\s+(?:edition|version))?$/i, label: 'Remastered' },
  { pattern: /^\d+(?:th|st|nd|rd)\s+anniversary(?:\s+edition)?$/i, label: 'Anniversary' },
  { pattern: /^instrumentals?(?:\s+version)?$/i, label: 'Instrumental' },
];

/** Type markers: ' - Single' and ' - EP' say what kind of release the listing is. */
const TYPE_SUFFIXES: { pattern: RegExp; type: 'single' | 'EP' }[] = [
  { pattern: / - single$/i, type: 'single' },
  { pattern: / - ep$/i, type: 'EP' },
];

export interface SplitTitle {
  title: string;
  edition: string | null;
  typeHint: 'single' | 'EP' | null;
}

function editionLabel(marker: string): string | null {
  const trimmed = marker.trim();
  return EDITION_LABELS.find(({ pattern }) => pattern.test(trimmed))?.label ?? null;
}

/** The text of a trailing '(…)' or '[…]' and where it starts. */
function bracketedTail(title: string): { text: string; at: number } | null {
  const close = title.at(-1);
  if (close !== ')' && close !== ']') return null;
  const at = title.lastIndexOf(close === ')' ? '(' : '[');
  return at < 0 ? null : { text: title.slice(at + 1, -1), at };
}

/** The text after a trailing ' - ' and where the dash starts. */
function dashedTail(title: string): { text: string; at: number } | null {
  const at = title.lastIndexOf(' - ');
  return at < 0 ? null : { text: title.slice(at + 3), at };
}

/**
 * Peels edition and type markers off the end of a title, however many are
 * stacked: 'Velvet Trap (Deluxe Edition) [Explicit] - Single'. Only markers that
 * name an edition are removed, so 'Dreams (Interlude)' keeps its brackets.
 */
export function splitEditionSuffixes(rawTitle: string): SplitTitle {
  let title = rawTitle.replace(/\s+/g, ' ').trim();
  const editions: string[] = [];
  let typeHint: SplitTitle['typeHint'] = null;
  for (let peeled = true; peeled;) {
    peeled = false;
    for (const suffix of TYPE_SUFFIXES) {
      if (suffix.pattern.test(title)) {
        typeHint ??= suffix.type;
        title = title.replace(suffix.pattern, '').trim();
        peeled = true;
      }
    }
    for (const marker of [bracketedTail(title), dashedTail(title)]) {
      const label = marker ? editionLabel(marker.text) : null;
      if (marker && label) {
        editions.unshift(label);
        title = title.slice(0, marker.at).trim();
        peeled = true;
        break;
      }
    }
  }
  return { title, edition: editions.length > 0 ? editions.join(' ') : null, typeHint };
}
