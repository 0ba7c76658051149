import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Provider } from '../providers/types.ts';
import { billCatalog } from './bill-catalog.ts';
import { discoveryGroups } from './discovery.ts';
import { planBudget, type PlanOptions } from './plan-budget.ts';
import { BYTE_COUNTER, catalogOf, mcpToolOf } from './test-support.ts';
import type { BudgetPlan, CatalogBill } from './types.ts';

// groups by name part: issue (3 tools), pull (2 tools), and two tools of no shared group
const LIST = {
  tools: [
    mcpToolOf('issue_read', 1),
    mcpToolOf('issue_write', 4),
    mcpToolOf('pull_read', 1),
    mcpToolOf('lonely', 6),
    mcpToolOf('issue_list', 2),
    mcpToolOf('pull_merge', 1),
    mcpToolOf('solo', 1),
  ],
};

function billFor(provider: Provider = 'openai'): CatalogBill {
  return billCatalog(catalogOf(LIST), { provider, counter: BYTE_COUNTER });
}

function plan(bill: CatalogBill, options: Partial<PlanOptions> & { limit: number }): BudgetPlan {
  const planned = planBudget(bill, { discovery: 'discovery_tool', counter: BYTE_COUNTER, ...options });
  if (!planned.ok) throw new Error(planned.error.message);
  return planned.value;
}

const tokensOf = (bill: CatalogBill, names: readonly string[]) =>
  bill.tools.filter((tool) => names.includes(tool.name)).reduce((sum, tool) => sum + tool.tokens, 0);

describe('planBudget', () => {
  const bill = billFor();
  const total = bill.total;

  it('partitions the tools by name, each side in catalog order, and keeps the sums', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: total + 500 }), (limit) => {
        const planned = plan(bill, { limit });
        const names = bill.tools.map((tool) => tool.name);
        expect([...planned.keep, ...planned.defer].sort()).toEqual([...names].sort());
        expect(planned.keep).toEqual(names.filter((name) => planned.keep.includes(name)));
        expect(planned.defer).toEqual(names.filter((name) => planned.defer.includes(name)));
        expect(planned.keptTokens).toBe(tokensOf(bill, planned.keep));
        expect(planned.discoveryTokens > 0).toBe(planned.defer.length > 0);
        expect(planned.savedTokens).toBe(total - planned.keptTokens - planned.discoveryTokens);
        expect(planned.overBy).toBe(Math.max(0, planned.keptTokens + planned.discoveryTokens - limit));
      }),
      { numRuns: 40 },
    );
  });

  it('fits the limit whenever nothing is kept by force, and keeps every tool once the limit allows', () => {
    for (let limit = 0; limit <= total; limit += 37) {
      const planned = plan(bill, { limit });
      if (planned.keep.length > 0)
        expect(planned.keptTokens + planned.discoveryTokens).toBeLessThanOrEqual(limit);
    }
    const all = plan(bill, { limit: total });
    expect([all.defer, all.discovery, all.discoveryTokens, all.savedTokens]).toEqual([[], null, 0, 0]);
  });

  it('keeps, under a larger limit, every tool a smaller limit kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: total }), fc.integer({ min: 0, max: total }), (a, b) => {
        const [small, large] = [plan(bill, { limit: Math.min(a, b) }), plan(bill, { limit: Math.max(a, b) })];
        expect(small.keep.every((name) => large.keep.includes(name))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('keeps whole groups from the cheapest, then the cheapest tools of the next', () => {
    const groupOf = discoveryGroups(bill.tools);
    const groups = [...new Set(groupOf.values())].map((group) =>
      bill.tools.filter((tool) => groupOf.get(tool.name) === group),
    );
    const cost = (tools: readonly { tokens: number }[]) => tools.reduce((sum, tool) => sum + tool.tokens, 0);
    groups.sort((a, b) => cost(a) - cost(b));
    expect(groups.map((tools) => groupOf.get(tools[0]!.name))).toEqual(['pull', 'other', 'issue']);
    for (let limit = 0; limit <= total; limit += 11) {
      const kept = new Set(plan(bill, { limit }).keep);
      const partly = groups.findIndex((tools) => !tools.every((tool) => kept.has(tool.name)));
      if (partly === -1) continue;
      // every group before the first one not kept whole is kept whole, none after it has a tool kept
      expect(
        groups
          .slice(partly + 1)
          .flat()
          .some((tool) => kept.has(tool.name)),
      ).toBe(false);
      const byTokens = [...groups[partly]!].sort((a, b) => a.tokens - b.tokens);
      const count = byTokens.filter((tool) => kept.has(tool.name)).length;
      expect(byTokens.slice(0, count).every((tool) => kept.has(tool.name))).toBe(true);
    }
  });

  it('always keeps the --keep tools, and says how far over the limit they are when they do not fit', () => {
    const planned = plan(bill, { limit: 10, keep: ['lonely'] });
    expect(planned.keep).toEqual(['lonely']);
    expect(planned.overBy).toBe(planned.keptTokens + planned.discoveryTokens - 10);
    expect(planned.overBy).toBeGreaterThan(0);
    const roomy = plan(bill, { limit: total - 1, keep: ['lonely', 'solo'] });
    expect(roomy.keep).toEqual(expect.arrayContaining(['lonely', 'solo']));
  });

  it('refuses a --keep name no billed tool has exactly, pointing at it', () => {
    const planned = planBudget(bill, {
      limit: 100,
      keep: ['solo', 'Solo'],
      discovery: 'discovery_tool',
      counter: BYTE_COUNTER,
    });
    expect(planned).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_TOOL', path: '/keep/1', params: { name: 'Solo' } },
    });
  });

  it("counts the discovery tool whose input lists exactly the deferred tools' groups", () => {
    const planned = plan(bill, { limit: total - tokensOf(bill, ['issue_write']) });
    const entry = planned.discovery!.entry as { inputSchema: { properties: { group: { enum: string[] } } } };
    const groupOf = discoveryGroups(bill.tools);
    expect(planned.discovery!.name).toBe('discover_tools');
    expect(planned.defer.length).toBeGreaterThan(0);
    expect(entry.inputSchema.properties.group.enum).toEqual([
      ...new Set(planned.defer.map((name) => groupOf.get(name))),
    ]);
    expect(planned.keep.length).toBeGreaterThan(0);
    expect(planned.discoveryTokens).toBe(new TextEncoder().encode(planned.discovery!.counted).length);
  });

  it("uses Anthropic's tool search tool when asked, with the overhead in the kept tokens", () => {
    const anthropic = billFor('anthropic');
    const planned = planBudget(anthropic, { limit: 700, discovery: 'tool_search', counter: BYTE_COUNTER });
    if (!planned.ok) throw new Error(planned.error.message);
    expect(planned.value.discovery).toMatchObject({ kind: 'tool_search', name: 'tool_search_tool_bm25' });
    expect(planned.value.keptTokens).toBe(346 + tokensOf(anthropic, planned.value.keep));
    expect(planned.value.savedTokens).toBe(
      tokensOf(anthropic, planned.value.defer) - planned.value.discoveryTokens,
    );
  });
});
