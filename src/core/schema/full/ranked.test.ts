import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertRanked } from './ranked.ts';

describe('insertRanked', () => {
  it('keeps items in rank order, equal ranks in the order they came (a stable sort)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 12 }), (incoming) => {
        const items: number[] = [];
        const ranks: number[] = [];
        incoming.forEach((rank, arrival) => insertRanked(items, ranks, arrival, rank));
        const sorted = incoming.map((rank, arrival) => ({ rank, arrival })).sort((a, b) => a.rank - b.rank);
        expect(items).toEqual(sorted.map((entry) => entry.arrival));
        expect(ranks).toEqual(sorted.map((entry) => entry.rank));
      }),
    );
  });
});
