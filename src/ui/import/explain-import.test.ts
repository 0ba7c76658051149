import { describe, expect, it } from 'vitest';
import { hasKey } from '../i18n/t.ts';
import { explainImportError } from './explain-import.ts';
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
    const explanation = explainImportError({ code, path: '/0', message: 'm' });
    expect(explanation.key).toBe(`error.${code}`);
    expect(hasKey(explanation.key)).toBe(true);
  });

  it.each(['INVALID_JSON', 'CATALOG_TOO_LARGE', 'UNKNOWN_CATALOG_FORMAT', 'INVALID_TOOLS_LIST'] as const)(
    'explains the import code %s with the import area’s sentence',
    (code) => {
      const explanation = explainImportError({ code, path: '', message: 'm' });
      expect(explanation.key).toBe(`import.code.${code}`);
      expect(IMPORT_STRINGS.en).toHaveProperty([explanation.key]);
    },
  );
});
