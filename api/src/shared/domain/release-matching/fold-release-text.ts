/**
 * The comparable form of an artist or title: case, accents, quotes and
 * punctuation gone, '&' read as 'and', a leading 'The' dropped, spaces squeezed.
 */
export function foldReleaseText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`"\u201c\u201d]/g, '')
    .replace(/[&+]/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the\s+/, '');
}
