import { foldReleaseText } from './fold-release-text';

/* How stores write a guest credit, in a title or after an artist's name. */
const TITLE_MARKERS = [' (feat. ', ' [feat. ', ' (ft. ', ' [ft. ', ' (featuring ', ' feat. ', ' ft. ', ' featuring '];
const ARTIST_MARKERS = [' feat. ', ' ft. ', ' featuring ', ' feat ', ' ft '];

/** Splits at the first credit marker: the text before it and the credit after it, brackets removed. */
function splitAtMarker(text: string, markers: readonly string[]): { before: string; credit: string } | null {
  const lower = text.replace(/\s+/g, ' ').toLowerCase();
  const found = markers
    .map((marker) => ({ marker, at: lower.indexOf(marker) }))
    .filter(({ at }) => at >= 0)
    .sort((left, right) => left.at - right.at)[0];
  if (!found) return null;
  const normalised = text.replace(/\s+/g, ' ');
  const after = normalised.slice(found.at + found.marker.length);
  if (!found.marker.includes('(') && !found.marker.includes('[')) {
    return { before: normalised.slice(0, found.at).trim(), credit: after.trim() };
  }
  // A bracketed credit may be followed by more title: 'Song (feat. B) - Single'.
  const close = after.search(/[)\]]/);
  const credit = close >= 0 ? after.slice(0, close) : after;
  const rest = close >= 0 ? after.slice(close + 1) : '';
  return { before: `${normalised.slice(0, found.at)}${rest}`.trim(), credit: credit.trim() };
}

/** Names in a credit list: 'A, B & C' -> folded A, B, C. */
function creditNames(credit: string): string[] {
  return credit
    .split(/,|&|\band\b|\bx\b/i)
    .map(foldReleaseText)
    .filter(Boolean);
}

/**
 * Stores disagree on where a guest goes: 'Song (feat. B)' by A, or 'Song' by
 * 'A feat. B'. Both become the same primary artist, title and guest set.
 */
export function separateFeaturedCredits(
  artist: string,
  title: string,
): { artist: string; title: string; featured: string[] } {
  const featured: string[] = [];
  const inTitle = splitAtMarker(title, TITLE_MARKERS);
  if (inTitle) featured.push(...creditNames(inTitle.credit));
  const inArtist = splitAtMarker(artist, ARTIST_MARKERS);
  if (inArtist) featured.push(...creditNames(inArtist.credit));
  return {
    artist: inArtist?.before ?? artist.trim(),
    title: inTitle?.before ?? title.trim(),
    featured: [...new Set(featured)].sort(),
  };
}
