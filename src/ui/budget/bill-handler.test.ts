import { describe, expect, it } from 'vitest';
import { billCatalog, importCatalog, planBudget, toolCatalog } from '../../core/index.ts';
import { O200K_BASE } from '../../cli/commands/budget-tokenizer.ts';
import { WEATHER_LIST } from '../../../e2e/cost-trust-data.ts';
import { BillHandler } from './bill-handler.ts';
import { BILL_PROVIDERS } from './bill-providers.ts';

function coreBill(value: unknown, provider: (typeof BILL_PROVIDERS)[number], listed?: readonly unknown[]) {
  const imported = importCatalog(value);
  if (!imported.ok) throw new Error(imported.error.message);
  return billCatalog(toolCatalog(imported.value), {
    provider,
    counter: O200K_BASE,
    ...(listed ? { listed } : {}),
  });
}

function billOf(handler: BillHandler, text: string, kind: 'listed' | 'read' = 'listed') {
  const reply = handler.answer({ kind: 'bill', source: { kind, text } });
  if (reply.kind !== 'bill' || !reply.outcome.ok) throw new Error('not billed');
  return reply.outcome;
}

describe('BillHandler', () => {
  it('bills a listed MCP list for every provider as the command line does, the counted texts left behind', () => {
    const outcome = billOf(new BillHandler(O200K_BASE), JSON.stringify(WEATHER_LIST));
    expect(outcome.isListed).toBe(true);
    expect(outcome.bills.map((bill) => bill.provider)).toEqual(BILL_PROVIDERS);
    for (const bill of outcome.bills) {
      const core = coreBill(WEATHER_LIST, bill.provider, WEATHER_LIST.tools);
      expect(bill.total).toBe(core.total);
      expect(bill.tools.map((tool) => [tool.name, tool.tokens, tool.parts])).toEqual(
        core.tools.map((tool) => [tool.name, tool.tokens, tool.parts]),
      );
      expect(bill.tools.every((tool) => tool.counted === '')).toBe(true);
    }
  });

  it('bills a JSON-RPC response as listed, and a list read by the import without its listed entries', () => {
    const handler = new BillHandler(O200K_BASE);
    const wrapped = billOf(handler, JSON.stringify({ jsonrpc: '2.0', id: 1, result: WEATHER_LIST }));
    expect(wrapped.bills[3]!.total).toBe(coreBill(WEATHER_LIST, 'mcp', WEATHER_LIST.tools).total);
    const imported = importCatalog(WEATHER_LIST);
    if (!imported.ok || imported.value.format !== 'mcp') throw new Error('refused');
    const read = billOf(handler, JSON.stringify(imported.value.catalog), 'read');
    expect(read.isListed).toBe(false);
    expect(read.bills[0]!.total).toBe(coreBill(WEATHER_LIST, 'openai').total);
    expect(read.bills[3]!.total).toBe(coreBill(WEATHER_LIST, 'mcp').total);
  });

  it('refuses a catalog the import refuses, with the core error', () => {
    const reply = new BillHandler(O200K_BASE).answer({
      kind: 'bill',
      source: { kind: 'listed', text: '{"tools":[{"name":""}]}' },
    });
    expect(reply.kind === 'bill' && !reply.outcome.ok && reply.outcome.error.code).toBeTruthy();
  });

  it.each([0, 60, 200, 100_000])('plans a held bill for %i tokens as planBudget does', (limit) => {
    const handler = new BillHandler(O200K_BASE);
    const { id } = billOf(handler, JSON.stringify(WEATHER_LIST));
    for (const provider of ['openai', 'anthropic'] as const) {
      const reply = handler.answer({ kind: 'plan', bill: id, provider, limit });
      const discovery = provider === 'anthropic' ? 'tool_search' : 'discovery_tool';
      const core = planBudget(coreBill(WEATHER_LIST, provider, WEATHER_LIST.tools), {
        limit,
        discovery,
        counter: O200K_BASE,
      });
      expect(reply).toEqual({ kind: 'plan', plan: core.ok ? core.value : null });
    }
  });

  it('answers a plan of a bill it no longer holds with none, so the page bills again', () => {
    const handler = new BillHandler(O200K_BASE);
    const { id } = billOf(handler, JSON.stringify(WEATHER_LIST));
    for (let i = 0; i < 4; i++) billOf(handler, JSON.stringify(WEATHER_LIST));
    expect(handler.answer({ kind: 'plan', bill: id, provider: 'openai', limit: 10 })).toEqual({
      kind: 'plan',
      plan: null,
    });
  });
});
