import type { Provider } from '../providers/types.ts';
import type { ToolCatalog } from '../tool/tool.ts';
import { countTool } from './count-tool.ts';
import { ESTIMATED, OVERHEADS } from './sources.ts';
import type { CatalogBill, Counting, TokenCounter, ToolBill, UnbilledTool } from './types.ts';

/** What `billCatalog` needs besides the catalog. */
export interface BillOptions {
  readonly provider: Provider;
  readonly counter: TokenCounter;
  /** The MCP list's own entries in list order, so that `mcp` counts each tool as listed. */
  readonly listed?: readonly unknown[];
}

/**
 * What each tool of a catalog costs in a model's context for one provider, in catalog order, with the
 * provider's published overhead apart. A disabled scalar tool is left out (no host lists it), and so is a
 * tool the provider adapter refuses, with its refusal.
 */
export function billCatalog(catalog: ToolCatalog, options: BillOptions): CatalogBill {
  const { provider, counter, listed } = options;
  const tools: ToolBill[] = [];
  const unbilled: UnbilledTool[] = [];
  catalog.tools.forEach((tool, i) => {
    if (!tool.enabled) {
      unbilled.push({ name: tool.name, reason: 'disabled', error: null });
      return;
    }
    const bill = countTool(tool, provider, counter, listed?.[i]);
    if (bill.ok) tools.push(bill.value);
    else unbilled.push({ name: tool.name, reason: 'refused', error: bill.error });
  });
  const overhead = OVERHEADS[provider];
  const total = tools.reduce((sum, tool) => sum + tool.tokens, overhead?.tokens ?? 0);
  return { provider, counting: counting(provider, counter), tools, overhead, total, unbilled };
}

/** What a bill's figures count for `provider`, and whether they estimate its own count. */
export function counting(provider: Provider, counter: TokenCounter): Counting {
  // o200k_base counts "o200k tokens"
  const counts = `${counter.name.replace(/_base$/, '')} tokens of the request JSON`;
  return { tokenizer: counter.name, counts, isEstimate: ESTIMATED.has(provider) };
}
