import { describe, expect, it } from 'vitest';
import { loadCatalog } from './load-catalog.ts';
import { testItems } from './test-catalog.ts';
import { validateArguments } from './validate-arguments.ts';

/** Input a hostile caller or catalog author would pass: each must get a failure value, never a throw. */

const loaded = loadCatalog(testItems());
if (!loaded.ok) throw new Error('the test catalog must load');
const catalog = loaded.value;

class Point {
  x = 1;
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function throwingGetter(): object {
  return Object.defineProperty({}, 'query', {
    enumerable: true,
    get() {
      throw new Error('boom');
    },
  });
}

function throwingKeys(): object {
  return new Proxy(
    {},
    {
      ownKeys() {
        throw new Error('boom');
      },
    },
  );
}

describe('validateArguments on hostile arguments', () => {
  it('refuses a symbol-keyed property at "" naming the symbol, and never copies it', () => {
    const args = { query: 'a', [Symbol('x')]: 'p' };
    const result = validateArguments(catalog, 'observe', args);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ARGUMENT_KEYS', path: '', reason: 'symbol_key', params: { description: 'x' } },
    });
    expect(!result.ok && result.error.message).toBe('Keys must be strings, not symbols; got Symbol(x).');
  });

  it('ignores a non-enumerable symbol, as it ignores a non-enumerable string key, and copies neither', () => {
    const args = Object.defineProperty({ query: 'a' }, Symbol('hidden'), { value: 1, enumerable: false });
    const result = validateArguments(catalog, 'observe', args);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Reflect.ownKeys(result.value.arguments)).toEqual(['query']);
  });

  it.each<[string, () => unknown, string]>([
    ['a Date', () => new Date(0), 'a Date'],
    ['a Map', () => new Map([['query', 'a']]), 'a Map'],
    ['a Set', () => new Set(), 'a Set'],
    ['a class instance', () => new Point(), 'an instance of Point'],
    ['a function', () => () => ({ query: 'a' }), 'a function'],
    ['a revoked proxy', revokedProxy, 'an object that could not be inspected'],
    ['an object with a throwing getter', throwingGetter, 'an object whose property could not be read'],
    ['a proxy whose key list throws', throwingKeys, 'an object whose property could not be read'],
  ])('answers %s with a failure that names it, never a throw', (_label, make, received) => {
    const result = validateArguments(catalog, 'observe', make());
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_ARGUMENT_KEYS', path: '', reason: 'not_an_object' },
    });
    if (result.ok) return;
    expect(result.error.params).toEqual({ subject: 'arguments', received });
    expect(result.error.message).toBe(`A plain JSON object is needed here; got ${received}.`);
    expect(result.error.message).not.toMatch(/an object, not an object/);
  });
});

describe('loadCatalog on hostile catalogs', () => {
  const valid = testItems();

  it.each<[string, () => unknown, string]>([
    ['a Date', () => new Date(0), 'a Date'],
    ['a Map', () => new Map(), 'a Map'],
    ['a class instance', () => new Point(), 'an instance of Point'],
    ['a revoked proxy', revokedProxy, 'an object that could not be inspected'],
  ])('refuses %s as tool definition 0 with a failure that names it', (_label, make, received) => {
    const result = loadCatalog([make(), ...valid]);
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'INVALID_FIELDS', path: '/0', reason: 'not_an_object', params: { received } },
    });
    expect(!result.ok && result.error.message).toBe(`A plain JSON object is needed here; got ${received}.`);
  });

  it('refuses a definition whose getter throws after its keys checked out, naming it', () => {
    const item = { ...valid[0]! } as Record<string, unknown>;
    Object.defineProperty(item, 'name', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const received = 'an object whose property could not be read';
    expect(loadCatalog([item])).toMatchObject({
      ok: false,
      error: { code: 'INVALID_FIELDS', path: '/0', reason: 'not_an_object', params: { received } },
    });
  });

  it('refuses a catalog that is a revoked proxy, without a throw', () => {
    expect(loadCatalog(revokedProxy())).toMatchObject({
      ok: false,
      error: { code: 'INVALID_CATALOG', path: '', reason: 'not_an_array' },
    });
  });
});
