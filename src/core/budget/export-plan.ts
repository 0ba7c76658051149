import type { ToolCatalog } from '../tool/tool.ts';
import { requestEntry } from './count-tool.ts';
import { discoveryGroups, toolSearchEntry, type DeferredTool } from './discovery.ts';
import type { BudgetPlan, CatalogBill } from './types.ts';

/**
 * The `tools` of an Anthropic Messages request under the plan: the tool search tool first, then every
 * billed tool in catalog order as the adapter wrote it, the deferred ones with `"defer_loading": true`.
 * The bill must be Anthropic's and the plan made with the tool search tool (a programmer's error otherwise).
 */
export function exportAnthropic(bill: CatalogBill, plan: BudgetPlan): unknown[] {
  if (bill.provider !== 'anthropic' || plan.discovery?.kind === 'discovery_tool') {
    throw new Error('exportAnthropic needs an Anthropic bill and a plan that uses the tool search tool');
  }
  const deferred = new Set(plan.defer);
  const tools = bill.tools.map((tool) => {
    const entry = JSON.parse(tool.counted) as Record<string, unknown>;
    return deferred.has(tool.name) ? { ...entry, defer_loading: true } : entry;
  });
  return [toolSearchEntry(), ...tools];
}

/**
 * The `tools/list` result an MCP server would serve under the plan: the kept tools as the catalog lists
 * them (`listed`, or as `discover` describes a scalar tool), in catalog order, then the discovery tool when
 * anything is deferred. The plan must use the discovery tool (a programmer's error otherwise).
 */
export function exportMcp(
  catalog: ToolCatalog,
  plan: BudgetPlan,
  listed?: readonly unknown[],
): { tools: unknown[] } {
  if (plan.discovery?.kind === 'tool_search') {
    throw new Error('exportMcp needs a plan that uses the discovery tool');
  }
  const kept = new Set(plan.keep);
  const tools = listedEntries(catalog, listed)
    .filter(({ name }) => kept.has(name))
    .map(({ entry }) => entry);
  return { tools: plan.discovery === null ? tools : [...tools, plan.discovery.entry] };
}

/** The deferred tools with their discovery groups and entries as listed, for answering `discoverDeferred`. */
export function deferredTools(
  bill: CatalogBill,
  catalog: ToolCatalog,
  plan: BudgetPlan,
  listed?: readonly unknown[],
): DeferredTool[] {
  const groupOf = discoveryGroups(bill.tools);
  const deferred = new Set(plan.defer);
  return listedEntries(catalog, listed)
    .filter(({ name }) => deferred.has(name))
    .map(({ name, entry }) => ({ name, group: groupOf.get(name)!, entry }));
}

/** Every tool of the catalog that has an MCP entry, with that entry. */
function listedEntries(
  catalog: ToolCatalog,
  listed?: readonly unknown[],
): { name: string; entry: unknown }[] {
  const out: { name: string; entry: unknown }[] = [];
  catalog.tools.forEach((tool, i) => {
    const entry = requestEntry(tool, 'mcp', listed?.[i]);
    if (entry.ok) out.push({ name: tool.name, entry: entry.value });
  });
  return out;
}
