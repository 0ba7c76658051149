import { describe, expect, it } from 'vitest';
import { isLabel, pointerToKey } from './values.ts';

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

describe('pointerToKey', () => {
  it.each([
    ['limit', '/limit'],
    ['a/b', '/a~1b'],
    ['~1', '/~01'],
    ['', '/'],
  ])('points to %j as %j', (key, pointer) => {
    expect(pointerToKey(key)).toBe(pointer);
  });
});
