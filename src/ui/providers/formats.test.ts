import { describe, expect, it } from 'vitest';
import { lintForProvider } from '../../core/index.ts';
import { DEFAULT_FORMAT, FORMAT_IDS, isFormatId } from '../state/provider-format.ts';
import { formatIds, formatOptions } from './formats.ts';
import { portabilityCell } from './portability.ts';
import { REASON_STRINGS } from '../errors/strings.ts';
import { changeWording, findingWording } from './wording.ts';

describe('provider formats', () => {
  it('the address list equals the core providers plus their strict modes', () => {
    expect([...FORMAT_IDS]).toEqual(formatIds());
    expect(isFormatId(DEFAULT_FORMAT)).toBe(true);
    expect(isFormatId('openai-strict')).toBe(true);
    expect(isFormatId('gemini-strict')).toBe(false);
    expect(formatOptions('anthropic-strict')).toEqual({ provider: 'anthropic', strict: true });
    expect(formatOptions('gemini')).toEqual({ provider: 'gemini', strict: false });
  });
});

const tool = {
  name: 'files.read',
  inputSchema: {
    type: 'object',
    properties: {
      path: { type: 'string', minLength: 1, format: 'uri-reference' },
      limit: { type: ['integer', 'null'], maximum: 10 },
      mode: { oneOf: [{ const: 'a' }, { const: 'b' }] },
      tags: { type: 'array', items: { type: 'string' }, minItems: 2 },
    },
    required: ['path'],
    $defs: { unused: { type: 'string' } },
  },
};

describe('wording', () => {
  it('words every finding and change from keys that exist in both languages', () => {
    for (const id of FORMAT_IDS) {
      const { provider, strict } = formatOptions(id);
      const result = lintForProvider(tool, provider, { strict });
      if (!result.ok) throw new Error('tool-shaped');
      for (const finding of result.value) {
        const { key } = findingWording(finding);
        expect(REASON_STRINGS.en, `${finding.rule} ${key}`).toHaveProperty([key]);
        expect(REASON_STRINGS.ko).toHaveProperty([key]);
      }
    }
    expect(
      changeWording({ path: '/name', action: 'renamed', meaning: 'kept', params: {}, message: '' }).key,
    ).toBe('issue.adapt_renamed');
  });

  it('counts the findings a provider would refuse, as the core reports them', () => {
    const cell = portabilityCell(tool, 'openai');
    const lint = lintForProvider(tool, 'openai');
    if (!lint.ok) throw new Error('tool-shaped');
    expect(cell).toEqual({
      ok: true,
      rejected: lint.value.filter((f) => f.effect === 'rejected').length,
      ignored: lint.value.filter((f) => f.effect === 'ignored').length,
    });
    expect(cell.ok && cell.rejected).toBeGreaterThan(0); // the dotted name
    expect(portabilityCell({ name: 1, inputSchema: {} } as never, 'mcp')).toEqual({
      ok: false,
      code: 'INVALID_TOOLS_LIST',
      path: '/name',
    });
  });
});
