/**
 * Link and image addresses that try to smuggle a script scheme past a link
 * filter: entity-encoded, percent-encoded, split by whitespace, case-changed.
 * The site (in Chromium), a newsletter read back from the SMTP server and both
 * feeds render the same matrix, so one rule is seen to hold everywhere. Each
 * entry is one markdown line; `label` is the link text or image alt that must
 * survive (with its address emptied), so a test can tell "rendered and made
 * safe" from "silently dropped".
 */
export interface HostileLink {
  name: string;
  markdown: string;
  label: string;
}

const scripted: [string, string][] = [
  ['decimal entity letter', '&#106;avascript:alert(1)'],
  ['hex entity letter', '&#x6A;avascript:alert(1)'],
  ['zero-padded decimal entity', '&#0000106;avascript:alert(1)'],
  ['entity without semicolon', '&#106avascript:alert(1)'],
  ['named entity colon', 'javascript&colon;alert(1)'],
  ['numeric entity colon', 'javascript&#58;alert(1)'],
  ['percent-encoded letter', 'java%73cript:alert(1)'],
  ['percent-encoded colon', 'javascript%3Aalert(1)'],
  ['tab entity inside', 'jav&#x09;ascript:alert(1)'],
  ['newline entity inside', 'java&NewLine;script:alert(1)'],
  ['percent-encoded tab inside', 'jav%09ascript:alert(1)'],
  ['double entity-encoded', '&amp;#106;avascript:alert(1)'],
  ['upper case', 'JAVASCRIPT:alert(1)'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['entity-encoded vbscript', '&#118;bscript:msgbox(1)'],
  ['data html', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['entity-encoded data', '&#100;ata:text/html,x'],
];

export const HOSTILE_LINKS: HostileLink[] = [
  ...scripted.map(([name, address], index) => ({
    name: `link: ${name}`,
    markdown: `[hostile-link-${index}](${address})`,
    label: `hostile-link-${index}`,
  })),
  {
    name: 'link: tab inside an angle destination',
    markdown: '[hostile-link-tab](<jav\tascript:alert(1)>)',
    label: 'hostile-link-tab',
  },
  {
    name: 'link: leading space in an angle destination',
    markdown: '[hostile-link-space](< javascript:alert(1)>)',
    label: 'hostile-link-space',
  },
  {
    name: 'link: reference definition with an entity',
    markdown: '[hostile-link-ref][evil]\n\n[evil]: &#106;avascript:alert(1)',
    label: 'hostile-link-ref',
  },
  ...scripted.slice(0, 6).map(([name, address], index) => ({
    name: `image: ${name}`,
    markdown: `![hostile-image-${index}](${address})`,
    label: `hostile-image-${index}`,
  })),
  { name: 'image: mailto', markdown: '![hostile-image-mailto](mailto:a@example.com)', label: 'hostile-image-mailto' },
];

/** Addresses the same content holds that must come through untouched. */
export const FRIENDLY_LINKS = [
  { markdown: '[friendly-https](https://example.com/a?b=1&c=2)', href: 'https://example.com/a?b=1&c=2' },
  { markdown: '[friendly-mailto](mailto:editor@example.com)', href: 'mailto:editor@example.com' },
  { markdown: '![friendly-image](https://cdn.example.com/p.png)', href: 'https://cdn.example.com/p.png' },
];

/** All of the matrix as one markdown text, one entry per paragraph. */
export function hostileMarkdown(): string {
  return [...HOSTILE_LINKS.map((link) => link.markdown), ...FRIENDLY_LINKS.map((link) => link.markdown)].join('\n\n');
}

/**
 * Whether an address, as a browser or mail client reads it from the parsed
 * attribute (entities already decoded), could run or fetch something other
 * than a web page or mail: every percent-decoding round is checked after the
 * characters a URL parser ignores are dropped. Written apart from the
 * application's rule, so the test does not grade the code with itself.
 */
export function runsScript(address: string, kind: 'href' | 'src'): boolean {
  const allowed = kind === 'src' ? /^https?:/ : /^(?:https?|ircs?|mailto|xmpp):/;
  let current = address;
  for (let round = 0; round < 5; round++) {
    const bare = current.replace(/[\u0000-\u0020\u007f-\u00a0\u200b-\u200f\ufeff]/g, '').toLowerCase();
    if (/^[^:/?#]*:/.test(bare) && !allowed.test(bare)) return true;
    const next = current.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (next === current) return false;
    current = next;
  }
  return true;
}
