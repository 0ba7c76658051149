import { describe, expect, it } from 'vitest';
import { importCatalog } from '../mcp/import-catalog.ts';
import { adaptForProvider } from '../providers/adapt.ts';
import { billCatalog } from './bill-catalog.ts';
import { discoverDeferred } from './discovery.ts';
import { deferredTools, exportAnthropic, exportMcp } from './export-plan.ts';
import { planBudget } from './plan-budget.ts';
import { BYTE_COUNTER, catalogOf, mcpToolOf } from './test-support.ts';
import type { BudgetPlan, CatalogBill } from './types.ts';

const LIST = {
  tools: [
    { ...mcpToolOf('issue_read', 2), annotations: { readOnlyHint: true }, title: 'Read an issue' },
    mcpToolOf('issue_write', 5),
    { ...mcpToolOf('pull_read', 1), inputSchema: { type: 'object', properties: { n: { const: 1 } } } },
    mcpToolOf('pull_merge', 3),
    mcpToolOf('solo', 8),
  ],
};
const catalog = catalogOf(LIST);

function planned(provider: 'anthropic' | 'openai', limit: number): { bill: CatalogBill; plan: BudgetPlan } {
  const bill = billCatalog(catalog, { provider, counter: BYTE_COUNTER, listed: LIST.tools });
  const discovery = provider === 'anthropic' ? 'tool_search' : 'discovery_tool';
  const plan = planBudget(bill, { limit, discovery, counter: BYTE_COUNTER });
  if (!plan.ok) throw new Error(plan.error.message);
  return { bill, plan: plan.value };
}

describe('exportAnthropic', () => {
  const { bill, plan } = planned('anthropic', 1000);
  const tools = exportAnthropic(bill, plan) as Record<string, unknown>[];

  it('puts one tool search tool first, never deferred, then every tool in catalog order', () => {
    expect(plan.keep.length).toBeGreaterThan(0);
    expect(plan.defer.length).toBeGreaterThan(0);
    expect(tools[0]).toEqual({ type: 'tool_search_tool_bm25_20251119', name: 'tool_search_tool_bm25' });
    expect(tools.slice(1).map((tool) => tool.name)).toEqual(LIST.tools.map((tool) => tool.name));
  });

  it('marks the deferred tools with defer_loading and leaves the key off the kept ones', () => {
    for (const tool of tools.slice(1)) {
      const isDeferred = plan.defer.includes(tool.name as string);
      expect(Object.hasOwn(tool, 'defer_loading')).toBe(isDeferred);
      if (isDeferred) expect(tool.defer_loading).toBe(true);
    }
  });

  it('sends each tool as the adapter writes it, which the importer reads back as the same tool', () => {
    for (const [i, tool] of tools.slice(1).entries()) {
      const adapted = adaptForProvider(LIST.tools[i], 'anthropic');
      if (!adapted.ok) throw new Error(adapted.error.message);
      const { defer_loading: _deferred, ...request } = tool;
      void _deferred;
      expect(request).toEqual(adapted.value.request);
    }
    const asMcp = tools.slice(1).map(({ name, description, input_schema }) => ({
      name,
      description,
      inputSchema: input_schema,
    }));
    const readBack = importCatalog({ tools: asMcp });
    expect(readBack.ok && readBack.value.format === 'mcp' && readBack.value.catalog.tools.length).toBe(5);
  });
});

describe('exportMcp', () => {
  const { bill, plan } = planned('openai', 900);
  const exported = exportMcp(catalog, plan, LIST.tools);

  it('serves the kept tools exactly as the catalog lists them, then the discovery tool', () => {
    expect(plan.defer.length).toBeGreaterThan(0);
    const kept = LIST.tools.filter((tool) => plan.keep.includes(tool.name));
    expect(exported.tools.slice(0, -1)).toEqual(kept);
    expect(exported.tools.at(-1)).toEqual(plan.discovery!.entry);
  });

  it('is a tools/list the importer reads back whole, every tool checkable', () => {
    const readBack = importCatalog(exported);
    if (!readBack.ok || readBack.value.format !== 'mcp') throw new Error('the export must import');
    expect(readBack.value.catalog.tools.map((tool) => [tool.name, tool.schemaCheck.isChecked])).toEqual(
      [...plan.keep, plan.discovery!.name].map((name) => [name, true]),
    );
  });

  it("answers the discovery tool's calls with the deferred contracts, by group and by exact name only", () => {
    const deferred = deferredTools(bill, catalog, plan, LIST.tools);
    const [first] = deferred;
    const byGroup = discoverDeferred(deferred, first!.group);
    expect(byGroup.ok && byGroup.value).toEqual(
      deferred.filter((tool) => tool.group === first!.group).map((t) => t.entry),
    );
    expect(discoverDeferred(deferred, first!.group, first!.name)).toEqual({
      ok: true,
      value: [first!.entry],
    });
    expect(discoverDeferred(deferred, first!.group, first!.name.toUpperCase())).toMatchObject({
      ok: false,
      error: { code: 'TOOL_NOT_AVAILABLE_IN_FAMILY', path: '/name' },
    });
    expect(discoverDeferred(deferred, 'nope')).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_FAMILY', path: '/group' },
    });
    const kept = plan.keep[0]!;
    const keptGroup = deferredTools(
      bill,
      catalog,
      { ...plan, defer: [...plan.defer, kept] },
      LIST.tools,
    ).find((tool) => tool.name === kept)!.group;
    const asked = discoverDeferred(deferred, keptGroup, kept);
    expect(asked.ok).toBe(false);
  });

  it('needs a plan that uses the discovery tool', () => {
    expect(() => exportMcp(catalog, planned('anthropic', 500).plan)).toThrow();
  });
});
