/**
 * What a reader sees of a markdown text: link and image targets, heading,
 * quote and list marks, emphasis and rules removed; paragraphs kept. The word
 * count and the card excerpts both read this, so markup never counts as words
 * nor shows on a card. Backslash escapes ('\\[', '\\#', '\\<') read as the
 * character they escape, and that character is never taken for a mark.
 */
export function markdownToPlainText(markdown: string): string {
  return shieldEscapes(markdown)
    .replace(/!\[([^[\]]*)\]\([^()]*\)/g, '$1') // images keep their alt text
    .replace(/\[([^[\]]+)\]\([^()]*\)/g, '$1') // links keep their label
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '') // heading marks
    .replace(/^[ \t]{0,3}>[ \t]?/gm, '') // blockquote marks
    .replace(/^[ \t]*(?:[-*+]|\d+\.)[ \t]+/gm, '') // list markers
    .replace(/(\*\*|__|[*_`])/g, '') // emphasis and code marks
    .replace(/^[ \t]*-{3,}[ \t]*$/gm, '') // rules
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .replace(SHIELDED, (c) => String.fromCharCode(c.charCodeAt(0) - SHIELD_OFFSET));
}

/** An escaped ASCII punctuation character is parked in the private use area while the marks are removed. */
const SHIELD_OFFSET = 0xe000;
const SHIELDED = /[\ue021-\ue07e]/g;

function shieldEscapes(markdown: string): string {
  return markdown.replace(/\\([!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~])/g, (_, c: string) =>
    String.fromCharCode(c.charCodeAt(0) + SHIELD_OFFSET),
  );
}
