import fc from 'fast-check';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { O200K_BASE } from '../../tokenizer/o200k-base.ts';
import { adaptForProvider } from '../providers/adapt.ts';
import { arbToolSchema } from '../providers/arbitraries.ts';
import { PROVIDERS } from '../providers/rules.ts';
import { countTool, requestEntry } from './count-tool.ts';
import { BYTE_COUNTER, catalogOf, mcpToolOf } from './test-support.ts';
import type { ToolBill } from './types.ts';

const PLAIN = { disallowedSpecial: new Set<string>() };
const sumOfParts = (bill: ToolBill) =>
  bill.parts.description +
  bill.parts.rest +
  bill.parts.fields.reduce((sum, f) => sum + f.description + f.schema, 0);
const bytes = (text: string) => new TextEncoder().encode(text).length;

function billOf(tool: unknown, provider: (typeof PROVIDERS)[number], counter = O200K_BASE): ToolBill {
  const [read] = catalogOf({ tools: [tool] }).tools;
  const bill = countTool(read!, provider, counter);
  if (!bill.ok) throw new Error(bill.error.message);
  return bill.value;
}

describe('countTool', () => {
  it.each(PROVIDERS)(
    'counts the compact JSON of the %s request entry, as gpt-tokenizer counts it alone',
    (provider) => {
      const tool = mcpToolOf('search_issues', 3);
      const bill = billOf(tool, provider);
      const adapted = adaptForProvider(tool, provider);
      if (!adapted.ok) throw new Error(adapted.error.message);
      expect(bill.counted).toBe(JSON.stringify(adapted.value.request));
      expect(bill.tokens).toBe(countTokens(bill.counted, PLAIN));
      expect(sumOfParts(bill)).toBe(bill.tokens);
    },
  );

  it('counts text that looks like a special token as the plain text it is, never refusing it', () => {
    const tool = mcpToolOf('leak', 1, 'Ends here <|endoftext|> and <|im_start|>.');
    const bill = billOf(tool, 'openai');
    expect(() => countTokens(bill.counted)).toThrow(/special token/);
    expect(bill.tokens).toBe(countTokens(bill.counted, PLAIN));
    expect(bill.parts.description).toBeGreaterThan(10);
  });

  it("gives each part exactly its bytes' tokens: the description with its quotes, each field with its name", () => {
    const bill = billOf(mcpToolOf('t', 2), 'mcp', BYTE_COUNTER);
    expect(bill.parts.description).toBe(bytes('"Does t."'));
    expect(bill.parts.fields).toEqual([
      {
        name: 'f0',
        description: bytes('"Field 0."'),
        schema: bytes('"f0":{"type":"string","description":}'),
      },
      {
        name: 'f1',
        description: bytes('"Field 1."'),
        schema: bytes('"f1":{"type":"string","description":}'),
      },
    ]);
    expect(bill.tokens).toBe(bytes(bill.counted));
    expect(sumOfParts(bill)).toBe(bill.tokens);
  });

  it('shows an enum or a long description as the part that takes the bill', () => {
    const values = Array.from({ length: 300 }, (_, i) => `value_${i}`);
    const tool = {
      name: 'pick',
      description: 'Picks one.',
      inputSchema: {
        type: 'object',
        properties: { choice: { type: 'string', enum: values }, note: { type: 'string' } },
      },
    };
    const bill = billOf(tool, 'openai');
    const [choice, note] = bill.parts.fields;
    expect(choice!.schema).toBeGreaterThan(bill.tokens / 2);
    expect(note!.schema).toBeLessThan(10);
  });

  it('adds up exactly on any tool schema, for every provider', () => {
    fc.assert(
      fc.property(arbToolSchema(), fc.constantFrom(...PROVIDERS), (schema, provider) => {
        const tool = { name: 'tool', description: 'A tool.', inputSchema: schema };
        const [read] = catalogOf({ tools: [tool] }).tools;
        const bill = countTool(read!, provider, O200K_BASE);
        if (!bill.ok) return;
        expect(sumOfParts(bill.value)).toBe(bill.value.tokens);
        expect(bill.value.tokens).toBe(countTokens(bill.value.counted, PLAIN));
      }),
      { numRuns: 30 },
    );
  });

  it('counts a scalar tool as discover describes it, and an MCP tool as listed when the list is given', () => {
    const scalar = catalogOf([
      { name: 'observe', family: 'reading', effect: 'read', enabled: true, fields: {} },
    ]).tools[0]!;
    const scalarBill = countTool(scalar, 'mcp', BYTE_COUNTER);
    expect(scalarBill.ok && scalarBill.value.counted).toBe(
      JSON.stringify({ name: 'observe', inputSchema: scalar.inputSchema }),
    );
    const listed = { ...mcpToolOf('t'), annotations: { readOnlyHint: true }, _meta: { x: 1 } };
    const [tool] = catalogOf({ tools: [listed] }).tools;
    const asListed = countTool(tool!, 'mcp', BYTE_COUNTER, listed);
    expect(asListed.ok && asListed.value.counted).toBe(JSON.stringify(listed));
  });
});

describe('requestEntry', () => {
  it('refuses a tool whose schema cannot be checked, with the defect check reports', () => {
    const listed = { name: 'odd', inputSchema: { type: 'strin' } };
    const [tool] = catalogOf({ tools: [listed] }).tools;
    for (const entry of [requestEntry(tool!, 'openai'), requestEntry(tool!, 'mcp', listed)]) {
      expect(entry.ok).toBe(false);
      expect(!entry.ok && entry.error).toEqual(tool!.schemaProblem!.error);
    }
  });
});
