import { describe, expect, it } from 'vitest';
import { billCatalog, importCatalog, planBudget, toolCatalog, type Provider } from '../../core/index.ts';
import { O200K_BASE } from '../../tokenizer/o200k-base.ts';
import { WEATHER_LIST } from '../../../e2e/cost-trust-data.ts';
import { BillHandler } from './bill-handler.ts';
import { BILL_PROVIDERS } from './bill-providers.ts';

const LISTED = JSON.stringify(WEATHER_LIST);

function coreBill(value: unknown, provider: Provider, listed?: readonly unknown[]) {
  const imported = importCatalog(value);
  if (!imported.ok) throw new Error(imported.error.message);
  return billCatalog(toolCatalog(imported.value), {
    provider,
    counter: O200K_BASE,
    ...(listed ? { listed } : {}),
  });
}

async function billOf(handler: BillHandler, provider: Provider, text: string | Blob = LISTED, catalog = 1) {
  const reply = await handler.answer({ kind: 'bill', catalog, source: { text }, provider });
  if (reply.kind !== 'bill' || !reply.outcome.ok) throw new Error('not billed');
  return reply.outcome;
}

describe('BillHandler', () => {
  it.each(BILL_PROVIDERS)(
    'bills a listed MCP list for %s as the command line does, the counted texts left behind',
    async (provider) => {
      const outcome = await billOf(new BillHandler(O200K_BASE), provider);
      const core = coreBill(WEATHER_LIST, provider, WEATHER_LIST.tools);
      expect(outcome.bill.total).toBe(core.total);
      expect(outcome.bill.tools.map((tool) => [tool.name, tool.tokens, tool.parts])).toEqual(
        core.tools.map((tool) => [tool.name, tool.tokens, tool.parts]),
      );
      expect(outcome.bill.tools.every((tool) => tool.counted === '')).toBe(true);
    },
  );

  it('bills a JSON-RPC response as listed, and a list from the file it was read from', async () => {
    const handler = new BillHandler(O200K_BASE);
    const wrapped = await billOf(
      handler,
      'mcp',
      JSON.stringify({ jsonrpc: '2.0', id: 1, result: WEATHER_LIST }),
    );
    expect(wrapped.bill.total).toBe(coreBill(WEATHER_LIST, 'mcp', WEATHER_LIST.tools).total);
    const file = await billOf(handler, 'mcp', new Blob([LISTED]), 2);
    expect(file.bill.total).toBe(coreBill(WEATHER_LIST, 'mcp', WEATHER_LIST.tools).total);
  });

  it('refuses a catalog the import refuses, with the core error', async () => {
    const reply = await new BillHandler(O200K_BASE).answer({
      kind: 'bill',
      catalog: 1,
      source: { text: '{"tools":[{"name":""}]}' },
      provider: 'openai',
    });
    expect(reply.kind === 'bill' && !reply.outcome.ok && reply.outcome.error.code).toBeTruthy();
  });

  it.each([0, 60, 200, 100_000])('plans a held bill for %i tokens as planBudget does', async (limit) => {
    const handler = new BillHandler(O200K_BASE);
    for (const provider of ['openai', 'anthropic'] as const) {
      await billOf(handler, provider);
      const reply = await handler.answer({ kind: 'plan', catalog: 1, provider, limit });
      const discovery = provider === 'anthropic' ? 'tool_search' : 'discovery_tool';
      const core = planBudget(coreBill(WEATHER_LIST, provider, WEATHER_LIST.tools), {
        limit,
        discovery,
        counter: O200K_BASE,
      });
      expect(reply).toEqual({ kind: 'plan', plan: core.ok ? core.value : null });
    }
  });

  it('answers a plan of a bill it does not hold with none, so the page bills again', async () => {
    const handler = new BillHandler(O200K_BASE);
    await billOf(handler, 'openai');
    expect(await handler.answer({ kind: 'plan', catalog: 1, provider: 'gemini', limit: 10 })).toEqual({
      kind: 'plan',
      plan: null,
    });
    for (let catalog = 2; catalog < 11; catalog++) await billOf(handler, 'openai', LISTED, catalog);
    expect(await handler.answer({ kind: 'plan', catalog: 1, provider: 'openai', limit: 10 })).toEqual({
      kind: 'plan',
      plan: null,
    });
  });
});
