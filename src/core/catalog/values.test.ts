import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCodePoints, fitsCodePoints, isLabel, isPlainObject, pointerToKey, quote } from './values.ts';

describe('countCodePoints', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['😀', 1],
    ['a😀b', 3],
    ['가나다', 3],
    ['\ud800', 1],
    ['\udc00\ud800', 2],
    ['\ud83d\ude00\ud83d', 2],
  ])('counts %j as %i code points', (text, count) => {
    expect(countCodePoints(text)).toBe(count);
  });

  it('agrees with string iteration for every string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary-ascii' }), (a, b) => {
        const text = a + b;
        expect(countCodePoints(text)).toBe([...text].length);
      }),
    );
  });
});

describe('fitsCodePoints', () => {
  it('decides by UTF-16 length when it can and counts otherwise', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 30 }),
        fc.integer({ min: 1, max: 30 }),
        (text, max) => {
          expect(fitsCodePoints(text, max)).toBe([...text].length <= max);
        },
      ),
    );
  });
});

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

describe('isPlainObject', () => {
  it.each([
    ['{}', {}, true],
    ['a null-prototype object', Object.create(null), true],
    ['an array', [], false],
    ['null', null, false],
    ['a Date', new Date(0), false],
    ['a Map', new Map(), false],
    ['an instance of a class', new (class Point {})(), false],
    ['a string', 'x', false],
  ])('says %s is plain: %s', (_label, value, expected) => {
    expect(isPlainObject(value)).toBe(expected);
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
    expect(quote('😀'.repeat(50))).toBe(JSON.stringify('😀'.repeat(40) + '…'));
  });
});
