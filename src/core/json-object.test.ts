import { describe, expect, it } from 'vitest';
import { setOwn, withKey, withoutKey, withoutKeys } from './json-object.ts';

describe('setOwn', () => {
  it('keeps `__proto__` an own key, as JSON.parse makes it', () => {
    const target: Record<string, unknown> = {};
    setOwn(target, '__proto__', { polluted: true });
    expect(Object.keys(target)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(JSON.stringify(target)).toBe('{"__proto__":{"polluted":true}}');
  });
});

describe('withKey, withoutKey and withoutKeys', () => {
  const object = JSON.parse('{"a":1,"__proto__":2,"b":3}') as Record<string, unknown>;

  it('copy an object with a key set or removed, leaving the original alone', () => {
    expect(JSON.stringify(withKey(object, 'a', 9))).toBe('{"a":9,"__proto__":2,"b":3}');
    expect(JSON.stringify(withKey(object, 'c', 4))).toBe('{"a":1,"__proto__":2,"b":3,"c":4}');
    expect(JSON.stringify(withoutKey(object, 'a'))).toBe('{"__proto__":2,"b":3}');
    expect(JSON.stringify(withoutKeys(object, ['a', '__proto__']))).toBe('{"b":3}');
    expect(JSON.stringify(object)).toBe('{"a":1,"__proto__":2,"b":3}');
  });

  it('read a value that is not an object as the empty object', () => {
    expect(withKey(null, 'a', 1)).toEqual({ a: 1 });
    expect(withoutKey([1, 2], 'a')).toEqual({});
  });
});
