import type { TermVector } from './term-vector';

/**
 * How many articles of the active window carry each term. The window slides,
 * so articles are added when they arrive and removed when they age out: a word
 * everybody uses this week (a festival's name) stops counting as evidence.
 */
export class DocumentFrequency {
  private readonly frequencies = new Map<string, number>();
  private documents = 0;

  add(terms: Iterable<string>): void {
    this.documents++;
    for (const term of terms) this.frequencies.set(term, (this.frequencies.get(term) ?? 0) + 1);
  }

  remove(terms: Iterable<string>): void {
    this.documents = Math.max(0, this.documents - 1);
    for (const term of terms) {
      const next = (this.frequencies.get(term) ?? 0) - 1;
      if (next > 0) this.frequencies.set(term, next);
      else this.frequencies.delete(term);
    }
  }

  get size(): number {
    return this.documents;
  }

  /** Smoothed IDF; an unseen term gets the highest weight the window allows. */
  idf(term: string): number {
    return Math.log((this.documents + 1) / ((this.frequencies.get(term) ?? 0) + 1)) + 1;
  }

  /** Log-scaled TF times IDF, L2-normalised. */
  weigh(counts: ReadonlyMap<string, number>): TermVector {
    const vector: TermVector = new Map();
    let norm = 0;
    for (const [term, count] of counts) {
      const weight = (1 + Math.log(count)) * this.idf(term);
      vector.set(term, weight);
      norm += weight * weight;
    }
    const length = Math.sqrt(norm) || 1;
    for (const [term, weight] of vector) vector.set(term, weight / length);
    return vector;
  }
}
