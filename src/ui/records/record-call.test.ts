import { describe, expect, it } from 'vitest';
import type { RecordCall } from '../../core/index.ts';
import { callOf, isSameCall, type PageCall } from './record-call.ts';

describe('callOf', () => {
  it.each<[string, RecordCall, PageCall]>([
    [
      'a discovery of a family',
      { op: 'discover', family: 'reading', name: null },
      { family: 'reading', tool: null },
    ],
    [
      'a lookup by name',
      { op: 'discover', family: 'all', name: 'observe' },
      { family: 'all', tool: 'observe' },
    ],
    [
      'an argument check, under all',
      { op: 'validate_arguments', name: 'observe', arguments: { selector: 'main' } },
      { family: 'all', tool: 'observe', args: { selector: 'main' } },
    ],
  ])('turns %s into page state', (_, call, expected) => {
    expect(callOf(call)).toEqual(expected);
  });
});

describe('isSameCall', () => {
  const call: PageCall = { family: 'all', tool: 'observe', args: {} };

  it.each<[string, { family?: string; tool?: string }, boolean]>([
    ['an address naming neither', {}, true],
    ['the same family and tool', { family: 'all', tool: 'observe' }, true],
    ['the same tool only', { tool: 'observe' }, true],
    ['another family', { family: 'reading' }, false],
    ['another tool', { tool: 'find' }, false],
  ])('holds for %s: %s', (_, wanted, expected) => {
    expect(isSameCall(call, wanted)).toBe(expected);
  });

  it('refuses any tool for a call that names none', () => {
    expect(isSameCall({ family: 'reading', tool: null }, { tool: 'observe' })).toBe(false);
  });
});
