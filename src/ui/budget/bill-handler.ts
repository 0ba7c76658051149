import {
  billCatalog,
  planBudget,
  type BudgetPlan,
  type CatalogBill,
  type ContractError,
  type Provider,
  type TokenCounter,
} from '../../core/index.ts';
import { readSource, type CatalogSource } from '../workers/catalog-source.ts';
import { BILL_PROVIDERS } from './bill-providers.ts';

/** What the page asks the bill worker: a catalog's bill for every provider, or a plan of a bill it holds. */
export type BillRequest =
  { kind: 'bill'; source: CatalogSource } | { kind: 'plan'; bill: number; provider: Provider; limit: number };

/**
 * A catalog's bills, one per provider in BILL_PROVIDERS order and numbered for later plans, without the
 * counted texts (the page shows figures, never the text); `isListed` is false when an MCP list's figure
 * counts the tools as read rather than as served.
 */
export type BillOutcome =
  | { ok: true; id: number; bills: readonly CatalogBill[]; isListed: boolean }
  | { ok: false; error: ContractError };

/** The worker's answer: a bill, or a plan (null when the bill it names is no longer held, so the page bills again). */
export type BillReply = { kind: 'bill'; outcome: BillOutcome } | { kind: 'plan'; plan: BudgetPlan | null };

// the bills a worker holds for plans: the last few catalogs billed
const HELD = 4;

/** Bills catalogs and plans them with the counter it is given; the bill worker runs one, tests make their own. */
export class BillHandler {
  readonly #counter: TokenCounter;
  readonly #held = new Map<number, readonly CatalogBill[]>();
  #nextId = 1;

  constructor(counter: TokenCounter) {
    this.#counter = counter;
  }

  answer(request: BillRequest): BillReply {
    switch (request.kind) {
      case 'bill':
        return { kind: 'bill', outcome: this.#bill(request.source) };
      case 'plan':
        return { kind: 'plan', plan: this.#plan(request) };
    }
  }

  #bill(source: CatalogSource): BillOutcome {
    const read = readSource(source);
    if (!read.ok) return read;
    const { tools, listed } = read.value;
    const counter = this.#counter;
    const bills = BILL_PROVIDERS.map((provider) =>
      billCatalog(tools, { provider, counter, ...(listed ? { listed } : {}) }),
    );
    const id = this.#nextId++;
    this.#held.set(id, bills);
    if (this.#held.size > HELD) this.#held.delete(this.#held.keys().next().value!);
    const shown = bills.map((bill) => ({
      ...bill,
      tools: bill.tools.map((tool) => ({ ...tool, counted: '' })),
    }));
    return { ok: true, id, bills: shown, isListed: source.kind === 'listed' };
  }

  #plan({ bill: id, provider, limit }: Extract<BillRequest, { kind: 'plan' }>): BudgetPlan | null {
    const bill = this.#held.get(id)?.find((one) => one.provider === provider);
    if (bill === undefined) return null;
    // Anthropic's own tool search finds its deferred tools; any other provider is given the discovery tool
    const discovery = provider === 'anthropic' ? 'tool_search' : 'discovery_tool';
    const planned = planBudget(bill, { limit, discovery, counter: this.#counter });
    // no name is kept by force, so no name can be unknown
    return planned.ok ? planned.value : null;
  }
}
