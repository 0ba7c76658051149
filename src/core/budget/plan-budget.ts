import { refuse } from '../wording/refuse.ts';
import { ok, type Result } from '../result.ts';
import { countDiscovery, discoveryGroups, discoveryName } from './discovery.ts';
import type { BudgetPlan, CatalogBill, Discovery, TokenCounter, ToolBill } from './types.ts';

/** What `planBudget` needs besides the bill. */
export interface PlanOptions {
  /** The most tokens the kept tools, the overhead and the discovery may take together. */
  readonly limit: number;
  /** Names always kept, whatever they cost. */
  readonly keep?: readonly string[];
  /** What finds the deferred tools: Anthropic's tool search tool, or the project's discovery tool. */
  readonly discovery: Discovery['kind'];
  readonly counter: TokenCounter;
}

/**
 * Which tools to keep loaded under a token limit and which to leave to discovery. The `keep` names come
 * first; the other tools follow in one fixed order, whole groups from the cheapest group and, inside a
 * group, from the cheapest tool; the plan keeps the longest run of that order whose tokens, with the
 * overhead and the discovery, fit the limit. A larger limit therefore keeps every tool a smaller one kept.
 * A `keep` name no billed tool has is refused (`UNKNOWN_TOOL`, pointing at it in `keep`).
 */
export function planBudget(bill: CatalogBill, options: PlanOptions): Result<BudgetPlan> {
  const keep = options.keep ?? [];
  const byName = new Map(bill.tools.map((tool) => [tool.name, tool]));
  const unknown = keep.findIndex((name) => !byName.has(name));
  if (unknown !== -1)
    return refuse('UNKNOWN_TOOL', `/keep/${unknown}`, 'not_listed', { name: keep[unknown]! });
  const pinned = new Set(keep);
  const groupOf = discoveryGroups(bill.tools);
  const order = keepOrder(
    bill.tools.filter((tool) => !pinned.has(tool.name)),
    groupOf,
  );
  const name = discoveryName(bill.tools.map((tool) => tool.name));
  const base = (bill.overhead?.tokens ?? 0) + sumTokens(bill.tools.filter((tool) => pinned.has(tool.name)));
  // the discovery depends only on which groups hold deferred tools, which changes once per group
  const discoveries = new Map<string, Discovery>();
  const costOf = (kept: number, keptTokens: number): { discovery: Discovery | null; cost: number } => {
    const deferred = order.slice(kept);
    if (deferred.length === 0) return { discovery: null, cost: keptTokens };
    const groups = deferredGroups(bill.tools, new Set(deferred.map((tool) => tool.name)), groupOf);
    const key = JSON.stringify(groups);
    let discovery = discoveries.get(key);
    if (discovery === undefined) {
      discovery = countDiscovery(options.discovery, bill.provider, name, groups, options.counter);
      discoveries.set(key, discovery);
    }
    return { discovery, cost: keptTokens + discovery.tokens };
  };
  // prefix sums of the order's tokens, then the longest prefix that fits, looked for from the longest down
  const prefix = [base];
  for (const tool of order) prefix.push(prefix.at(-1)! + tool.tokens);
  for (let kept = order.length; kept >= 0; kept--) {
    const { discovery, cost } = costOf(kept, prefix[kept]!);
    if (cost <= options.limit || kept === 0) {
      const names = new Set([...pinned, ...order.slice(0, kept).map((tool) => tool.name)]);
      return ok(planOf(bill, names, prefix[kept]!, discovery, options.limit));
    }
  }
  throw new Error('unreachable: the empty prefix always ends the search');
}

/** The tools in the order the plan keeps them: groups by their tokens, then tools by theirs, ties in catalog order. */
function keepOrder(tools: readonly ToolBill[], groupOf: ReadonlyMap<string, string>): ToolBill[] {
  const groups = new Map<string, ToolBill[]>();
  for (const tool of tools) {
    const group = groupOf.get(tool.name)!;
    const members = groups.get(group);
    if (members === undefined) groups.set(group, [tool]);
    else members.push(tool);
  }
  // sort is stable, so equal tokens keep the catalog's order
  const sorted = [...groups.values()].sort((a, b) => sumTokens(a) - sumTokens(b));
  return sorted.flatMap((members) => [...members].sort((a, b) => a.tokens - b.tokens));
}

/** The groups that hold deferred tools, in catalog order. */
function deferredGroups(
  tools: readonly ToolBill[],
  deferred: ReadonlySet<string>,
  groupOf: ReadonlyMap<string, string>,
): string[] {
  const groups = new Set<string>();
  for (const tool of tools) if (deferred.has(tool.name)) groups.add(groupOf.get(tool.name)!);
  return [...groups];
}

function planOf(
  bill: CatalogBill,
  kept: ReadonlySet<string>,
  keptTokens: number,
  discovery: Discovery | null,
  limit: number,
): BudgetPlan {
  const keep = bill.tools.filter((tool) => kept.has(tool.name)).map((tool) => tool.name);
  const defer = bill.tools.filter((tool) => !kept.has(tool.name)).map((tool) => tool.name);
  const discoveryTokens = discovery?.tokens ?? 0;
  return {
    limit,
    keep,
    defer,
    keptTokens,
    discoveryTokens,
    savedTokens: bill.total - keptTokens - discoveryTokens,
    overBy: Math.max(0, keptTokens + discoveryTokens - limit),
    discovery,
  };
}

function sumTokens(tools: readonly ToolBill[]): number {
  return tools.reduce((sum, tool) => sum + tool.tokens, 0);
}
