import { describe, expect, it } from 'vitest';
import { previewValue, valueAt } from './preview-value.ts';

describe('previewValue', () => {
  it.each([
    ['text', '"text"'],
    [12, '12'],
    [true, 'true'],
    [null, 'null'],
    [{ a: [1, 2] }, '{"a": [1, 2]}'],
    ['<script>alert(1)</script>', '"<script>alert(1)</script>"'],
  ])('renders %j as %s', (value, expected) => {
    expect(previewValue(value)).toBe(expected);
  });

  it('truncates long strings with an ellipsis', () => {
    const preview = previewValue('x'.repeat(1_000_000), 50);
    expect(preview).toHaveLength(50);
    expect(preview.endsWith('…')).toBe(true);
  });

  it('stops at depth four in 100,000 levels of nesting', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(previewValue(deep)).toBe('[[[[[…]]]]]');
  });

  it('shows a __proto__ key as data', () => {
    expect(previewValue(JSON.parse('{"__proto__": {"x": 1}}'))).toBe('{"__proto__": {"x": 1}}');
  });
});

describe('valueAt', () => {
  it.each([
    [{ a: { b: 2 } }, ['a', 'b'], { found: true, value: 2 }],
    [{ a: [5, 6] }, ['a', '1'], { found: true, value: 6 }],
    [{ a: 1 }, ['b'], { found: false }],
    [{ a: 1 }, ['toString'], { found: false }],
    [{ a: 1 }, [], { found: true, value: { a: 1 } }],
  ])('finds %j at %j', (root, tokens, expected) => {
    expect(valueAt(root, tokens)).toEqual(expected);
  });
});
