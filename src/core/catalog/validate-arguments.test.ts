import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbArgumentsFor, arbCatalogItems, withOwnKey } from './arbitraries.ts';
import { loadCatalog } from './load-catalog.ts';
import { testItems } from './test-catalog.ts';
import type { Catalog } from './types.ts';
import { validateArguments } from './validate-arguments.ts';

function loaded(items: unknown): Catalog {
  const result = loadCatalog(items);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

function prototypeSnapshot(): string {
  const names = Object.getOwnPropertyNames(Object.prototype).sort();
  return JSON.stringify(
    names.map((name) => [name, typeof Object.getOwnPropertyDescriptor(Object.prototype, name)]),
  );
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const key of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { inner: value };
  return value;
}

const catalog = loaded(testItems());

describe('validateArguments', () => {
  it('accepts a valid shape and says plainly that nothing is authorized or executed', () => {
    const args = { query: 'search box', limit: 3 };
    const result = validateArguments(catalog, 'observe', args);
    expect(result).toEqual({
      ok: true,
      value: { name: 'observe', arguments: args, shape_valid: true, authorized: false, executed: false },
    });
    expect(result.ok && result.value.arguments).not.toBe(args);
  });

  it('finds tools exactly as discover under all does', () => {
    expect(validateArguments(catalog, 'evaluate', { script: 'x' })).toMatchObject({
      error: { code: 'TOOL_NOT_AVAILABLE_IN_FAMILY', path: '/name' },
    });
    expect(validateArguments(catalog, 'Observe', {})).toMatchObject({
      error: { code: 'INVALID_LABEL', path: '/name' },
    });
    expect(validateArguments(catalog, 42 as unknown as string, {})).toMatchObject({
      error: { code: 'INVALID_LABEL' },
    });
    expect(validateArguments(catalog, 'navigate', {})).toMatchObject({
      error: { code: 'TOOL_NOT_AVAILABLE_IN_FAMILY', path: '/name' },
    });
  });

  it.each<[string, unknown, string, string]>([
    ['arguments that are not an object', 'query', 'INVALID_ARGUMENT_KEYS', ''],
    ['null arguments', null, 'INVALID_ARGUMENT_KEYS', ''],
    ['an array of arguments', [{ query: 'a' }], 'INVALID_ARGUMENT_KEYS', ''],
    ['an undeclared key', { query: 'a', script: 'alert(1)' }, 'INVALID_ARGUMENT_KEYS', '/script'],
    ['an unknown key before a bad value', { query: 1, scr: 'x' }, 'INVALID_ARGUMENT_KEYS', '/scr'],
    ['a missing required key', { limit: 3 }, 'INVALID_ARGUMENT_KEYS', '/query'],
    ['a missing key with a bad value', { limit: 'three' }, 'INVALID_ARGUMENT_KEYS', '/query'],
    ['a missing key before an unknown key', { script: 'x' }, 'INVALID_ARGUMENT_KEYS', '/query'],
    ['a missing key after an unknown key', { limit: 1, script: 'x' }, 'INVALID_ARGUMENT_KEYS', '/query'],
    [
      'keys out of field order with a bad value',
      { limit: 'x', query: 'a' },
      'INVALID_ARGUMENT_VALUE',
      '/limit',
    ],
    [
      'keys out of field order with an unknown key',
      { limit: 1, query: 'a', x: 1 },
      'INVALID_ARGUMENT_KEYS',
      '/x',
    ],
    ['an unknown key with a slash', { query: 'a', 'a/b': 1 }, 'INVALID_ARGUMENT_KEYS', '/a~1b'],
    ['true as an integer', { query: 'a', limit: true }, 'INVALID_ARGUMENT_VALUE', '/limit'],
    ['a string as an integer', { query: 'a', limit: '3' }, 'INVALID_ARGUMENT_VALUE', '/limit'],
    ['1.5 as an integer', { query: 'a', limit: 1.5 }, 'INVALID_ARGUMENT_VALUE', '/limit'],
    ['2^53 as an integer', { query: 'a', limit: 2 ** 53 }, 'INVALID_ARGUMENT_VALUE', '/limit'],
    ['NaN as an integer', { query: 'a', limit: NaN }, 'INVALID_ARGUMENT_VALUE', '/limit'],
    ['1 as a boolean', { query: 'a', visible_only: 1 }, 'INVALID_ARGUMENT_VALUE', '/visible_only'],
    ['"true" as a boolean', { query: 'a', visible_only: 'true' }, 'INVALID_ARGUMENT_VALUE', '/visible_only'],
    ['null as a string', { query: null }, 'INVALID_ARGUMENT_VALUE', '/query'],
    ['true as a string', { query: true }, 'INVALID_ARGUMENT_VALUE', '/query'],
    ['a number as a string', { query: 3 }, 'INVALID_ARGUMENT_VALUE', '/query'],
    [
      'a string as a boolean, after a valid string',
      { query: 'a', visible_only: 'a' },
      'INVALID_ARGUMENT_VALUE',
      '/visible_only',
    ],
    ['the first of two bad values', { limit: 'x', query: 5 }, 'INVALID_ARGUMENT_VALUE', '/limit'],
  ])('refuses %s', (_label, args, code, path) => {
    const result = validateArguments(catalog, 'observe', args);
    expect(result).toMatchObject({ ok: false, error: { code, path } });
    expect(!result.ok && result.error.message).toMatch(/^[A-Z].*\.$/);
  });

  it.each([
    ['1.0', 1.0],
    ['-0', -0],
    ['the largest safe integer', Number.MAX_SAFE_INTEGER],
    ['the smallest safe integer', Number.MIN_SAFE_INTEGER],
  ])('accepts %s as an integer', (_label, limit) => {
    expect(validateArguments(catalog, 'observe', { query: 'a', limit }).ok).toBe(true);
  });

  it.each([
    ['20 ASCII characters', 'a'.repeat(20), true],
    ['21 ASCII characters', 'a'.repeat(21), false],
    ['20 emoji (40 UTF-16 units)', '😀'.repeat(20), true],
    ['21 emoji', '😀'.repeat(21), false],
    ['20 Hangul syllables', '가'.repeat(20), true],
    ['20 spaces, never trimmed', ' '.repeat(20), true],
    ['21 characters with spaces at the ends, never trimmed', ' ' + 'a'.repeat(19) + ' ', false],
    ['19 ASCII characters and an emoji (21 UTF-16 units)', 'a'.repeat(19) + '😀', true],
    ['18 Hangul syllables and two emoji', '가'.repeat(18) + '😀😀', true],
    ['19 Hangul syllables and two emoji', '가'.repeat(19) + '😀😀', false],
    ['a lone high surrogate as the 21st unit', 'a'.repeat(20) + '\ud800', false],
  ])('counts %s in code points against max_length 20', (_label, query, isAccepted) => {
    const result = validateArguments(catalog, 'observe', { query });
    expect(result.ok).toBe(isAccepted);
    if (result.ok) expect(result.value.arguments.query).toBe(query);
  });

  it.each([
    [null, 'A plain JSON object is needed here; got null.'],
    [false, 'A plain JSON object is needed here; got boolean.'],
    [7, 'A plain JSON object is needed here; got integer.'],
    [['a'], 'A plain JSON object is needed here; got array.'],
    ['a', 'A plain JSON object is needed here; got string.'],
  ])('explains that %j is not an object', (args, message) => {
    expect(validateArguments(catalog, 'observe', args)).toMatchObject({ error: { path: '', message } });
  });

  it('says how many characters a string has and what the limit is', () => {
    const result = validateArguments(catalog, 'observe', { query: '😀'.repeat(21) });
    expect(!result.ok && result.error.message).toBe('String has 21 characters; the limit is 20.');
  });

  it.each([
    ['ASCII', 'a'.repeat(5000), 5000],
    ['Hangul', '가'.repeat(5000), 5000],
    ['ASCII then emoji', 'a'.repeat(30) + '😀'.repeat(10), 40],
  ])('counts the whole length of a too-long %s string in its parameters', (_label, query, length) => {
    const result = validateArguments(catalog, 'observe', { query });
    expect(!result.ok && result.error).toMatchObject({ reason: 'too_long', params: { limit: 20, length } });
  });

  it('accepts constructor as a declared field and refuses __proto__, constructor and toString as unknown keys', () => {
    expect(validateArguments(catalog, 'typed', { constructor: 'abc' })).toMatchObject({
      ok: true,
      value: { arguments: { constructor: 'abc' } },
    });
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const args = withOwnKey({ query: 'a' }, key, 'x');
      expect(validateArguments(catalog, 'observe', args)).toMatchObject({
        error: { code: 'INVALID_ARGUMENT_KEYS', path: `/${key}` },
      });
    }
  });

  it('refuses a JSON __proto__ key without changing Object.prototype or the copy’s prototype', () => {
    const before = prototypeSnapshot();
    const args: unknown = JSON.parse('{"query":"a","__proto__":{"polluted":true}}');
    expect(validateArguments(catalog, 'observe', args)).toMatchObject({
      error: { code: 'INVALID_ARGUMENT_KEYS', path: '/__proto__' },
    });
    expect(prototypeSnapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores inherited keys: own properties only', () => {
    const args = Object.create({ script: 'inherited' }) as Record<string, unknown>;
    args.query = 'a';
    expect(validateArguments(catalog, 'observe', args)).toMatchObject({ error: { path: '' } });
    const bare = Object.assign(Object.create(null) as object, { query: 'a' });
    expect(validateArguments(catalog, 'observe', bare)).toMatchObject({
      ok: true,
      value: { arguments: { query: 'a' } },
    });
  });

  it('refuses a value nested 100,000 deep without recursing into it', () => {
    const deep = nested(100_000);
    expect(validateArguments(catalog, 'observe', { query: deep })).toMatchObject({
      error: { code: 'INVALID_ARGUMENT_VALUE', path: '/query' },
    });
    expect(validateArguments(catalog, 'observe', { query: 'a', deep })).toMatchObject({
      error: { code: 'INVALID_ARGUMENT_KEYS', path: '/deep' },
    });
  });

  it('refuses a megabyte string with its length and a megabyte key with a short message', () => {
    const huge = '😀'.repeat(1 << 19);
    const tooLong = validateArguments(catalog, 'observe', { query: huge });
    expect(!tooLong.ok && tooLong.error.message).toBe(`String has ${1 << 19} characters; the limit is 20.`);
    const badKey = validateArguments(catalog, 'observe', { query: 'a', [huge]: 1 });
    expect(badKey).toMatchObject({ error: { code: 'INVALID_ARGUMENT_KEYS', path: `/${huge}` } });
    expect(!badKey.ok && badKey.error.message.length).toBeLessThan(200);
  });

  it('refuses an object with 100,000 keys', () => {
    const many = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    expect(validateArguments(catalog, 'observe', many)).toMatchObject({
      error: { code: 'INVALID_ARGUMENT_KEYS' },
    });
  });

  it('gives the code each generated case calls for, and on success a copy equal to the arguments', () => {
    fc.assert(
      fc.property(arbCall, ({ items, tool, args, code }) => {
        const result = validateArguments(loaded(items), tool.name, args);
        if (code === null) {
          expect(result).toEqual({
            ok: true,
            value: expect.objectContaining({ name: tool.name, arguments: args }),
          });
          expect(result.ok && result.value.arguments).not.toBe(args);
        } else {
          expect(result).toMatchObject({ ok: false, error: { code } });
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers the same whatever the order of the keys', () => {
    fc.assert(
      fc.property(arbCall, fc.func(fc.integer()), ({ items, tool, args }, rank) => {
        fc.pre(typeof args === 'object' && args !== null && !Array.isArray(args));
        const catalogOfCall = loaded(items);
        const keys = Object.keys(args);
        const order = keys.map((key, i) => [rank(key, i), key] as const).sort(([a], [b]) => a - b);
        let shuffled: object = {};
        for (const [, key] of order)
          shuffled = withOwnKey(shuffled, key, (args as Record<string, unknown>)[key]);
        const inOrder = validateArguments(catalogOfCall, tool.name, args);
        const reordered = validateArguments(catalogOfCall, tool.name, shuffled);
        expect(reordered.ok).toBe(inOrder.ok);
        if (!inOrder.ok && !reordered.ok) expect(reordered.error.code).toBe(inOrder.error.code);
        if (inOrder.ok && reordered.ok) expect(reordered.value.arguments).toEqual(inOrder.value.arguments);
      }),
      { numRuns: 300 },
    );
  });

  it('never changes its input, even frozen, and never changes Object.prototype', () => {
    const before = prototypeSnapshot();
    fc.assert(
      fc.property(arbCall, ({ items, tool, args }) => {
        const snapshot: unknown = structuredClone(args);
        validateArguments(loaded(items), tool.name, deepFreeze(args));
        expect(args).toEqual(snapshot);
        expect(prototypeSnapshot()).toBe(before);
      }),
      { numRuns: 300 },
    );
  });

  it('reads each value once, through a getter too, and answers key defects before any getter runs', () => {
    let reads = 0;
    const args = {
      get query() {
        reads++;
        return 'a';
      },
    };
    expect(validateArguments(catalog, 'observe', args)).toMatchObject({
      value: { arguments: { query: 'a' } },
    });
    expect(reads).toBe(1);
    const withUnknown = Object.assign(Object.create(null) as object, { script: 'x' });
    Object.defineProperty(withUnknown, 'query', { get: () => reads++, enumerable: true });
    expect(validateArguments(catalog, 'observe', withUnknown)).toMatchObject({ error: { path: '/script' } });
    expect(reads).toBe(1);
  });

  it('checks the copy, so a getter that deletes a required field during the copy is caught', () => {
    const args: Record<string, unknown> = {
      get limit() {
        delete args.query;
        return 1;
      },
      query: 'a',
    };
    expect(validateArguments(catalog, 'observe', args)).toMatchObject({
      error: { code: 'INVALID_ARGUMENT_KEYS', path: '/query' },
    });
  });

  it.each<[string, object, string]>([
    ['alone', {}, '/query'],
    ['before an unknown key', { script: 'x' }, '/query'],
    ['after a field out of order', { limit: 1 }, '/query'],
  ])('counts a non-enumerable required field as missing, as the copy would, %s', (_label, rest, path) => {
    const args = Object.defineProperty({ ...rest }, 'query', { value: 'a', enumerable: false });
    expect(validateArguments(catalog, 'observe', args)).toMatchObject({
      error: { code: 'INVALID_ARGUMENT_KEYS', path },
    });
  });

  it.each<[string, object, string]>([
    ['missing', {}, '/constructor'],
    ['missing, before an unknown key', { script: 'x' }, '/constructor'],
  ])(
    'does not take the inherited constructor for the required field constructor when %s',
    (_l, args, path) => {
      expect(validateArguments(catalog, 'typed', args)).toMatchObject({ ok: false, error: { path } });
    },
  );

  it('hands out a copy that the caller may change without touching later results', () => {
    const first = validateArguments(catalog, 'observe', { query: 'a' });
    if (!first.ok) throw new Error('expected a valid shape');
    first.value.arguments.query = 'changed';
    expect(validateArguments(catalog, 'observe', { query: 'a' })).toMatchObject({
      value: { arguments: { query: 'a' } },
    });
  });
});

/** A catalog with at least one enabled tool, one of its enabled tools, and a labelled arguments case. */
const arbCall = arbCatalogItems()
  .filter((items) => items.some((tool) => tool.enabled))
  .chain((items) =>
    fc
      .constantFrom(...items.filter((tool) => tool.enabled))
      .chain((tool) => arbArgumentsFor(tool).map((generated) => ({ items, tool, ...generated }))),
  );
