import { describe, expect, it } from 'vitest';
import { fillText } from './fill.ts';
import { sentenceParams } from './params.ts';
import type { ErrorParams } from '../result.ts';
import {
  isReason,
  SENTENCES,
  SNAPSHOT_REASONS,
  sentenceKey,
  wordAnyReason,
  wordReason,
  type Reason,
  type SentenceKey,
} from './reasons.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const entries = Object.entries(SENTENCES) as [SentenceKey, { en: string; ko: string }][];

// Every reason the engines, the scalar catalog, the gate and the CLI report; a reason missing from the catalog fails
// the type check of its reporter, and this list keeps the catalog from losing one unnoticed.
const REPORTED: readonly Reason[] = [
  'wrong_type',
  'not_in_enum',
  'not_const',
  'false_schema',
  'too_small',
  'too_large',
  'not_multiple',
  'too_short',
  'too_long',
  'pattern_mismatch',
  'bad_format',
  'too_few_items',
  'too_many_items',
  'duplicate_items',
  'contains_count',
  'unknown_item',
  'too_few_keys',
  'too_many_keys',
  'missing_key',
  'missing_dependency',
  'unknown_key',
  'no_branch_matched',
  'several_branches_matched',
  'not_failed',
  'too_deep',
  'ref_loop',
  'too_complex',
  'more_issues',
  'pattern_timeout',
  'check_timeout',
  'check_failed',
  'invalid_json',
  'unknown_tool',
  'input_not_an_object',
  'input_keys_differ',
  'input_wrong_type',
  'permission_denied',
  'approval_required',
  'file_not_found',
  'file_name_not_allowed',
  'symlink_not_allowed',
  'file_io_error',
  'not_an_array',
  'too_many_tools',
  'too_many_fields',
  'not_an_object',
  'unexpected_key',
  'symbol_key',
  'not_a_label',
  'duplicate_name',
  'out_of_range',
  'unsafe_integer',
  'unknown_family',
  'not_available',
  'not_listed',
  'unknown_format',
  'not_jsonrpc_2',
  'jsonrpc_error',
  'empty_name',
  'not_object_schema',
  'not_a_schema',
  'unsupported_keyword',
  'nested_id',
  'unresolved_ref',
  'not_local_ref',
  'bad_ref_encoding',
  'malformed_keyword',
  'remote_ref',
  'ref_not_found',
  'not_an_accept_list',
  'accept_entry_not_object',
  'accept_entry_not_string',
  'accept_entry_empty_reason',
  // the command line's snapshot
  ...SNAPSHOT_REASONS,
  'page_refused',
];

describe('the catalog of sentences', () => {
  it('has a non-empty sentence in English and in Korean for every reason and variant', () => {
    for (const reason of REPORTED) expect(Object.hasOwn(SENTENCES, reason), reason).toBe(true);
    for (const [key, words] of entries) {
      expect(Object.keys(words).sort(), key).toEqual(['en', 'ko']);
      expect(words.en.trim(), key).not.toBe('');
      expect(words.ko.trim(), key).not.toBe('');
    }
  });

  it('fills the same placeholders in both languages', () => {
    for (const [key, words] of entries) expect(placeholders(words.ko), key).toEqual(placeholders(words.en));
  });

  it('gives a variant only to a reason it words', () => {
    for (const [key] of entries.filter(([key]) => key.includes('.'))) {
      expect(isReason(key.slice(0, key.indexOf('.'))), key).toBe(true);
    }
  });

  // A particle's form depends on the word before it, which a placeholder hides: "observe을(를)" reads badly.
  it('puts no form-dependent Korean particle after a placeholder', () => {
    const afterPlaceholder = /\}[”"]?(?:을|를|은|는|이|가|과|와|으로|로)(?![가-힣])/;
    for (const [key, words] of entries) expect(words.ko, key).not.toMatch(afterPlaceholder);
  });

  it('names no value in a sentence: the pointer is shown beside it', () => {
    for (const [key, words] of entries) expect(placeholders(words.en), key).not.toContain('field');
  });
});

describe('isReason', () => {
  it('knows the catalog’s reasons, and neither a variant nor a name from the prototype', () => {
    expect(isReason('too_long')).toBe(true);
    expect(isReason('too_long.single')).toBe(false);
    expect(isReason('constructor')).toBe(false);
    expect(isReason('toString')).toBe(false);
  });
});

