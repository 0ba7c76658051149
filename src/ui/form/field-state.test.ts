import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonEqual } from '../../core/index.ts';
import { buildFieldTree } from './field-node.ts';
import { blankState, fits, idSource, MAX_FORM_DEPTH, stateFromValue } from './field-state.ts';
import { formValue, parseNumberText } from './form-value.ts';

const FILTERS = {
  type: 'object',
  properties: {
    query: { type: 'string', maxLength: 500 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    exact: { type: 'boolean' },
    sort: { enum: ['asc', 'desc'] },
    since: { type: ['string', 'null'], format: 'date' },
    target: {
      anyOf: [
        { type: 'integer' },
        { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
      ],
    },
    filters: {
      type: 'array',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, op: { enum: ['eq', 'lt'] }, value: {} },
        required: ['field', 'op'],
        additionalProperties: false,
      },
    },
  },
  required: ['query'],
  additionalProperties: false,
};

function roundTrip(schema: unknown, value: unknown): unknown {
  const node = buildFieldTree(schema);
  const result = formValue(node, stateFromValue(node, value, idSource()));
  if (result.problems.length > 0) throw new Error(`input problems: ${JSON.stringify(result.problems)}`);
  return result.value;
}

describe('stateFromValue and formValue', () => {
  it.each([
    [
      'every field filled',
      {
        query: 'q',
        limit: 5,
        exact: true,
        sort: 'desc',
        since: '2026-01-01',
        target: { url: 'u' },
        filters: [{ field: 'a', op: 'eq', value: [1, { b: null }] }],
      },
    ],
    ['null and the other variant', { query: '', since: null, target: 7, filters: [] }],
    [
      'values of the wrong kind',
      { query: 42, limit: 'ten', exact: 'yes', sort: 'up', since: 3, target: 'x', filters: {} },
    ],
    ['keys the schema refuses', { query: 'q', script: 'document.cookie', __proto__x: 1 }],
    ['a fractional number where an integer belongs', { query: 'q', limit: 1.5 }],
    ['a key named __proto__', JSON.parse('{"query":"q","__proto__":{"polluted":true}}')],
    ['not an object at all', [1, 2, 3]],
    ['a large exponent', { query: 'q', limit: 1e21 }],
  ])('gives back the same value: %s', (_name, value) => {
    expect(jsonEqual(roundTrip(FILTERS, value), value)).toBe(true);
  });

  it('keeps a value that is none of the enum values, and picks the variant a value fits', () => {
    const node = buildFieldTree(FILTERS);
    const state = stateFromValue(node, { query: 'q', sort: 'sideways', target: { url: 'u' } }, idSource());
    expect(state.kind).toBe('object');
    if (state.kind !== 'object') return;
    expect(state.fields[3]).toEqual({ kind: 'choice', index: -1, other: { value: 'sideways' } });
    expect(state.fields[5]).toMatchObject({ kind: 'variant', index: 1 });
  });

  it('edits values nested deeper than the form draws as JSON in place, and still gives them back', () => {
    const deep = {
      $defs: { n: { type: 'object', properties: { next: { $ref: '#/$defs/n' } } } },
      $ref: '#/$defs/n',
    };
    let value: unknown = {};
    for (let i = 0; i < MAX_FORM_DEPTH + 5; i++) value = { next: value };
    expect(jsonEqual(roundTrip(deep, value), value)).toBe(true);
  });

  it('gives back any JSON value for any schema drawn from the corpus keywords', () => {
    const schemas = fc.constantFrom<unknown>(
      FILTERS,
      { type: 'string' },
      { type: ['integer', 'null'] },
      { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'number' } }] },
      { enum: [1, 'a', null, { b: [] }] },
      { type: 'array', items: FILTERS },
      { type: 'object', additionalProperties: { type: 'string' } },
      true,
      false,
    );
    fc.assert(
      fc.property(schemas, fc.jsonValue(), (schema, value) => jsonEqual(roundTrip(schema, value), value)),
    );
  });
});

describe('blankState', () => {
  it('starts required fields blank, leaves optional ones out and inserts no default', () => {
    const node = buildFieldTree({
      ...FILTERS,
      properties: { ...FILTERS.properties, query: { type: 'string', default: 'x' } },
    });
    const result = formValue(node, blankState(node));
    expect(result).toEqual({ value: { query: '' }, problems: [] });
  });

  it('leaves out and names the fields that hold no value yet: an empty number, a choice not made, JSON that does not parse', () => {
    const node = buildFieldTree({
      type: 'object',
      properties: { n: { type: 'number' }, c: { enum: ['a', 'b'] }, j: {}, ok: { const: 'only' } },
      required: ['n', 'c', 'ok'],
    });
    const state = blankState(node);
    if (state.kind === 'object') state.fields[2] = { kind: 'json', text: '{"a": ' };
    expect(formValue(node, state)).toEqual({
      value: { ok: 'only' },
      problems: [
        { pointer: '/n', reason: 'not_a_number' },
        { pointer: '/c', reason: 'no_choice' },
        { pointer: '/j', reason: 'bad_json', line: 1, column: 7 },
      ],
    });
  });
});

describe('fits', () => {
  it('looks into objects for required keys and closed shapes', () => {
    const node = buildFieldTree({
      type: 'object',
      properties: { a: { type: 'string' } },
      required: ['a'],
      additionalProperties: false,
    });
    expect(fits(node, { a: 'x' }, 2)).toBe(true);
    expect(fits(node, {}, 2)).toBe(false);
    expect(fits(node, { a: 'x', b: 1 }, 2)).toBe(false);
    expect(fits(node, {}, 0)).toBe(true);
  });
});

describe('parseNumberText', () => {
  it.each([
    ['12', 12],
    ['-1.5e3', -1500],
    ['1e+21', 1e21],
    ['.5', 0.5],
    ['', undefined],
    ['0x10', undefined],
    ['Infinity', undefined],
    ['1e400', undefined],
    ['1.2.3', undefined],
  ])('reads %j as %j', (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });
});
