/** Precision, recall and F1 of one way of scoring a clustering against gold labels. */
export interface Scores {
  precision: number;
  recall: number;
  f1: number;
}

function f1Of(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

function groupSizes(labels: readonly string[]): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const label of labels) sizes.set(label, (sizes.get(label) ?? 0) + 1);
  return sizes;
}

const pairs = (count: number) => (count * (count - 1)) / 2;

/**
 * Over every pair of items: precision is the share of pairs put together that
 * belong together, recall the share of pairs that belong together that were put
 * together. Counted from the contingency table, not pair by pair.
 */
export function pairwiseScores(predicted: readonly string[], gold: readonly string[]): Scores {
  const joint = groupSizes(predicted.map((label, index) => `${label}\u0000${gold[index]}`));
  const together = [...joint.values()].reduce((sum, size) => sum + pairs(size), 0);
  const predictedPairs = [...groupSizes(predicted).values()].reduce((sum, size) => sum + pairs(size), 0);
  const goldPairs = [...groupSizes(gold).values()].reduce((sum, size) => sum + pairs(size), 0);
  const precision = predictedPairs === 0 ? 1 : together / predictedPairs;
  const recall = goldPairs === 0 ? 1 : together / goldPairs;
  return { precision, recall, f1: f1Of(precision, recall) };
}

/**
 * B-cubed: for each item, the share of its predicted cluster that shares its
 * gold label (precision) and the share of its gold cluster that shares its
 * predicted cluster (recall), averaged over items.
 */
export function bCubedScores(predicted: readonly string[], gold: readonly string[]): Scores {
  const joint = groupSizes(predicted.map((label, index) => `${label}\u0000${gold[index]}`));
  const predictedSizes = groupSizes(predicted);
  const goldSizes = groupSizes(gold);
  let precision = 0;
  let recall = 0;
  predicted.forEach((label, index) => {
    const shared = joint.get(`${label}\u0000${gold[index]}`) ?? 0;
    precision += shared / (predictedSizes.get(label) ?? 1);
    recall += shared / (goldSizes.get(gold[index]) ?? 1);
  });
  const count = Math.max(1, predicted.length);
  return { precision: precision / count, recall: recall / count, f1: f1Of(precision / count, recall / count) };
}
