import { separateFeaturedCredits } from '../release-matching/featured-credits';
import { foldReleaseText } from '../release-matching/fold-release-text';

/**
 * The key that makes two sources' entries one song: the primary artist and
 * the title folded as releases fold them, guests set aside (stores disagree
 * on where 'feat.' goes). An ISRC, where a source gives one, wins over it.
 */
export function chartSongKey(artist: string, title: string): string {
  const credits = separateFeaturedCredits(artist, title);
  return `${foldReleaseText(credits.artist)}|${foldReleaseText(credits.title)}`;
}

/** 'US-UM7-24-00001' and 'usum72400001' are the same ISRC; anything else is none. */
export function normaliseIsrc(value: string | null | undefined): string | null {
  const compact = (value ?? '').replace(/[-\s]/g, '').toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(compact) ? compact : null;
}

/** The artist a chart credits, guests set aside: 'Drake feat. Future' -> 'Drake'. */
export function primaryArtist(artist: string, title: string): { artist: string; title: string } {
  const credits = separateFeaturedCredits(artist, title);
  return { artist: credits.artist, title: credits.title };
}
