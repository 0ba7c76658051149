import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextIndex } from './next-index.ts';

describe('nextIndex', () => {
  it.each([
    ['ArrowDown', 0, 5, 'vertical', false, 1],
    ['ArrowDown', 4, 5, 'vertical', false, 4],
    ['ArrowUp', 0, 5, 'vertical', false, 0],
    ['ArrowDown', 4, 5, 'vertical', true, 0],
    ['ArrowUp', 0, 5, 'vertical', true, 4],
    ['ArrowRight', 2, 5, 'horizontal', true, 3],
    ['ArrowLeft', 0, 3, 'horizontal', true, 2],
    ['ArrowRight', 1, 3, 'both', true, 2],
    ['ArrowDown', 2, 3, 'both', true, 0],
    ['Home', 3, 5, 'vertical', false, 0],
    ['End', 1, 5, 'horizontal', true, 4],
  ] as const)('%s from %i of %i on %s (wrap %s) goes to %i', (key, index, count, axis, wrap, expected) => {
    expect(nextIndex(key, { index, count, axis, wrap })).toBe(expected);
  });

  it.each([
    ['ArrowLeft', 'vertical'],
    ['ArrowDown', 'horizontal'],
    ['Enter', 'both'],
    ['a', 'vertical'],
    ['toString', 'vertical'],
    ['__proto__', 'both'],
  ] as const)('ignores %s on a %s widget', (key, axis) => {
    expect(nextIndex(key, { index: 1, count: 3, axis, wrap: false })).toBeUndefined();
  });

  it('moves nowhere in an empty widget', () => {
    expect(nextIndex('Home', { index: 0, count: 0, axis: 'vertical', wrap: false })).toBeUndefined();
  });

  it('always lands inside the widget', () => {
    const keys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End'];
    fc.assert(
      fc.property(
        fc.constantFrom(...keys),
        fc.integer({ min: 1, max: 50 }),
        fc.nat(49),
        fc.boolean(),
        (key, count, start, wrap) => {
          const index = start % count;
          const target = nextIndex(key, { index, count, axis: 'both', wrap });
          return target !== undefined && target >= 0 && target < count;
        },
      ),
    );
  });
});
