import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { loadCatalog, validateArguments } from '../../core/index.ts';
import { checkArguments } from './check-arguments.ts';

const loaded = loadCatalog([
  {
    name: 'fill',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: { selector: { type: 'string', required: true, max_length: 5 } },
  },
]);
if (!loaded.ok) throw new Error('the test catalog must load');
const catalog = loaded.value;

describe('checkArguments', () => {
  it.each([
    ['{"selector": "a"}', { kind: 'checked', result: { ok: true } }],
    ['{"selector": "abcdef"}', { kind: 'checked', result: { ok: false, error: { path: '/selector' } } }],
    ['{}', { kind: 'checked', result: { ok: false, error: { code: 'INVALID_ARGUMENT_KEYS' } } }],
    ['{"selector": ', { kind: 'syntax', problem: { line: 1, column: 14, found: null } }],
    ['{\n  x}', { kind: 'syntax', problem: { line: 2, column: 3, found: 'x' } }],
  ])('checks %j', (text, expected) => {
    expect(checkArguments(catalog, 'fill', text)).toMatchObject(expected);
  });

  it('gives the core’s answer for any JSON text, unchanged', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const check = checkArguments(catalog, 'fill', text);
        expect(check.kind).toBe('checked');
        if (check.kind === 'checked')
          expect(check.result).toEqual(validateArguments(catalog, 'fill', JSON.parse(text)));
      }),
    );
  });
});
