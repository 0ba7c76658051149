/**
 * The context bill: what each tool of a catalog costs in a model's context per provider, the published
 * limits it breaks, a plan that keeps it under a token limit with discovery on demand, and that plan in
 * the hosts' own formats. The tokenizer is the caller's (`TokenCounter`), so the core depends on none.
 */
export { billCatalog, counting, type BillOptions } from './bill-catalog.ts';
export { countEntry, countTool, requestEntry } from './count-tool.ts';
export { costliestTools, largestPart, type LargestPart } from './costliest.ts';
export {
  countDiscovery,
  discoverDeferred,
  discoveryEntry,
  discoveryGroups,
  discoveryName,
  toolSearchEntry,
  type DeferredTool,
} from './discovery.ts';
export { deferredTools, exportAnthropic, exportMcp } from './export-plan.ts';
export { budgetLimits } from './limits.ts';
export { planBudget, type PlanOptions } from './plan-budget.ts';
export {
  DEFERRED_NAME,
  ESTIMATED,
  NAME_RULE_SOURCES,
  OVERHEADS,
  PREFIXED_NAME,
  TOOL_COUNT_LIMITS,
  TOOL_SEARCH,
  type ToolCountLimit,
} from './sources.ts';
export type {
  BudgetPlan,
  CatalogBill,
  Counting,
  Discovery,
  FieldParts,
  Host,
  LimitFinding,
  Overhead,
  Source,
  TokenCounter,
  ToolBill,
  ToolParts,
  UnbilledTool,
} from './types.ts';
