import { describe, expect, it } from 'vitest';
import { loadCatalog, validateArguments } from '../../core/index.ts';
import { explainArgumentError } from './explain.ts';

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
]);
if (!loaded.ok) throw new Error('the test catalog must load');
const properties = {
  selector: { type: 'string', maxLength: 5 },
  count: { type: 'integer' },
  submit: { type: 'boolean' },
};

describe('explainArgumentError', () => {
  it.each([
    [[1], 'explain.notObject', { kind: 'array' }],
    [{ selector: 'a', script: 'x' }, 'explain.unknownKey', { field: 'script' }],
    [JSON.parse('{"selector": "a", "__proto__": 1}'), 'explain.unknownKey', { field: '__proto__' }],
    [{ count: 1 }, 'explain.missingKey', { field: 'selector' }],
    [{ selector: '😀😀😀😀😀😀' }, 'explain.tooLong', { field: 'selector', length: 6, limit: 5 }],
    [{ selector: 5 }, 'explain.notString', { field: 'selector', kind: 'integer' }],
    [{ selector: 'a', count: 1.5 }, 'explain.notInteger', { field: 'count', kind: 'number' }],
    [{ selector: 'a', count: 2 ** 60 }, 'explain.unsafeInteger', { field: 'count' }],
    [{ selector: 'a', submit: 1 }, 'explain.notBoolean', { field: 'submit', kind: 'integer' }],
  ])('explains the error for %j with %s', (args, key, params) => {
    const result = validateArguments(loaded.value, 'fill', args);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(explainArgumentError(result.error, args, properties)).toEqual({ key, params });
  });

  it('falls back to the code sentence for lookup errors', () => {
    const result = validateArguments(loaded.value, 'nope', {});
    if (result.ok) throw new Error('an unknown tool must fail');
    expect(explainArgumentError(result.error, {}, properties)).toEqual({
      key: `error.${result.error.code}`,
      params: { path: result.error.path },
    });
  });
});
