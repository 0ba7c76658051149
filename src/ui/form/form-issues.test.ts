import { describe, expect, it } from 'vitest';
import { buildFieldTree } from './field-node.ts';
import { idSource, stateFromValue } from './field-state.ts';
import { disallowedKeys, fieldFor, placeIssues, summarize } from './form-issues.ts';
import { missingKeyOf } from './missing-key.ts';

const SCHEMA = {
  type: 'object',
  properties: {
    limit: { type: 'integer' },
    note: { type: ['string', 'null'] },
    filters: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, op: { enum: ['eq', 'lt'] } },
        required: ['field', 'op'],
        additionalProperties: false,
      },
    },
    extra: { type: 'object' },
  },
  required: ['limit'],
  additionalProperties: false,
};
const VALUE = {
  limit: 0,
  note: 'n',
  filters: [{ field: 'a', op: 'gt', script: 1 }, { field: 'b' }],
  extra: { x: 1 },
  bad: true,
};

const node = buildFieldTree(SCHEMA);
const state = stateFromValue(node, VALUE, idSource());

describe('fieldFor', () => {
  it.each([
    ['a scalar field', '/limit', undefined, '/limit'],
    ['a field inside an array item', '/filters/0/op', undefined, '/filters/0/op'],
    ['a field behind a null toggle', '/note', undefined, '/note'],
    ['a missing key, at the key', '/filters/1', 'op', '/filters/1/op'],
    ['a key the object does not declare', '/filters/0/script', undefined, '/filters/0/script'],
    ['a place inside in-place JSON', '/extra/x/y', undefined, '/extra/x'],
    ['an item past the end', '/filters/7/op', undefined, '/filters'],
    ['the whole value', '', undefined, ''],
    ['a malformed pointer', 'limit', undefined, ''],
  ])('places an issue at %s', (_name, path, missingKey, pointer) => {
    expect(fieldFor(node, state, path, missingKey)).toBe(pointer);
  });

  it('counts only the items that hold a value, as the arguments the form wrote do', () => {
    const scores = buildFieldTree({ type: 'array', items: { type: 'integer', maximum: 10 } });
    const items = ['', 'x', '50', '7', '60'].map((text, id) => ({
      id,
      state: { kind: 'number' as const, text },
    }));
    const held = { kind: 'array' as const, items };
    expect(['/0', '/1', '/2', '/3'].map((path) => fieldFor(scores, held, path))).toEqual([
      '/2',
      '/3',
      '/4',
      '',
    ]);
  });

  it('places a missing left-out property at its Add button', () => {
    const empty = stateFromValue(node, {}, idSource());
    expect(fieldFor(node, empty, '', 'limit')).toBe('/limit');
  });
});

describe('summarize', () => {
  it('counts every issue and lists each field once, in order', () => {
    const placed = placeIssues(node, state, [
      { path: '/limit', text: 'too small' },
      { path: '/filters/0/op', text: 'not in enum' },
      { path: '/limit', text: 'not a multiple' },
    ]);
    expect(summarize(placed)).toEqual({ count: 3, pointers: ['/limit', '/filters/0/op'] });
  });
});

describe('disallowedKeys', () => {
  it('lists keys of closed objects only, at any depth', () => {
    expect(disallowedKeys(node, state).map((k) => k.pointer)).toEqual(['/filters/0/script', '/bad']);
  });
});

describe('missingKeyOf', () => {
  it('reads the key from params, or from the required entry the schema path names', () => {
    expect(missingKeyOf({ keyword: 'required', schemaPath: '/x', params: { key: 'op' } }, SCHEMA)).toBe('op');
    expect(
      missingKeyOf({ keyword: 'required', schemaPath: '/properties/filters/items/required/1' }, SCHEMA),
    ).toBe('op');
    expect(missingKeyOf({ keyword: 'type', schemaPath: '/properties/limit/type' }, SCHEMA)).toBeUndefined();
  });
});
