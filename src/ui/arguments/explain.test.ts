import { afterEach, describe, expect, it } from 'vitest';
import {
  compileSchema,
  discover,
  loadCatalog,
  validateArguments,
  wordReason,
  type ContractError,
  type Reason,
} from '../../core/index.ts';
import { withReasonStrings } from '../errors/register-strings.ts';
import { PageText } from '../i18n/page-text.svelte.ts';
import { explainError, explainReason } from './explain.ts';
import { testCatalog } from './test-catalog.ts';

const catalog = testCatalog();
const words = new PageText();
withReasonStrings(words);
const { t, tParts } = words;

function refusal(tool: string, args: unknown): ContractError {
  const result = validateArguments(catalog, tool, args);
  if (result.ok) throw new Error('these arguments must be refused');
  return result.error;
}

/** The sentence as it reads on the page, where each value sits in its own `<bdi>`. */
function worded(error: ContractError): string {
  const { key, params } = explainError(words, error);
  return tParts(key, params)
    .map((part) => part.text)
    .join('');
}

afterEach(() => {
  words.lang = 'en';
});

describe('explainError', () => {
  it.each([
    [[1], 'A plain JSON object is needed here; got array.'],
    [{ selector: 'a', script: 'x' }, 'Property "script" is not allowed.'],
    [JSON.parse('{"selector": "a", "__proto__": 1}'), 'Property "__proto__" is not allowed.'],
    [{ count: 1 }, 'Missing required property "selector".'],
    [{ selector: '😀😀😀😀😀😀' }, 'String has 6 characters; the limit is 5.'],
    [{ selector: 5 }, 'Expected string but got integer.'],
    [{ selector: 'a', count: 1.5 }, 'Expected integer but got number.'],
    [
      { selector: 'a', count: 2 ** 60 },
      'The integer is beyond ±9007199254740991, so it could not be echoed back unchanged.',
    ],
    [{ selector: 'a', submit: 1 }, 'Expected boolean but got integer.'],
  ])('words the refusal of %j from its reason and params', (args, words) => {
    expect(worded(refusal('fill', args))).toBe(words);
  });

  it('words a reason the core’s catalog has with the catalog’s sentence, the one the schema issues read', () => {
    const error = refusal('fill', { selector: 'a', script: 'x' });
    expect(explainError(words, error)).toEqual({ key: 'issue.unknown_key', params: { key: '"script"' } });
    expect(t('issue.unknown_key', { key: '"script"' })).toBe(
      wordReason('unknown_key', { key: 'script' }, 'en'),
    );
  });

  it('isolates the key a refusal names from the words around it, in text', () => {
    const { key, params } = explainError(words, refusal('fill', { selector: 'a', 'script\u202E': 'x' }));
    expect(t(key, params)).toBe('Property \u2068"script\u202E"\u202C\u2069 is not allowed.');
  });

  it('words every reason in Korean without the English sentence', () => {
    words.lang = 'ko';
    const text = worded(refusal('fill', { selector: 5 }));
    expect(text).toBe('값의 종류가 틀렸습니다. 허용: string. 받은 값: integer.');
    expect(worded(refusal('fill', { count: 1 }))).toBe('필수 키가 없습니다: "selector"');
  });

  it('falls back to the code sentence for a reason without a sentence', () => {
    const error: ContractError = {
      code: 'UNKNOWN_FAMILY',
      path: '/family',
      reason: 'no_such',
      params: {},
      message: 'm',
    };
    expect(explainError(words, error)).toEqual({ key: 'error.UNKNOWN_FAMILY', params: { path: '/family' } });
  });

  it('words every refusal of the catalog contract with the sentence of the core’s English message', () => {
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
    for (const error of errors) {
      expect(explainReason(words, error)?.key, error.reason).toMatch(/^issue\./);
      expect(worded(error), error.reason).toBe(error.message);
    }
  });

  it('words a refused catalog and a refused discovery as the core does, in English and in Korean', () => {
    const refusals = [
      loadCatalog({ tools: [] }),
      loadCatalog([{ name: 'x' }]),
      loadCatalog([{ name: 'Fill', family: 'input', effect: 'change', enabled: true, fields: {} }]),
      loadCatalog([{ name: 'f', family: 'input', effect: 'change', enabled: true, fields: { a: [] } }]),
      loadCatalog([
        { name: 'f', family: 'input', effect: 'change', enabled: true, fields: {} },
        { name: 'f', family: 'input', effect: 'read', enabled: true, fields: {} },
      ]),
      loadCatalog([
        {
          name: 'f',
          family: 'input',
          effect: 'change',
          enabled: true,
          fields: { a: { type: 'string', required: true, max_length: 0 } },
        },
      ]),
      discover(catalog, 'writing'),
      discover(catalog, 'reading', 'fill'),
    ];
    for (const result of refusals) {
      if (result.ok) throw new Error('each of these must be refused');
      const { reason, params, message } = result.error;
      expect(worded(result.error), reason).toBe(message);
      words.lang = 'ko';
      expect(worded(result.error), reason).toBe(wordReason(reason as Reason, params, 'ko'));
      words.lang = 'en';
    }
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
    expect(worded(error)).toBe('String has 4 characters; the limit is 3.');
    const schema = compileSchema({ type: 'object', properties: { q: { type: 'string', maxLength: 3 } } });
    if (!schema.ok) throw new Error('the schema must compile');
    const [issue] = schema.value.validate(args);
    expect(issue).toMatchObject({ reason: 'too_long', params: { limit: 3, length: 4 } });
  });
});
