/**
 * Checks the context bill of one catalog against counts made apart from it: every tool's figure against
 * gpt-tokenizer's own count of the JSON that `adaptForProvider` writes (for MCP, the tool as listed), its
 * parts against its figure, the plans at 8k and 20k tokens (partition, sums, the limit), and both exports
 * (each tool's schema the adapted one, the importer reading them back). Returns what does not hold.
 */
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import {
  adaptForProvider,
  billCatalog,
  exportAnthropic,
  exportMcp,
  importCatalog,
  jsonEqual,
  mcpProviderTool,
  planBudget,
  PROVIDERS,
  toolCatalog,
  type BudgetPlan,
  type CatalogBill,
  type Provider,
  type ToolCatalog,
} from '../src/core/index.ts';
import { O200K_BASE } from '../src/tokenizer/o200k-base.ts';

/** The limits every real catalog is planned for. */
export const PLAN_LIMITS = [8000, 20000] as const;

// gpt-tokenizer's count, with no special token recognised: the independent count of the same text
const PLAIN = { disallowedSpecial: new Set<string>() };

/** What does not hold for the catalog `value` (an MCP tools/list), each as one sentence naming the file. */
export function checkBudget(file: string, value: unknown): string[] {
  const imported = importCatalog(value);
  if (!imported.ok || imported.value.format !== 'mcp') return [`${file}: not an MCP list the importer reads`];
  const catalog = toolCatalog(imported.value);
  const listed = (value as { tools: unknown[] }).tools;
  const failures: string[] = [];
  for (const provider of PROVIDERS) {
    const bill = billCatalog(catalog, { provider, counter: O200K_BASE, listed });
    failures.push(...checkFigures(file, catalog, listed, bill));
    for (const limit of PLAN_LIMITS) {
      const discovery = provider === 'anthropic' ? 'tool_search' : 'discovery_tool';
      const plan = planBudget(bill, { limit, discovery, counter: O200K_BASE });
      if (!plan.ok) failures.push(`${file} ${provider} ${limit}: no plan (${plan.error.message})`);
      else failures.push(...checkPlan(`${file} ${provider} ${limit}`, bill, plan.value, catalog, listed));
    }
  }
  return failures;
}

/** What does not hold of a bill's figures: each against the independent count, its parts, the total. */
export function checkFigures(
  file: string,
  catalog: ToolCatalog,
  listed: unknown[],
  bill: CatalogBill,
): string[] {
  const out: string[] = [];
  const where = `${file} ${bill.provider}`;
  if (bill.tools.length !== catalog.tools.length)
    out.push(`${where}: ${bill.unbilled.length} tools not counted`);
  for (const tool of bill.tools) {
    const i = catalog.tools.findIndex((read) => read.name === tool.name);
    const expected = bill.provider === 'mcp' ? listed[i] : adapted(catalog, i, bill.provider);
    if (tool.counted !== JSON.stringify(expected)) out.push(`${where} ${tool.name}: not the adapted request`);
    const independent = countTokens(JSON.stringify(expected), PLAIN);
    if (tool.tokens !== independent)
      out.push(`${where} ${tool.name}: ${tool.tokens} tokens, counted ${independent}`);
    const fields = tool.parts.fields.reduce((sum, field) => sum + field.description + field.schema, 0);
    if (tool.parts.description + fields + tool.parts.rest !== tool.tokens) {
      out.push(`${where} ${tool.name}: the parts do not add up to ${tool.tokens}`);
    }
  }
  const sum = bill.tools.reduce((total, tool) => total + tool.tokens, bill.overhead?.tokens ?? 0);
  if (sum !== bill.total) out.push(`${where}: total ${bill.total}, the tools and overhead make ${sum}`);
  return out;
}

function adapted(catalog: ToolCatalog, i: number, provider: Provider): unknown {
  const result = adaptForProvider(mcpProviderTool(catalog.tools[i]!), provider);
  return result.ok ? result.value.request : null;
}

/** What does not hold of a plan: the partition, the sums, the limit, and its export. */
export function checkPlan(
  where: string,
  bill: CatalogBill,
  plan: BudgetPlan,
  catalog: ToolCatalog,
  listed: unknown[],
): string[] {
  const out: string[] = [];
  const names = bill.tools.map((tool) => tool.name);
  const sides = [...plan.keep, ...plan.defer];
  if (sides.length !== names.length || !names.every((name) => sides.includes(name))) {
    out.push(`${where}: keep and defer do not partition the tools`);
  }
  const kept = bill.tools.filter((tool) => plan.keep.includes(tool.name));
  const keptTokens = kept.reduce((sum, tool) => sum + tool.tokens, bill.overhead?.tokens ?? 0);
  if (plan.keptTokens !== keptTokens)
    out.push(`${where}: keptTokens ${plan.keptTokens}, the kept make ${keptTokens}`);
  if (plan.savedTokens !== bill.total - plan.keptTokens - plan.discoveryTokens)
    out.push(`${where}: savedTokens`);
  if (plan.discoveryTokens > 0 !== plan.defer.length > 0)
    out.push(`${where}: discoveryTokens ${plan.discoveryTokens}`);
  if (plan.overBy === 0 && plan.keptTokens + plan.discoveryTokens > plan.limit)
    out.push(`${where}: over the limit`);
  out.push(...(bill.provider === 'anthropic' ? checkAnthropic(where, bill, plan) : []));
  out.push(...(bill.provider !== 'anthropic' ? checkMcp(where, catalog, plan, listed) : []));
  return out;
}

function checkAnthropic(where: string, bill: CatalogBill, plan: BudgetPlan): string[] {
  const tools = exportAnthropic(bill, plan) as Record<string, unknown>[];
  const out: string[] = [];
  for (const [i, tool] of tools.slice(1).entries()) {
    const { defer_loading: deferred, ...request } = tool;
    if (!jsonEqual(request, JSON.parse(bill.tools[i]!.counted)))
      out.push(`${where}: ${tool.name} not as adapted`);
    if ((deferred === true) !== plan.defer.includes(bill.tools[i]!.name))
      out.push(`${where}: ${tool.name} defer`);
  }
  const asMcp = tools
    .slice(1)
    .map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.input_schema }));
  if (!importCatalog({ tools: asMcp }).ok) out.push(`${where}: the Anthropic export does not read back`);
  return out;
}

function checkMcp(where: string, catalog: ToolCatalog, plan: BudgetPlan, listed: unknown[]): string[] {
  const exported = exportMcp(catalog, plan, listed);
  const readBack = importCatalog(exported);
  const out = readBack.ok ? [] : [`${where}: the MCP export does not read back`];
  const kept = listed.filter((_, i) => plan.keep.includes(catalog.tools[i]!.name));
  const served = plan.discovery === null ? exported.tools : exported.tools.slice(0, -1);
  if (!jsonEqual(served, kept)) out.push(`${where}: the MCP export does not serve the kept tools as listed`);
  return out;
}
