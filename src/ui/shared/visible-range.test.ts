import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scrollToShow, visibleRange } from './visible-range.ts';

describe('visibleRange', () => {
  it.each([
    [0, 360, 36, 1000, 0, { start: 0, end: 10 }],
    [0, 360, 36, 1000, 5, { start: 0, end: 15 }],
    [3600, 360, 36, 1000, 5, { start: 95, end: 115 }],
    [35_640, 360, 36, 1000, 5, { start: 985, end: 1000 }],
    [0, 360, 36, 0, 5, { start: 0, end: 0 }],
    [-50, 360, 36, 3, 5, { start: 0, end: 3 }],
  ])(
    'at scrollTop %i (viewport %i, row %i, %i rows, overscan %i) renders %j',
    (scrollTop, viewport, row, count, overscan, expected) => {
      expect(visibleRange({ scrollTop, viewport, row, count, overscan })).toEqual(expected);
    },
  );

  it('always covers every row that is in view', () => {
    fc.assert(
      fc.property(
        fc.nat(2000),
        fc.nat(50_000),
        fc.integer({ min: 1, max: 800 }),
        (count, scrollTop, viewport) => {
          const { start, end } = visibleRange({ scrollTop, viewport, row: 36, count, overscan: 2 });
          const firstInView = Math.min(count, Math.floor(scrollTop / 36));
          const lastInView = Math.min(count, Math.ceil((scrollTop + viewport) / 36));
          return start <= firstInView && end >= lastInView && start >= 0 && end <= count;
        },
      ),
    );
  });
});

describe('scrollToShow', () => {
  it.each([
    [{ top: 100, height: 36, scrollTop: 0, viewport: 360 }, 0],
    [{ top: 400, height: 36, scrollTop: 0, viewport: 360 }, 76],
    [{ top: 36, height: 36, scrollTop: 200, viewport: 360 }, 36],
  ])('scrolls %j to %i', (input, expected) => {
    expect(scrollToShow(input)).toBe(expected);
  });
});
