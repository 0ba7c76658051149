import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { previewJson, PREVIEW_LIMITS, type Elision, type PreviewLimits } from './json-preview.ts';

const marker = (elision: Elision) =>
  elision.kind === 'depth' ? `…deeper than ${elision.limit}` : `… ${elision.total - elision.shown} more`;
const text = (value: unknown, limits: PreviewLimits = PREVIEW_LIMITS) =>
  previewJson(value, marker, limits)
    .tokens.map((token) => token.text)
    .join('');

describe('previewJson', () => {
  it('writes exactly what JSON.stringify(value, null, 2) writes when nothing is over a limit', () => {
    const big = { items: 1000, keys: 1000, depth: 1000, tokens: 1_000_000 };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(text(value, big)).toBe(JSON.stringify(value, null, 2));
      }),
    );
  });

  it('draws the first 50 of 1,000,000 enum values and says how many were left out, with the pointer', () => {
    const schema = { type: 'object', properties: { z: { enum: Array(1_000_000).fill(0) } } };
    const preview = previewJson(schema, marker);
    expect(preview.elisions).toEqual([
      { kind: 'items', pointer: '/properties/z/enum', total: 1_000_000, shown: 50 },
    ]);
    expect(preview.tokens.filter((token) => token.kind === 'number')).toHaveLength(50);
    expect(preview.tokens.filter((token) => token.kind === 'elided').map((t) => t.text)).toEqual([
      '… 999950 more',
    ]);
    expect(preview.isCut).toBe(false);
  });

  it('draws the first keys of a wide object, escaping its pointer', () => {
    const wide = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]));
    const preview = previewJson({ 'a/b~': wide }, marker);
    expect(preview.elisions).toEqual([{ kind: 'keys', pointer: '/a~1b~0', total: 300, shown: 200 }]);
  });

  it('stops at the depth limit without recursion, for a value nested 100,000 deep', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const preview = previewJson(deep, marker);
    expect(preview.elisions).toEqual([
      { kind: 'depth', pointer: '/0'.repeat(PREVIEW_LIMITS.depth), limit: 32 },
    ]);
    expect(preview.tokens.length).toBeLessThan(PREVIEW_LIMITS.tokens);
  });

  it('stops after the token budget, however the value is shaped', () => {
    const grid = Array.from({ length: 50 }, () => Array.from({ length: 50 }, () => Array(50).fill(1)));
    const preview = previewJson(grid, marker);
    expect(preview.isCut).toBe(true);
    expect(preview.tokens.length).toBeLessThanOrEqual(PREVIEW_LIMITS.tokens + 8);
  });
});
