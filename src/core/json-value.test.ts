import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneJson, countCodePoints, isJsonKind, isPlainObject, valueKind } from './json-value.ts';

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
    ['x'.repeat(300) + '😀가', 302],
    ['가'.repeat(300) + '\ud800', 301],
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

describe('countCodePoints with an early stop', () => {
  it('stops counting once the count passes the bound, and is exact up to it', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), fc.nat(30), (text, stopAbove) => {
        const exact = [...text].length;
        const counted = countCodePoints(text, stopAbove);
        expect(counted).toBe(exact <= stopAbove ? exact : stopAbove + 1);
      }),
    );
  });

  it.each([
    ['x'.repeat(600), 500, 501],
    ['x'.repeat(400) + '😀'.repeat(200), 500, 501],
    ['x'.repeat(400) + '😀'.repeat(50), 500, 450],
    ['😀'.repeat(400) + 'x'.repeat(200), 500, 501],
  ])('stops at the bound before and after the first surrogate pair (%#)', (text, stopAbove, count) => {
    expect(countCodePoints(text, stopAbove)).toBe(count);
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

describe('valueKind', () => {
  class Point {}
  it.each([
    ['a string', 'x', 'string'],
    ['an integer', 3, 'integer'],
    ['1.0', 1.0, 'integer'],
    ['a fraction', 1.5, 'number'],
    ['NaN', NaN, 'NaN'],
    ['-Infinity', -Infinity, '-Infinity'],
    ['a boolean', true, 'boolean'],
    ['null', null, 'null'],
    ['an array', [1], 'array'],
    ['{}', {}, 'object'],
    ['a null-prototype object', Object.create(null), 'object'],
    ['undefined', undefined, 'undefined'],
    ['a function', () => 1, 'a function'],
    ['a symbol', Symbol('s'), 'a symbol'],
    ['a Date', new Date(0), 'a Date'],
    ['a Map', new Map(), 'a Map'],
    ['a RegExp', /x/, 'a RegExp'],
    ['an Error', new Error('x'), 'an Error'],
    ['a Uint8Array', new Uint8Array(1), 'a Uint8Array'],
    ['a class instance', new Point(), 'an instance of Point'],
    [
      'an object under a null-prototype object',
      Object.create(Object.create(null)),
      'an object with a custom prototype',
    ],
  ])('names %s', (_label, value, kind) => {
    expect(valueKind(value)).toBe(kind);
  });

  it('names a revoked proxy without throwing', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(valueKind(proxy)).toBe('an object that could not be inspected');
  });

  it('names a bigint as "a bigint"', () => {
    expect(valueKind(BigInt(1))).toBe('a bigint');
  });

  it('answers a JSON kind exactly for what JSON.parse can make', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(isJsonKind(valueKind(JSON.parse(JSON.stringify(value))))).toBe(true);
      }),
    );
  });
});

describe('cloneJson', () => {
  it('copies every own key onto fresh objects, "__proto__" as a key, sharing no object', () => {
    const value = JSON.parse(
      '{"__proto__": {"x": 1}, "constructor": [2], "toString": {"a": null}}',
    ) as object;
    const copy = cloneJson(value) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toEqual({ x: 1 });
    expect(copy.constructor).toEqual([2]);
    expect(copy.toString).not.toBe((value as Record<string, unknown>).toString);
    expect(copy).toEqual(value);
  });
});
