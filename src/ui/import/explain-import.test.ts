import { afterEach, describe, expect, it } from 'vitest';
import { PageText, type Params } from '../i18n/page-text.svelte.ts';
import { compileSchema, loadMcpToolsList, wordReason, type Reason } from '../../core/index.ts';
import { explainImportError, explainIssue } from './explain-import.ts';
import { IMPORT_STRINGS } from './strings.ts';
import { withImportStrings } from './register-strings.ts';

const words = new PageText();
withImportStrings(words);
const { hasKey, t, tParts } = words;

/** A sentence as it reads on the page, where each value sits in its own `<bdi>`. */
function plain(key: string, params: Params): string {
  return tParts(key, params)
    .map((part) => part.text)
    .join('');
}

describe('explainImportError', () => {
  it.each([
    'INVALID_CATALOG',
    'INVALID_FIELDS',
    'INVALID_LABEL',
    'DUPLICATE_TOOL',
    'INVALID_METADATA',
    'INVALID_SPEC',
  ] as const)('explains the catalog contract code %s with the contract’s own sentence', (code) => {
    const explanation = explainImportError(words, {
      code,
      path: '/0',
      reason: 'no_sentence',
      params: {},
      message: 'm',
    });
    expect(explanation.key).toBe(`error.${code}`);
    expect(hasKey(explanation.key)).toBe(true);
  });

  it.each(['INVALID_JSON', 'CATALOG_TOO_LARGE', 'UNKNOWN_CATALOG_FORMAT', 'INVALID_TOOLS_LIST'] as const)(
    'explains the import code %s with the import area’s sentence',
    (code) => {
      const explanation = explainImportError(words, {
        code,
        path: '',
        reason: 'no_sentence',
        params: {},
        message: 'm',
      });
      expect(explanation.key).toBe(`import.code.${code}`);
      expect(IMPORT_STRINGS.en).toHaveProperty([explanation.key]);
    },
  );
});

describe('explainImportError and explainIssue from reasons', () => {
  it('words a refused tools/list from its reason', () => {
    const loaded = loadMcpToolsList({
      tools: [{ name: 'a', inputSchema: { type: 'object', minimum: 1 } }, 7],
    });
    if (loaded.ok) throw new Error('the list must be refused');
    const explanation = explainImportError(words, loaded.error);
    expect(explanation).toEqual({
      key: 'issue.not_an_object',
      params: { subject: 'tool', received: 'integer' },
    });
    expect(plain(explanation.key, explanation.params)).toBe(
      'A plain JSON object is needed here; got integer.',
    );
  });

  it('words a schema issue from its reason, with no English sentence appended', () => {
    const compiled = compileSchema({ type: 'object', additionalProperties: false });
    if (!compiled.ok) throw new Error('the schema must compile');
    const [issue] = compiled.value.validate({ extra: 1 });
    expect(explainIssue(issue!, words.lang)).toEqual({
      key: 'issue.unknown_key',
      params: { key: '"extra"' },
    });
    expect(plain('issue.unknown_key', explainIssue(issue!, words.lang).params)).toBe(issue!.message);
  });

  describe('every issue the full vocabulary gives', () => {
    afterEach(() => {
      words.lang = 'en';
    });
    // one value breaking each keyword, checked by the full engine: the page words each from reason and params
    const schema = {
      type: 'object',
      properties: {
        low: { type: 'number', minimum: 1 },
        above: { type: 'number', exclusiveMinimum: 0 },
        high: { type: 'integer', maximum: 9 },
        below: { type: 'integer', exclusiveMaximum: 9 },
        step: { type: 'number', multipleOf: 2 },
        few: { type: 'array', minItems: 2 },
        many: { type: 'array', maxItems: 1, uniqueItems: true },
        pair: { type: 'array', prefixItems: [{ type: 'string' }], items: false },
        has: { type: 'array', contains: { const: 1 }, minContains: 2 },
        hasFew: { type: 'array', contains: { const: 1 }, maxContains: 1 },
        keys: { type: 'object', minProperties: 2, maxProperties: 0 },
        either: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        one: { oneOf: [{ type: 'integer' }, { type: 'number' }] },
        never: { not: { type: 'string' } },
        fixed: { const: 'x' },
        at: { type: 'string', format: 'date-time' },
      },
      dependentRequired: { low: ['later'] },
    };
    const value = {
      low: 0,
      above: 0,
      high: 10,
      below: 9,
      step: 3,
      few: [1],
      many: [1, 1],
      pair: ['a', 'b'],
      has: [1],
      hasFew: [1, 1],
      keys: { a: 1 },
      either: 5,
      one: 5,
      never: 's',
      fixed: 'y',
      at: 'not a date',
    };
    const compiled = compileSchema(schema, { vocabulary: 'full', formats: 'assert' });
    if (!compiled.ok) throw new Error('the schema must compile');
    const issues = compiled.value.validate(value);

    it('breaks each keyword once at least', () => {
      const reasons = new Set(issues.map((issue) => issue.reason));
      for (const reason of [
        'too_small',
        'too_large',
        'not_multiple',
        'too_few_items',
        'too_many_items',
        'duplicate_items',
        'unknown_item',
        'contains_count',
        'too_few_keys',
        'too_many_keys',
        'missing_dependency',
        'no_branch_matched',
        'several_branches_matched',
        'not_failed',
        'not_const',
        'bad_format',
      ])
        expect(reasons, reason).toContain(reason);
    });

    it.each(['en', 'ko'] as const)(
      'words each in %s with every placeholder filled, by its own sentence: the core’s, from one catalog',
      (lang) => {
        words.lang = lang;
        for (const issue of issues) {
          const { key, params } = explainIssue(issue, words.lang);
          expect(hasKey(key), `${issue.reason} at ${issue.path}`).toBe(true);
          expect(key.startsWith('mcp.issue.'), `${issue.reason} needs a sentence of its own`).toBe(false);
          const text = t(key, params);
          expect(text, key).not.toMatch(/\{\w+\}/);
          for (const [name, param] of Object.entries(issue.params)) {
            if (typeof param === 'number' && name !== 'exclusive') expect(text, key).toContain(String(param));
          }
          const core = lang === 'en' ? issue.message : wordReason(issue.reason as Reason, issue.params, lang);
          expect(plain(key, params), key).toBe(core.replace(/[\u2068\u2069]/g, ''));
        }
      },
    );

    it('words a maximum as a bound, not as the catalog’s size limit, and an exclusive bound as strict', () => {
      const [high] = issues.filter((issue) => issue.path === '/high');
      const [above] = issues.filter((issue) => issue.path === '/above');
      expect(plain(explainIssue(high!, words.lang).key, explainIssue(high!, words.lang).params)).toBe(
        'The number must be at most 9.',
      );
      expect(plain(explainIssue(above!, words.lang).key, explainIssue(above!, words.lang).params)).toBe(
        'The number must be greater than 0.',
      );
      words.lang = 'ko';
      expect(plain(explainIssue(high!, words.lang).key, explainIssue(high!, words.lang).params)).toBe(
        '값은 9 이하여야 합니다.',
      );
    });
  });
});
