/** A sparse vector of term weights, L2-normalised by whoever builds it for cosine. */
export type TermVector = Map<string, number>;

/** Raw term counts; the title counts twice since a headline names the event. */
export function termCounts(titleTerms: readonly string[], bodyTerms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of titleTerms) counts.set(term, (counts.get(term) ?? 0) + 2);
  for (const term of bodyTerms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

export function addCounts(into: Map<string, number>, counts: ReadonlyMap<string, number>, sign: 1 | -1 = 1): void {
  for (const [term, count] of counts) {
    const next = (into.get(term) ?? 0) + sign * count;
    if (next > 0) into.set(term, next);
    else into.delete(term);
  }
}

export function cosine(left: TermVector, right: TermVector): number {
  const [small, large] = left.size <= right.size ? [left, right] : [right, left];
  let dot = 0;
  for (const [term, weight] of small) dot += weight * (large.get(term) ?? 0);
  return dot;
}
