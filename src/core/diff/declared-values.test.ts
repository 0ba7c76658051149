import { describe, expect, it } from 'vitest';
import { isDeclaredValue } from './declared-values.ts';

const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});
const str = { type: 'string' };

describe('isDeclaredValue', () => {
  it.each([
    ['declared keys only', obj({ a: str, b: str }), { a: 'x' }, true],
    ['an undeclared key of an open object', obj({ a: str }), { a: 'x', z: 1 }, false],
    ['an undeclared key below a declared one', obj({ o: obj({ a: str }) }), { o: { z: 1 } }, false],
    [
      'an undeclared key in an array item',
      obj({ l: { type: 'array', items: obj({ a: str }) } }),
      { l: [{}, { z: 1 }] },
      false,
    ],
    ['any key of an object that declares no properties', { type: 'object' }, { z: 1 }, true],
    [
      'a key an additionalProperties schema declares',
      obj({}, { additionalProperties: str }),
      { z: 'x' },
      true,
    ],
    [
      'an undeclared key inside a map value',
      obj({}, { additionalProperties: obj({ a: str }) }),
      { m: { z: 1 } },
      false,
    ],
    ['a key the object requires without declaring it', obj({ a: str }, { required: ['z'] }), { z: 1 }, true],
    ['any key below a combinator', { anyOf: [obj({ a: str }), obj({ b: str })] }, { a: 'x', b: 'y' }, true],
    ['any key beside a $ref', { ...obj({ a: str }), $ref: '#/$defs/t', $defs: { t: {} } }, { z: 1 }, true],
    [
      'an undeclared key behind a $ref alone',
      { $ref: '#/$defs/t', $defs: { t: obj({ a: str }) } },
      { z: 1 },
      false,
    ],
    ['a value that is no object', obj({ a: str }), 'text', true],
  ])('%s: %s', (_name, schema, value, expected) => {
    expect(isDeclaredValue(value, schema, schema)).toBe(expected);
  });

  it('answers a recursive schema and a deep value in bounded time', () => {
    const tree = {
      $defs: { node: obj({ kids: { type: 'array', items: { $ref: '#/$defs/node' } } }) },
      $ref: '#/$defs/node',
    };
    let value: unknown = { kids: [] };
    for (let i = 0; i < 10_000; i++) value = { kids: [value] };
    expect(isDeclaredValue(value, tree, tree)).toBe(true);
    expect(isDeclaredValue({ kids: [{ kids: [], z: 1 }] }, tree, tree)).toBe(false);
  });
});
