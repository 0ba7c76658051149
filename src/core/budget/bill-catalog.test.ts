import { describe, expect, it } from 'vitest';
import { billCatalog } from './bill-catalog.ts';
import { OVERHEADS } from './sources.ts';
import { BYTE_COUNTER, catalogOf, mcpToolOf } from './test-support.ts';

describe('billCatalog', () => {
  const list = {
    tools: [mcpToolOf('a'), { name: 'odd', inputSchema: { type: 'strin' } }, mcpToolOf('b', 2)],
  };

  it('bills every tool it can in catalog order, and leaves out a tool that cannot be checked, with its defect', () => {
    const catalog = catalogOf(list);
    const bill = billCatalog(catalog, { provider: 'openai', counter: BYTE_COUNTER });
    expect(bill.tools.map((tool) => tool.name)).toEqual(['a', 'b']);
    expect(bill.unbilled).toEqual([
      { name: 'odd', reason: 'refused', error: catalog.get('odd')!.schemaProblem!.error },
    ]);
    expect(bill.total).toBe(bill.tools[0]!.tokens + bill.tools[1]!.tokens);
    expect(bill.overhead).toBeNull();
  });

  it("lists Anthropic's published overhead apart and adds it to the total, never to a tool", () => {
    const openai = billCatalog(catalogOf(list), { provider: 'openai', counter: BYTE_COUNTER });
    const anthropic = billCatalog(catalogOf(list), { provider: 'anthropic', counter: BYTE_COUNTER });
    expect(anthropic.overhead).toEqual(OVERHEADS.anthropic);
    expect(anthropic.overhead!.source.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const tools = anthropic.tools.reduce((sum, tool) => sum + tool.tokens, 0);
    expect(anthropic.total).toBe(tools + 346);
    expect(anthropic.tools.map((tool) => tool.counted)).not.toEqual(openai.tools.map((tool) => tool.counted));
  });

  it('says what it counts, and marks Anthropic and Gemini figures as estimates', () => {
    const counted = (provider: 'openai' | 'anthropic' | 'gemini' | 'mcp') =>
      billCatalog(catalogOf(list), { provider, counter: { ...BYTE_COUNTER, name: 'o200k_base' } }).counting;
    expect(counted('openai')).toEqual({
      tokenizer: 'o200k_base',
      counts: 'o200k tokens of the request JSON',
      isEstimate: false,
    });
    expect([
      counted('anthropic').isEstimate,
      counted('gemini').isEstimate,
      counted('mcp').isEstimate,
    ]).toEqual([true, true, false]);
  });

  it("leaves a scalar catalog's disabled tools out, since no host lists them", () => {
    const items = ['a', 'b', 'c'].map((name, i) => ({
      name,
      family: 'f',
      effect: 'read',
      enabled: i !== 1,
      fields: {},
    }));
    const bill = billCatalog(catalogOf(items), { provider: 'mcp', counter: BYTE_COUNTER });
    expect(bill.tools.map((tool) => [tool.name, tool.group])).toEqual([
      ['a', 'f'],
      ['c', 'f'],
    ]);
    expect(bill.unbilled).toEqual([{ name: 'b', reason: 'disabled', error: null }]);
  });

  it('counts each MCP tool as its list gives it when the list is passed', () => {
    const listed = { tools: [{ ...mcpToolOf('a'), title: 'A', annotations: { readOnlyHint: true } }] };
    const bill = billCatalog(catalogOf(listed), {
      provider: 'mcp',
      counter: BYTE_COUNTER,
      listed: listed.tools,
    });
    expect(bill.tools[0]!.counted).toBe(JSON.stringify(listed.tools[0]));
  });
});
