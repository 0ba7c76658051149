import { describe, expect, it } from 'vitest';
import { plainError, type ContractError, type Result } from '../result.ts';
import { isReason, wordReason } from '../wording/reasons.ts';
import { discover, notListed } from './discover.ts';
import { loadCatalog } from './load-catalog.ts';
import { testItems } from './test-catalog.ts';
import { validateArguments } from './validate-arguments.ts';

const catalog = (() => {
  const loaded = loadCatalog(testItems());
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value;
})();

/** A catalog damaged by `change`, loaded. */
function damaged(change: (items: Record<string, unknown>[]) => void): Result<unknown> {
  const items = testItems() as unknown as Record<string, unknown>[];
  change(items);
  return loadCatalog(items);
}

const fieldsOf = (item: Record<string, unknown>) => item.fields as Record<string, Record<string, unknown>>;

// One refusal of each reason the scalar catalog's load, discovery and argument check give.
const REFUSALS: readonly [string, () => Result<unknown>][] = [
  ['not_an_array', () => loadCatalog({ tools: [] })],
  ['too_many_tools', () => loadCatalog(Array.from({ length: 1001 }, () => ({})))],
  ['not_an_object', () => damaged((items) => (items[1] = [] as never))],
  ['unexpected_key', () => damaged((items) => (items[0]!.script = 'x'))],
  ['missing_key', () => damaged((items) => delete items[0]!.effect)],
  ['not_a_label', () => damaged((items) => (items[0]!.name = 'Observe'))],
  ['duplicate_name', () => damaged((items) => (items[2]!.name = 'observe'))],
  ['not_in_enum', () => damaged((items) => (items[0]!.effect = 'write'))],
  ['wrong_type', () => damaged((items) => (items[0]!.enabled = 'yes'))],
  [
    'too_many_fields',
    () =>
      damaged(
        (items) =>
          (items[0]!.fields = Object.fromEntries(
            Array.from({ length: 31 }, (_, i) => [
              `f${i}`,
              { type: 'boolean', required: false, max_length: 1 },
            ]),
          )),
      ),
  ],
  ['out_of_range', () => damaged((items) => (fieldsOf(items[0]!).query!.max_length = 0))],
  ['unknown_family', () => discover(catalog, 'writing')],
  ['not_available', () => discover(catalog, 'reading', 'fill')],
  ['not_available', () => discover(catalog, 'all', 'evaluate')],
  ['not_listed', () => ({ ok: false, error: notListed('push_files') })],
  ['unknown_key', () => validateArguments(catalog, 'observe', { query: 'a', script: 'x' })],
  ['missing_key', () => validateArguments(catalog, 'observe', { limit: 1 })],
  ['symbol_key', () => validateArguments(catalog, 'observe', { query: 'a', [Symbol('x')]: 1 })],
  ['not_an_object', () => validateArguments(catalog, 'observe', [])],
  ['too_long', () => validateArguments(catalog, 'observe', { query: 'a'.repeat(21) })],
  ['unsafe_integer', () => validateArguments(catalog, 'observe', { query: 'a', limit: 2 ** 53 })],
  ['wrong_type', () => validateArguments(catalog, 'observe', { query: 'a', limit: '1' })],
];

describe("the scalar catalog's messages", () => {
  it.each(REFUSALS)(
    'words %s with the English sentence the catalog of sentences gives it',
    (reason, refuse) => {
      const result = refuse();
      expect(result.ok).toBe(false);
      const error = (result as { error: ContractError }).error;
      expect(error.reason).toBe(reason);
      expect(isReason(error.reason), reason).toBe(true);
      if (isReason(error.reason)) expect(error.message).toBe(wordReason(error.reason, error.params, 'en'));
    },
  );

  it('words the family "all" as every family, and any other by its name', () => {
    const all = discover(catalog, 'all', 'evaluate');
    const reading = discover(catalog, 'reading', 'fill');
    expect(!all.ok && all.error.message).toBe(
      'No enabled tool in any family is named exactly "evaluate"; a disabled tool or a similar name is never substituted.',
    );
    expect(!reading.ok && reading.error.message).toBe(
      'No enabled tool of the family "reading" is named exactly "fill"; a disabled tool or a similar name is never substituted.',
    );
  });

  it('words a tool a list without families lacks with the same code and pointer, and no family', () => {
    expect(plainError(notListed('push_files'))).toEqual({
      code: 'TOOL_NOT_AVAILABLE_IN_FAMILY',
      path: '/name',
      reason: 'not_listed',
      params: { name: 'push_files' },
      message: 'No tool of this list is named exactly "push_files"; a similar name is never substituted.',
    });
    expect(wordReason('not_listed', { name: 'push_files' }, 'ko')).toBe(
      '이 목록에 이름이 정확히 "push_files"인 도구가 없습니다. 비슷한 이름으로 대신하지 않습니다.',
    );
  });
});
