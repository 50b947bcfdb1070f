/**
 * Plain-text views of the demo markdown. The article screens read `content` as
 * plain text and `wordCount` as the length of what a reader reads, so both are
 * derived from the one markdown body instead of being written (and drifting) twice.
 */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images keep their alt text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1') // links keep their label
    .replace(/^\s{0,3}#{1,6}\s+/gm, '') // heading marks
    .replace(/^\s{0,3}>\s?/gm, '') // blockquote marks
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '') // list markers
    .replace(/(\*\*|__|\*|_|`)/g, '') // emphasis and code marks
    .replace(/^\s*-{3,}\s*$/gm, '') // rules
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words a reader sees: whitespace-separated tokens holding at least one letter or digit. */
export function countWords(markdownOrText: string): number {
  return markdownToPlainText(markdownOrText)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