describe('sentenceKey', () => {
  it.each([
    ['too_small', { limit: 1, exclusive: true }, 'too_small.exclusive'],
    ['too_small', { limit: 1, exclusive: false }, 'too_small'],
    ['contains_count', { count: 0, min: 1, max: null }, 'contains_count.unbounded'],
    ['contains_count', { count: 0, min: 1, max: 2 }, 'contains_count'],
    ['too_long', { length: 1, limit: 0 }, 'too_long.single'],
    ['too_short', { length: 0, limit: 2 }, 'too_short'],
    ['not_in_enum', { count: 0 }, 'not_in_enum.empty'],
    ['not_in_enum', { count: 1 }, 'not_in_enum.one'],
    ['too_few_items', { count: 1, limit: 2 }, 'too_few_items'],
    ['invalid_json', { line: 1, column: 1, found: null }, 'invalid_json.end'],
  ] as const)('picks the variant of %s for %j', (reason, params, key) => {
    expect(sentenceKey(reason, params)).toBe(key);
  });
});

describe('wordReason', () => {
  it.each([
    ['too_long', { limit: 3, length: 4 }, 'String has 4 characters; the limit is 3.'],
    ['too_long', { limit: 0, length: 1 }, 'String has 1 character; the limit is 0.'],
    ['missing_key', { key: 'id' }, 'Missing required property "id".'],
    [
      'wrong_type',
      { expected: ['string', 'null'], received: 'integer' },
      'Expected string or null but got integer.',
    ],
    [
      'several_branches_matched',
      { matched: [0, 2] },
      'Exactly one branch must match, but branches 0, 2 all do.',
    ],
    ['not_in_enum', { count: 2 }, 'Value is not one of the 2 allowed values.'],
  ] as const)('words %s in English', (reason, params, words) => {
    expect(wordReason(reason, params, 'en')).toBe(words);
  });

  it.each([
    ['too_long', { limit: 3, length: 5 }, '문자열이 5자입니다. 한도는 3자입니다.'],
    [
      'wrong_type',
      { expected: ['string', 'null'], received: 'integer' },
      '값의 종류가 틀렸습니다. 허용: string, null. 받은 값: integer.',
    ],
    ['too_small', { limit: 1, exclusive: true }, '값은 1보다 커야 합니다.'],
  ] as const)('words %s in Korean', (reason, params, words) => {
    expect(wordReason(reason, params, 'ko')).toBe(words);
  });

  it('writes a name as a JSON literal in English and as it is in Korean quotes, isolated when it holds a direction control', () => {
    const key = 'a\u202e"b';
    expect(wordReason('unknown_key', { key }, 'en')).toBe(
      `Property \u2068"a\u202e\\"b"\u202c\u2069 is not allowed.`,
    );
    expect(wordReason('unknown_key', { key }, 'ko')).toBe(
      `허용되지 않은 키입니다: "\u2068a\u202e"b\u202c\u2069"`,
    );
  });

  it('fills every sentence as the general fill does, from the sentence split once', () => {
    const params: ErrorParams[] = [
      {},
      { key: 'a\u202eb', found: 'x', expected: ['string', 'null'], received: 'integer', count: 0, limit: 1 },
      { expected: [1, 'two'], length: 1, exclusive: true, max: null, family: 'all', matched: [0, 2] },
      {
        count: 1,
        shown: 3,
        more: 2,
        pattern: '^a$',
        keyword: 'type',
        target: '#/x',
        ref: '#',
        dependency: 'b',
      },
    ];
    for (const key of Object.keys(SENTENCES) as SentenceKey[]) {
      const reason = key.split('.')[0] as Reason;
      for (const p of params)
        for (const lang of ['en', 'ko'] as const)
          expect(wordReason(reason, p, lang)).toBe(
            fillText(SENTENCES[sentenceKey(reason, p)][lang], sentenceParams(p, lang)),
          );
    }
  });

  it('changes a sentence in one place: a reason’s message is its catalog template, filled', () => {
    expect(wordReason('too_few_items', { count: 1, limit: 2 }, 'en')).toBe(
      SENTENCES.too_few_items.en.replace('{count}', '1').replace('{limit}', '2'),
    );
  });
});

describe('wordAnyReason', () => {
  it('words a reported reason whose params fill its sentence', () => {
    expect(wordAnyReason('too_few_items', { count: 1, limit: 2 }, 'ko')).toBe(
      '항목이 1개입니다. 최소 2개여야 합니다.',
    );
  });

  it('gives nothing for an unknown reason, a variant, a name from the prototype, or params that miss a placeholder', () => {
    expect(wordAnyReason('not_yet_known', {}, 'en')).toBeUndefined();
    expect(wordAnyReason('too_long.single', { length: 1, limit: 0 }, 'en')).toBeUndefined();
    expect(wordAnyReason('constructor', {}, 'en')).toBeUndefined();
    expect(wordAnyReason('not_in_enum', { field: 'effect' }, 'ko')).toBeUndefined();
  });

  it('counts the allowed values a catalog contract error lists', () => {
    const params = { expected: ['read', 'change'], received: 'integer' };
    expect(wordAnyReason('not_in_enum', params, 'ko')).toBe('허용된 값 2개 중 어느 것과도 같지 않습니다.');
    expect(wordAnyReason('too_long', null, 'ko')).toBeUndefined();
  });
});
