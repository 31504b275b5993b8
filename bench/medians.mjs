// Medians over repeated runs: the benchmark reports them rather than means, so that one run on
// a machine busy with something else does not move the figure.

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of each figure over a list of runs with the same keys. */
export const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
