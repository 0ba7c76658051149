import { describe, expect, it } from 'vitest';
import { findByPrefix, typeAheadQuery, typeAheadStart } from './type-ahead.ts';

const tools = ['observe', 'find', 'extract', 'wait', 'scroll', 'select_tab', 'open'];

describe('findByPrefix', () => {
  it.each([
    ['o', 0, 0],
    ['o', 1, 6],
    ['s', 0, 4],
    ['se', 0, 5],
    ['SE', 0, 5],
    ['x', 0, undefined],
    ['', 0, undefined],
  ] as const)('finds %s from %i at %s', (prefix, from, expected) => {
    expect(findByPrefix(tools, prefix, from)).toBe(expected);
  });

  it('finds nothing in an empty list', () => {
    expect(findByPrefix([], 'a', 0)).toBeUndefined();
  });
});

describe('typeAheadStart', () => {
  it.each([
    ['o', 3, 4],
    ['oo', 3, 4],
    ['ob', 3, 3],
  ] as const)('starts %s from %i at %i', (prefix, current, expected) => {
    expect(typeAheadStart(prefix, current)).toBe(expected);
  });
});

describe('typeAheadQuery', () => {
  it.each([
    ['sss', 's'],
    ['sc', 'sc'],
    ['s', 's'],
  ] as const)('searches %s as %s', (prefix, expected) => {
    expect(typeAheadQuery(prefix)).toBe(expected);
  });
});
