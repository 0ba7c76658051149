import { describe, expect, it } from 'vitest';
import { buildFieldTree } from './field-node.ts';
import type { FieldState } from './field-state.ts';
import { formText, formValue, hasValue } from './form-value.ts';

const SCHEMA = {
  type: 'object',
  properties: {
    state: { enum: ['OPEN', 'CLOSED'] },
    perPage: { type: 'number', maximum: 100 },
    scores: { type: 'array', items: { type: ['integer', 'null'] } },
    target: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
  },
};
const node = buildFieldTree(SCHEMA);

const number = (text: string): FieldState => ({ kind: 'number', text });
const nullable = (inner: FieldState): FieldState => ({ kind: 'nullable', isNull: false, inner });
const object = (...fields: (FieldState | null)[]): FieldState => ({ kind: 'object', fields, extras: [] });

describe('formValue', () => {
  it('leaves a choice not made out of the arguments and still reads the fields beside it', () => {
    const state = object({ kind: 'choice', index: -1, other: null }, number('500'), null, null);
    expect(formValue(node, state)).toEqual({
      value: { perPage: 500 },
      problems: [{ pointer: '/state', reason: 'no_choice' }],
    });
  });

  it('leaves an array item without a value out, so the items after it move up', () => {
    const scores: FieldState = {
      kind: 'array',
      items: [
        { id: 1, state: nullable(number('')) },
        { id: 2, state: nullable(number('7')) },
        { id: 3, state: { kind: 'nullable', isNull: true, inner: number('x') } },
      ],
    };
    expect(formValue(node, object(null, null, scores, null))).toEqual({
      value: { scores: [7, null] },
      problems: [{ pointer: '/scores/0', reason: 'not_a_number' }],
    });
  });

  it('leaves an unknown key out when its JSON does not parse', () => {
    const state: FieldState = {
      kind: 'object',
      fields: [null, number('1'), null, null],
      extras: [{ id: 4, key: 'note', kind: 'json', text: '{"a": ' }],
    };
    expect(formValue(node, state)).toEqual({
      value: { perPage: 1 },
      problems: [{ pointer: '/note', reason: 'bad_json', line: 1, column: 7 }],
    });
  });
});

describe('formText', () => {
  it('writes the arguments as indented JSON, without the fields that hold no value', () => {
    const state = object({ kind: 'choice', index: -1, other: null }, number('500'), null, null);
    expect(formText(node, state).text).toBe('{\n  "perPage": 500\n}');
  });

  it('writes the text typed for the whole arguments when it is no value, so the check refuses it as JSON', () => {
    const any = buildFieldTree({});
    expect(formText(any, { kind: 'json', text: '{"a": ' })).toEqual({
      text: '{"a": ',
      problems: [{ pointer: '', reason: 'bad_json', line: 1, column: 7 }],
    });
    const choice = buildFieldTree({ enum: ['a', 'b'] });
    expect(formText(choice, { kind: 'choice', index: -1, other: null }).text).toBe('');
  });
});

describe('hasValue', () => {
  const target = buildFieldTree(SCHEMA.properties.target);
  const scores = buildFieldTree(SCHEMA.properties.scores.items);
  it.each<[string, ReturnType<typeof buildFieldTree>, FieldState, boolean]>([
    ['a number', scores, nullable(number('3')), true],
    ['no number behind a null toggle', scores, nullable(number('')), false],
    ['null, whatever was typed before', scores, { kind: 'nullable', isNull: true, inner: number('') }, true],
    [
      'a variant holding no number',
      target,
      { kind: 'variant', index: 0, states: [number('1e'), null] },
      false,
    ],
    [
      'a variant holding a string',
      target,
      { kind: 'variant', index: 1, states: [null, { kind: 'string', text: '' }] },
      true,
    ],
  ])('%s: %s', (_name, field, state, expected) => {
    expect(hasValue(field, state)).toBe(expected);
  });
});
