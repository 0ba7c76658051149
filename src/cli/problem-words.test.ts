import { describe, expect, it } from 'vitest';
import type { Problem } from './problem.ts';
import { wordProblem, wordReasonKo } from './problem-words.ts';

const base: Problem = {
  input: 'arguments',
  code: 'INVALID_ARGUMENTS',
  path: '/a',
  message: 'String is too long.',
};

describe('wordProblem', () => {
  it('gives the core English sentence in English, whatever the reason', () => {
    expect(wordProblem({ ...base, reason: 'too_long', params: { limit: 3, length: 5 } }, 'en')).toBe(
      base.message,
    );
  });

  it('words Korean from the reason and its params first', () => {
    const problem = { ...base, reason: 'too_long', params: { limit: 3, length: 5 } };
    expect(wordProblem(problem, 'ko')).toBe('문자열이 5자입니다. 한도는 3자입니다.');
  });

  it('words Korean from the code when there is no reason, or one the table does not know', () => {
    expect(wordProblem(base, 'ko')).toBe('인수가 도구의 스키마에 맞지 않습니다.');
    expect(wordProblem({ ...base, reason: 'not_yet_known', params: {} }, 'ko')).toBe(
      '인수가 도구의 스키마에 맞지 않습니다.',
    );
  });

  it('falls back to the English sentence for a code it has no Korean for', () => {
    expect(wordProblem({ ...base, code: 'SOMETHING_NEW' }, 'ko')).toBe(base.message);
  });

  it('does not take a code from the prototype of its table', () => {
    expect(wordProblem({ ...base, code: 'toString' }, 'ko')).toBe(base.message);
  });
});

describe('wordReasonKo', () => {
  it.each([
    [
      'wrong_type',
      { expected: ['string', 'null'], received: 'integer' },
      '값의 종류가 틀렸습니다. 허용: string, null. 받은 값: integer.',
    ],
    ['missing_key', { key: 'url' }, '필수 키가 없습니다: "url"'],
    ['not_in_enum', { count: 100000 }, '허용된 값 100000개 중 어느 것과도 같지 않습니다.'],
    ['too_small', { limit: 1, exclusive: false }, '값은 1 이상이어야 합니다.'],
    ['too_small', { limit: 1, exclusive: true }, '값은 1보다 커야 합니다.'],
    ['too_large', { limit: 9, exclusive: false }, '값은 9 이하여야 합니다.'],
    ['contains_count', { min: 1, max: null, count: 0 }, '조건에 맞는 항목이 0개입니다. 최소 1, 최대 ∞.'],
  ])('words %s with %j', (reason, params, words) => {
    expect(wordReasonKo(reason, params)).toBe(words);
  });

  it('knows no reason from the prototype of its table', () => {
    expect(wordReasonKo('constructor', {})).toBeUndefined();
  });
});
