import { describe, expect, it } from 'vitest';
import { describeValue, isLabel, pointerToKey, quote } from './values.ts';

describe('isLabel', () => {
  it.each([
    ['a', true],
    ['select_tab', true],
    ['a.b-c_9', true],
    ['a'.repeat(80), true],
    ['a'.repeat(81), false],
    ['', false],
    ['A', false],
    ['9a', false],
    ['_a', false],
    ['a\n', false],
    [3, false],
  ])('says %j is a label: %s', (value, expected) => {
    expect(isLabel(value)).toBe(expected);
  });
});

describe('pointerToKey and quote', () => {
  it.each([
    ['limit', '/limit'],
    ['a/b', '/a~1b'],
    ['~1', '/~01'],
    ['', '/'],
  ])('points to %j as %j', (key, pointer) => {
    expect(pointerToKey(key)).toBe(pointer);
  });

  it('quotes short text as JSON and shortens long text to 40 code points', () => {
    expect(quote('query')).toBe('"query"');
    expect(quote('😀'.repeat(50))).toBe(`\u2068${JSON.stringify('😀'.repeat(40) + '…')}\u2069`);
  });

  it('isolates a quoted name that holds a direction control, and balances it', () => {
    expect(quote('safe_read\u2069\u202E')).toBe('\u2068"safe_read\u202E"\u202C\u2069');
  });
});

describe('describeValue', () => {
  it.each([
    ['x', 'a string'],
    [7, 'the number 7'],
    [1.5, 'the number 1.5'],
    [false, 'the boolean false'],
    [null, 'null'],
    [[], 'an array'],
    [{}, 'an object'],
    [new Date(0), 'a Date'],
    [undefined, 'undefined'],
  ])('names %o as %s', (value, words) => {
    expect(describeValue(value)).toBe(words);
  });
});
