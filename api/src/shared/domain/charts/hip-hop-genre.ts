/** The words a source or an artist profile uses for hip hop: 'Hip-Hop/Rap', 'Hip Hop', 'rap', 'trap', 'drill'. */
const HIP_HOP_WORDS = /\bhip[\s-]?hop\b|\brap\b|\btrap\b|\bdrill\b|\bgrime\b/i;

export function isHipHopGenre(genre: string): boolean {
  return HIP_HOP_WORDS.test(genre);
}

/**
 * Whether an entry belongs on the hip hop chart: the source's own genres
 * decide when it gives any; otherwise the artist's genre on our profile;
 * otherwise it stays (the source was chosen as a hip hop chart).
 */
export function belongsOnHipHopChart(sourceGenres: readonly string[], artistGenre: string | null): boolean {
  const named = sourceGenres.filter((genre) => genre.trim() && genre.trim().toLowerCase() !== 'music');
  if (named.length > 0) return named.some(isHipHopGenre);
  if (artistGenre) return isHipHopGenre(artistGenre);
  return true;
}
