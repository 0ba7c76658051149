import { describe, expect, it } from 'vitest';
import { acceptsChange, applyAccepts, readAcceptList, type AcceptEntry } from './accept.ts';
import type { DiffChange, DiffReport } from './types.ts';

const change = (
  tool: string,
  pointer: string,
  name: string,
  breaking: DiffChange['breaking'] = true,
): DiffChange => ({
  tool,
  kind: 'input',
  pointer,
  class: name,
  breaking,
  params: {},
  message: 'm.',
});
const entry = (tool: string, pointer: string, name: string): AcceptEntry => ({
  tool,
  pointer,
  class: name,
  reason: 'r',
});

describe('acceptsChange', () => {
  const target = change('search', '/inputSchema/required/0', 'required_added');
  it.each([
    [entry('search', '/inputSchema/required/0', 'required_added'), true],
    [entry('*', '/inputSchema/required/0', 'required_added'), true],
    [entry('search', '*', 'required_added'), true],
    [entry('*', '*', 'required_added'), true],
    [entry('*', '*', 'required_removed'), false],
    [entry('*', '*', '*'), false],
    [entry('Search', '*', 'required_added'), false],
    [entry('search', '/inputSchema/required', 'required_added'), false],
  ])('%j matches: %s', (accept, expected) => expect(acceptsChange(accept, target)).toBe(expected));
});

describe('applyAccepts', () => {
  it('marks accepted changes, counts what still breaks (undecided included), lists unused entries and keeps the assumption about callers', () => {
    const report: DiffReport = {
      callers: 'any',
      breaking: 3,
      changes: [
        change('a', '/inputSchema/required/0', 'required_added'),
        change('b', '', 'tool_removed'),
        change('c', '/inputSchema/properties/x', 'schema_changed', 'undecided'),
        change('d', '/title', 'title_changed', false),
      ],
    };
    const entries = [
      entry('*', '*', 'tool_removed'),
      entry('z', '*', 'required_added'),
      entry('*', '*', 'tool_removed'),
    ];
    const accepted = applyAccepts(report, entries);
    expect(accepted.changes.map((c) => ('accepted' in c ? c.accepted : false))).toEqual([
      false,
      true,
      false,
      false,
    ]);
    expect(accepted.breaking).toBe(2);
    expect(accepted.callers).toBe('any');
    expect(accepted.unmatchedAccepts).toEqual([entry('z', '*', 'required_added')]);
  });
});

describe('readAcceptList', () => {
  it('reads a valid list', () => {
    expect(readAcceptList([{ tool: '*', pointer: '*', class: 'tool_removed', reason: 'retired' }])).toEqual({
      ok: true,
      value: [{ tool: '*', pointer: '*', class: 'tool_removed', reason: 'retired' }],
    });
  });

  it.each([
    [{}, ''],
    [[null], '/0'],
    [[{ pointer: '', class: 'c', reason: 'r' }], '/0/tool'],
    [[{ tool: 't', pointer: '', class: 'c', reason: '  ' }], '/0/reason'],
    [
      [
        { tool: 't', pointer: '', class: 'c', reason: 'r' },
        { tool: 't', pointer: '', class: 9, reason: 'r' },
      ],
      '/1/class',
    ],
  ])('refuses %j at %j with INVALID_ACCEPT_LIST', (value, path) => {
    const read = readAcceptList(value);
    expect(read.ok).toBe(false);
    if (!read.ok) {
      expect(read.error).toMatchObject({ code: 'INVALID_ACCEPT_LIST', path });
      expect(read.error.message).toMatch(/^[A-Z].*\.$/);
    }
  });
});
