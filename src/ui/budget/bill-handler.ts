import {
  billCatalog,
  planBudget,
  type BudgetPlan,
  type CatalogBill,
  type ContractError,
  type Provider,
  type TokenCounter,
} from '../../core/index.ts';
import { readSource, type CatalogSource, type ReadSource } from '../workers/catalog-source.ts';

/**
 * What the page asks the bill worker: a catalog's bill for one provider (the catalog numbered by the page,
 * so the worker reads each catalog once), or a plan of a bill it holds.
 */
export type BillRequest =
  | { kind: 'bill'; catalog: number; source: CatalogSource; provider: Provider }
  | { kind: 'plan'; catalog: number; provider: Provider; limit: number };

/** A catalog's bill for one provider, without the counted texts (the page shows figures, never the text). */
export type BillOutcome = { ok: true; bill: CatalogBill } | { ok: false; error: ContractError };

/** The worker's answer: a bill, or a plan (null when the bill it names is no longer held, so the page bills again). */
export type BillReply = { kind: 'bill'; outcome: BillOutcome } | { kind: 'plan'; plan: BudgetPlan | null };

// the bills a worker holds for plans: the last few counted
const HELD = 8;

/**
 * Bills catalogs one provider at a time (each provider is a count of its own, so the first figure comes as
 * soon as one count is done) and plans them, with the counter it is given; the bill worker runs one.
 */
export class BillHandler {
  readonly #counter: TokenCounter;
  #read: { catalog: number; value: ReadSource } | null = null;
  readonly #held = new Map<string, CatalogBill>();

  constructor(counter: TokenCounter) {
    this.#counter = counter;
  }

  async answer(request: BillRequest): Promise<BillReply> {
    switch (request.kind) {
      case 'bill':
        return { kind: 'bill', outcome: await this.#bill(request) };
      case 'plan':
        return { kind: 'plan', plan: this.#plan(request) };
    }
  }

  async #bill({ catalog, source, provider }: Extract<BillRequest, { kind: 'bill' }>): Promise<BillOutcome> {
    if (this.#read?.catalog !== catalog) {
      const read = await readSource(source);
      if (!read.ok) return read;
      this.#read = { catalog, value: read.value };
    }
    const { tools, listed } = this.#read.value;
    const bill = billCatalog(tools, { provider, counter: this.#counter, ...(listed ? { listed } : {}) });
    // a plan needs only the figures: the counted texts (the catalog's size again) are neither held nor sent
    const shown = { ...bill, tools: bill.tools.map((tool) => ({ ...tool, counted: '' })) };
    this.#held.set(`${catalog} ${provider}`, shown);
    if (this.#held.size > HELD) this.#held.delete(this.#held.keys().next().value!);
    return { ok: true, bill: shown };
  }

  #plan({ catalog, provider, limit }: Extract<BillRequest, { kind: 'plan' }>): BudgetPlan | null {
    const bill = this.#held.get(`${catalog} ${provider}`);
    if (bill === undefined) return null;
    // Anthropic's own tool search finds its deferred tools; any other provider is given the discovery tool
    const discovery = provider === 'anthropic' ? 'tool_search' : 'discovery_tool';
    const planned = planBudget(bill, { limit, discovery, counter: this.#counter });
    // no name is kept by force, so no name can be unknown
    return planned.ok ? planned.value : null;
  }
}
