/**
 * HTML character references decoded the way a browser decodes an attribute
 * value, for judging an address (not for display): every numeric reference
 * (decimal or hex, with or without its ';', out-of-range ones as U+FFFD) and
 * the named references that can change how an address's scheme reads.
 *
 * No named reference stands for an ASCII letter or digit, so the only named
 * ones that can complete a scheme are ':' and the tab and newline a browser
 * drops; the rest here undo a layer of encoding ('&amp;#106;'). A named
 * reference left undecoded keeps its '&' and ';', which no allowed scheme
 * contains, so an unknown one makes a judgement fail closed. A small table
 * keeps the full HTML entity list (30 kB) out of the page bundle.
 */
const NAMED: Record<string, string> = {
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  nbsp: '\u00a0',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  sol: '/',
  num: '#',
  quest: '?',
  percnt: '%',
  period: '.',
  plus: '+',
};

const REFERENCE = /&(?:#(\d+);?|#x([0-9a-f]+);?|([a-z]+);)/gi; // names are looked up case-sensitively

/** A numeric reference's character; zero, surrogates and anything past U+10FFFF read as U+FFFD. */
function fromDigits(digits: string, radix: 10 | 16): string {
  const significant = digits.replace(/^0+/, '');
  if (significant.length > (radix === 10 ? 7 : 6)) return '\ufffd';
  const codePoint = significant ? parseInt(significant, radix) : 0;
  const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
  return valid ? String.fromCodePoint(codePoint) : '\ufffd';
}

export function decodeCharacterReferences(text: string): string {
  return text.replace(REFERENCE, (reference, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromDigits(decimal, 10);
    if (hex !== undefined) return fromDigits(hex, 16);
    return name !== undefined && Object.prototype.hasOwnProperty.call(NAMED, name) ? NAMED[name] : reference;
  });
}
