import { describe, expect, it } from 'vitest';
import { adaptForProvider } from './adapt.ts';
import { outputSchemaFate } from './output-schema.ts';
import { PROVIDERS } from './rules.ts';

const outputSchema = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
const tool = { name: 'count_rows', inputSchema: { type: 'object' }, outputSchema };

describe('outputSchemaFate', () => {
  it.each([
    ['mcp', { provider: 'mcp', fate: 'kept', path: '/outputSchema' }],
    ['openai', { provider: 'openai', fate: 'dropped' }],
    ['anthropic', { provider: 'anthropic', fate: 'dropped' }],
    ['gemini', { provider: 'gemini', fate: 'dropped' }],
  ] as const)('says what %s does with an outputSchema', (provider, fate) => {
    expect(outputSchemaFate(provider)).toEqual(fate);
  });

  it.each(PROVIDERS)('agrees with what the %s adapter sends for a real tool, strict or not', (provider) => {
    const fate = outputSchemaFate(provider);
    for (const strict of [false, true]) {
      const adapted = adaptForProvider(tool, provider, { strict });
      if (!adapted.ok) throw new Error(adapted.error.message);
      const sent = JSON.stringify(adapted.value.request).includes(JSON.stringify(outputSchema));
      expect(sent).toBe(fate.fate === 'kept');
    }
  });
});

describe('adaptForProvider and outputSchema', () => {
  it('keeps an MCP tool’s outputSchema in its tools/list entry, unchanged', () => {
    const adapted = adaptForProvider(tool, 'mcp');
    expect(adapted.ok && adapted.value.request).toEqual({
      name: 'count_rows',
      inputSchema: { type: 'object' },
      outputSchema,
    });
  });

  it.each([null, undefined])('sends no outputSchema for a tool whose outputSchema is %s', (value) => {
    const adapted = adaptForProvider({ ...tool, outputSchema: value }, 'mcp');
    expect(adapted.ok && adapted.value.request).not.toHaveProperty('outputSchema');
  });
});
