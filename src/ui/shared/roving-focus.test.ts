import { describe, expect, it } from 'vitest';
import { rovingIndex, rovingTarget } from './roving-focus.ts';

describe('rovingTarget', () => {
  it.each([
    ['ArrowRight', 3, 4, 'horizontal', false, 0],
    ['ArrowLeft', 0, 4, 'horizontal', false, 3],
    ['ArrowDown', 1, 4, 'horizontal', false, undefined],
    ['ArrowDown', 1, 4, 'both', true, 2],
    ['ArrowUp', 0, 4, 'both', true, 3],
    ['Home', 2, 4, 'both', true, 0],
    ['End', 0, 4, 'horizontal', false, 3],
    [' ', 2, 4, 'both', true, 2],
    [' ', 2, 4, 'horizontal', false, undefined],
    ['Enter', 2, 4, 'both', true, undefined],
  ] as const)(
    '%j from %i of %i on %s (Space selects: %s) selects %s',
    (key, index, count, axis, isSpaceSelect, expected) => {
      expect(rovingTarget(key, index, count, { axis, isSpaceSelect })).toBe(expected);
    },
  );
});

describe('rovingIndex', () => {
  it.each([
    [['all', 'reading', 'input'], 'input', 2],
    [['all', 'reading', 'input'], 'missing', 0],
    [[], 'all', 0],
  ] as const)('in %j, %s is at %i', (items, selected, expected) => {
    expect(rovingIndex(items, (item) => item === selected)).toBe(expected);
  });
});
