import { afterEach, describe, expect, it } from 'vitest';
import { compileSchema, loadCatalog, validateArguments, type ContractError } from '../../core/index.ts';
import { locale } from '../i18n/locale.svelte.ts';
import { t, tParts } from '../i18n/t.ts';
import { explainError, explainReason } from './explain.ts';

const loaded = loadCatalog([
  {
    name: 'fill',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: {
      selector: { type: 'string', required: true, max_length: 5 },
      count: { type: 'integer', required: false, max_length: 1 },
      submit: { type: 'boolean', required: false, max_length: 1 },
    },
  },
  {
    name: 'search',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: { q: { type: 'string', required: true, max_length: 3 } },
  },
]);
if (!loaded.ok) throw new Error('the test catalog must load');
const catalog = loaded.value;

function refusal(tool: string, args: unknown): ContractError {
  const result = validateArguments(catalog, tool, args);
  if (result.ok) throw new Error('these arguments must be refused');
  return result.error;
}

/** The sentence as it reads on the page, where each value sits in its own `<bdi>`. */
function worded(error: ContractError): string {
  const { key, params } = explainError(error);
  return tParts(key, params)
    .map((part) => part.text)
    .join('');
}

afterEach(() => {
  locale.lang = 'en';
});

describe('explainError', () => {
  it.each([
    [[1], 'Arguments must be a JSON object, not array.'],
    [{ selector: 'a', script: 'x' }, '“script” is not a field of this tool'],
    [JSON.parse('{"selector": "a", "__proto__": 1}'), '“__proto__” is not a field of this tool'],
    [{ count: 1 }, 'The required field “selector” is missing.'],
    [{ selector: '😀😀😀😀😀😀' }, '“selector” has 6 characters; the limit is 5.'],
    [{ selector: 5 }, '“selector” must be a string, not integer.'],
    [{ selector: 'a', count: 1.5 }, '“count” must be an integer, not number.'],
    [{ selector: 'a', count: 2 ** 60 }, '“count” is an integer too large'],
    [{ selector: 'a', submit: 1 }, '“submit” must be a boolean, not integer.'],
  ])('words the refusal of %j from its reason and params', (args, words) => {
    expect(worded(refusal('fill', args))).toContain(words);
  });

  it('isolates the key a refusal names from the words around it, in text', () => {
    const { key, params } = explainError(refusal('fill', { selector: 'a', 'script\u202E': 'x' }));
    expect(t(key, params)).toContain('“\u2068script\u202E\u202C\u2069” is not a field of this tool');
  });

  it('words every reason in Korean without the English sentence', () => {
    locale.lang = 'ko';
    const text = worded(refusal('fill', { selector: 5 }));
    expect(text).toBe('“selector”: 기대한 종류는 문자열, 받은 값의 종류는 정수입니다.');
  });

  it('falls back to the code sentence for a reason without a sentence', () => {
    const error: ContractError = {
      code: 'UNKNOWN_FAMILY',
      path: '/family',
      reason: 'no_such',
      params: {},
      message: 'm',
    };
    expect(explainError(error)).toEqual({ key: 'error.UNKNOWN_FAMILY', params: { path: '/family' } });
  });

  it('has a sentence for every reason the catalog contract gives', () => {
    const errors = [
      refusal('fill', null),
      refusal('fill', {}),
      refusal('fill', { selector: 'a', x: 1 }),
      refusal('fill', { selector: 'a', [Symbol('s')]: 1 }),
      refusal('fill', { selector: 'abcdef' }),
      refusal('fill', { selector: 1 }),
      refusal('fill', { selector: 'a', count: 2 ** 60 }),
      refusal('nope', {}),
      refusal('Nope', {}),
    ];
    for (const error of errors) expect(explainReason(error), error.reason).toBeDefined();
  });
});

describe('one count of code points, in the core and on the page', () => {
  it('counts "ab" and two lone low surrogates as 4 characters against a limit of 3, in both', () => {
    const args: unknown = JSON.parse('{"q":"ab\\udc00\\udc00"}');
    const error = refusal('search', args);
    expect(error).toMatchObject({
      code: 'INVALID_ARGUMENT_VALUE',
      path: '/q',
      params: { limit: 3, length: 4 },
    });
    expect(error.message).toBe('String has 4 characters; the limit is 3.');
    expect(worded(error)).toBe('“q” has 4 characters; the limit is 3.');
    const schema = compileSchema({ type: 'object', properties: { q: { type: 'string', maxLength: 3 } } });
    if (!schema.ok) throw new Error('the schema must compile');
    const [issue] = schema.value.validate(args);
    expect(issue).toMatchObject({ reason: 'too_long', params: { limit: 3, length: 4 } });
  });
});
