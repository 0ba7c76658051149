import { describe, expect, it } from 'vitest';
import { changeGroup, groupChanges } from './group-changes.ts';
import type { DiffChange } from './types.ts';

describe('groupChanges', () => {
  const change = (kind: DiffChange['kind'], breaking: DiffChange['breaking']): DiffChange => ({
    tool: 't',
    kind,
    pointer: '',
    class: 'c',
    breaking,
    params: {},
    message: 'M.',
  });

  it.each([
    ['input', true, 'breaking'],
    ['output', 'undecided', 'breaking'],
    ['removed', true, 'breaking'],
    ['added', false, 'compatible'],
    ['annotations', false, 'compatible'],
    ['description', false, 'notes'],
    ['title', false, 'notes'],
  ] as const)('puts a %s change with verdict %s under %s', (kind, breaking, group) => {
    expect(changeGroup(change(kind, breaking))).toBe(group);
  });

  it('lists breaking first, then compatible, then notes, keeping the order inside each', () => {
    const a = change('description', false);
    const b = change('added', false);
    const c = change('input', 'undecided');
    const d = change('removed', true);
    expect(groupChanges([a, b, c, d])).toEqual([
      ['breaking', [c, d]],
      ['compatible', [b]],
      ['notes', [a]],
    ]);
  });
});
