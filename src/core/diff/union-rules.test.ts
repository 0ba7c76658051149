import { describe, expect, it } from 'vitest';
import { ANNOTATIONS } from './compare-schemas.ts';
import { unionBranch } from './union-rules.ts';

const str = { type: 'string' };
const obj = { type: 'object', properties: { login: str } };

describe('unionBranch', () => {
  it.each([
    [
      'an anyOf with a branch of its type',
      str,
      { anyOf: [{ type: 'null' }, { ...str, minLength: 1 }] },
      { keyword: 'anyOf', index: 1 },
    ],
    [
      'a oneOf of disjoint types, annotations beside it',
      str,
      { description: 'd', oneOf: [str, obj] },
      { keyword: 'oneOf', index: 0 },
    ],
    [
      'a number branch for an integer',
      { type: 'integer' },
      { anyOf: [{ type: 'number' }] },
      { keyword: 'anyOf', index: 0 },
    ],
    [
      'a oneOf whose branches share a type',
      { type: 'integer' },
      { oneOf: [{ type: 'integer' }, { type: 'number' }] },
      undefined,
    ],
    ['a union with a keyword beside it', str, { anyOf: [str], maxLength: 3 }, undefined],
    ['a schema that was a union already', { anyOf: [str] }, { anyOf: [str, obj] }, undefined],
    ['a schema without a type', { minLength: 1 }, { anyOf: [str] }, undefined],
    ['no branch of its type', str, { anyOf: [obj] }, undefined],
  ])('%s', (_name, a, b, expected) => {
    expect(unionBranch(a, b, ANNOTATIONS)).toEqual(expected);
  });
});
