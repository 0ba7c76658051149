import { describe, expect, it } from 'vitest';
import { buildFieldTree, type FieldNode } from './field-node.ts';
import { idSource, stateFromValue, type FieldState } from './field-state.ts';
import { formValue } from './form-value.ts';
import * as act from './field-actions.ts';

const SCHEMA = {
  type: 'object',
  properties: {
    tags: { type: 'array', items: { type: 'string' } },
    note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: 'hello' },
    target: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
    mode: { enum: ['a', 'b'] },
  },
};

function setup(value: unknown) {
  const node = buildFieldTree(SCHEMA) as Extract<FieldNode, { kind: 'object' }>;
  const state = stateFromValue(node, value, idSource()) as Extract<FieldState, { kind: 'object' }>;
  const read = () => {
    const result = formValue(node, state);
    return result.problems.length === 0 ? result.value : result.problems;
  };
  return { node, state, read };
}

describe('array actions', () => {
  it('adds, moves and removes items, saying where focus belongs', () => {
    const { node, state, read } = setup({ tags: ['a', 'b', 'c'] });
    const tags = state.fields[0] as Extract<FieldState, { kind: 'array' }>;
    const tagsNode = node.properties[0]!.node() as Extract<FieldNode, { kind: 'array' }>;
    const ids = tags.items.map((item) => item.id);
    expect(act.moveItem(tags, 0, 1)).toBe(1);
    expect(read()).toEqual({ tags: ['b', 'a', 'c'] });
    expect(tags.items.map((item) => item.id)).toEqual([ids[1], ids[0], ids[2]]);
    expect(act.moveItem(tags, 0, -1)).toBe(0);
    expect(act.removeItem(tags, 2)).toBe(1);
    expect(act.removeItem(tags, 0)).toBe(0);
    expect(act.removeItem(tags, 0)).toBe(-1);
    expect(act.addItem(tagsNode, tags, idSource())).toBe(0);
    expect(read()).toEqual({ tags: [''] });
  });
});

describe('null, variants, options and properties', () => {
  it('brings back the text typed before null was turned on', () => {
    const { node, state, read } = setup({ note: 'kept' });
    const note = state.fields[1] as Extract<FieldState, { kind: 'nullable' }>;
    const noteNode = node.properties[1]!.node() as Extract<FieldNode, { kind: 'nullable' }>;
    act.setNull(noteNode, note, true);
    expect(read()).toEqual({ note: null });
    act.setNull(noteNode, note, false);
    expect(read()).toEqual({ note: 'kept' });
  });

  it('keeps what was typed in each variant', () => {
    const { node, state, read } = setup({ target: 5 });
    const target = state.fields[2] as Extract<FieldState, { kind: 'variant' }>;
    const targetNode = node.properties[2]!.node() as Extract<FieldNode, { kind: 'variants' }>;
    act.chooseVariant(targetNode, target, 1);
    expect(read()).toEqual({ target: '' });
    act.chooseVariant(targetNode, target, 0);
    expect(read()).toEqual({ target: 5 });
  });

  it('adds a property blank, offers the default only on request, and leaves it out again', () => {
    const { node, state, read } = setup({});
    act.addProperty(node, state, 1);
    expect(read()).toEqual({ note: '' });
    state.fields[1] = act.defaultState(node.properties[1]!.node(), idSource());
    expect(read()).toEqual({ note: 'hello' });
    act.removeProperty(state, 1);
    expect(read()).toEqual({});
  });

  it('replaces a value outside the options with the chosen one', () => {
    const { state, read } = setup({ mode: 'z' });
    act.chooseOption(state.fields[3] as Extract<FieldState, { kind: 'choice' }>, 1);
    expect(read()).toEqual({ mode: 'b' });
  });

  it('removes a key the schema does not declare', () => {
    const { state, read } = setup({ stray: 1, other: 2 });
    act.removeExtra(state, state.extras[0]!.id);
    expect(read()).toEqual({ other: 2 });
  });
});
