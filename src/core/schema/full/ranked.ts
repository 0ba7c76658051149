/**
 * Inserts `item` after every item of lower or equal rank, keeping `items` and `ranks` side by side in
 * rank order. A schema has a handful of keywords, so this beats a sort, and it allocates nothing beyond
 * the two lists' growth (no splice, no pairs).
 */
export function insertRanked<T>(items: T[], ranks: number[], item: T, rank: number): void {
  let i = items.length;
  items.push(item);
  ranks.push(rank);
  for (; i > 0 && ranks[i - 1]! > rank; i--) {
    items[i] = items[i - 1]!;
    ranks[i] = ranks[i - 1]!;
  }
  items[i] = item;
  ranks[i] = rank;
}
