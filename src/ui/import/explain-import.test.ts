import { describe, expect, it } from 'vitest';
import { hasKey } from '../i18n/t.ts';
import { compileSchema, loadMcpToolsList } from '../../core/index.ts';
import { explainImportError, explainIssue } from './explain-import.ts';
import { IMPORT_STRINGS } from './strings.ts';

describe('explainImportError', () => {
  it.each([
    'INVALID_CATALOG',
    'INVALID_FIELDS',
    'INVALID_LABEL',
    'DUPLICATE_TOOL',
    'INVALID_METADATA',
    'INVALID_SPEC',
  ] as const)('explains the catalog contract code %s with the contract’s own sentence', (code) => {
    const explanation = explainImportError({
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
      const explanation = explainImportError({
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
    expect(explainImportError(loaded.error)).toEqual({
      key: 'reason.not_an_object',
      params: { field: '1', subject: 'A tool', received: 'integer' },
    });
  });

  it('words a schema issue from its reason, with no English sentence appended', () => {
    const compiled = compileSchema({ type: 'object', additionalProperties: false });
    if (!compiled.ok) throw new Error('the schema must compile');
    const [issue] = compiled.value.validate({ extra: 1 });
    expect(explainIssue(issue!)).toEqual({
      key: 'reason.unknown_key',
      params: { field: 'extra', key: 'extra' },
    });
  });
});
