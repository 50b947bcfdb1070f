import { foldReleaseText } from './fold-release-text';

const FEATURE_MARKER = /\s*[([]?\s*\b(?:feat\.?|ft\.?|featuring|with)\s+([^()[\]]+?)\s*[)\]]?\s*$/i;

/** Names in a credit list: 'A, B & C' -> folded A, B, C. */
function creditNames(credit: string): string[] {
  return credit
    .split(/\s*(?:,|&|\band\b|\bx\b)\s*/i)
    .map(foldReleaseText)
    .filter(Boolean);
}

/**
 * Stores disagree on where a guest goes: 'Song (feat. B)' by A, or 'Song' by
 * 'A feat. B'. Both become the same primary artist, title and guest set.
 */
export function separateFeaturedCredits(artist: string, title: string): { artist: string; title: string; featured: string[] } {
  const featured: string[] = [];
  let cleanTitle = title;
  const inTitle = FEATURE_MARKER.exec(cleanTitle);
  if (inTitle && /feat|ft|featuring/i.test(inTitle[0])) {
    featured.push(...creditNames(inTitle[1]));
    cleanTitle = cleanTitle.slice(0, inTitle.index).trim();
  }
  let cleanArtist = artist;
  const inArtist = /\s+(?:feat\.?|ft\.?|featuring)\s+(.+)$/i.exec(cleanArtist);
  if (inArtist) {
    featured.push(...creditNames(inArtist[1]));
    cleanArtist = cleanArtist.slice(0, inArtist.index).trim();
  }
  return { artist: cleanArtist, title: cleanTitle, featured: [...new Set(featured)].sort() };
}
