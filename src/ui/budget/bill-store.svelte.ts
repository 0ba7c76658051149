import type { BudgetPlan, CatalogBill, ContractError, Provider } from '../../core/index.ts';
import type { WorkerLike } from '../import/worker-client.ts';
import { pageCatalogSource, type SourceHost } from '../workers/page-catalog-source.ts';
import { WorkerAnswers } from '../workers/worker-answers.ts';
import type { ActiveCatalog } from '../state/catalog.ts';
import type { BillReply, BillRequest } from './bill-handler.ts';

/** A catalog's bill as the page holds it: not asked for yet, being counted, counted, refused, or failed. */
export type BillStatus =
  | { kind: 'idle' }
  | { kind: 'counting' }
  | { kind: 'done'; id: number; bills: readonly CatalogBill[]; isListed: boolean }
  | { kind: 'refused'; error: ContractError }
  | { kind: 'failed'; message: string };

/** One catalog's bill; its status changes as the worker answers. */
export class CatalogBillState {
  status = $state.raw<BillStatus>({ kind: 'idle' });

  /** The bill for one provider, once counted. */
  billFor(provider: Provider): CatalogBill | null {
    const status = this.status;
    return status.kind === 'done' ? (status.bills.find((bill) => bill.provider === provider) ?? null) : null;
  }
}

/** The bill worker: o200k_base and the core's bill, off the page's thread, started when a bill is first asked for. */
export function createBillWorker(): WorkerLike {
  // a worker's address, read once, never page state
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  return new Worker(new URL('./bill-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * The page's bills: one state per catalog, each counted once when a visitor first asks for it (the tokenizer
 * loads then, in the worker), and plans of a counted bill.
 */
export class BillStore {
  readonly #host: SourceHost;
  readonly #answers: WorkerAnswers<BillRequest, BillReply>;
  readonly #states = new WeakMap<ActiveCatalog, CatalogBillState>();

  constructor(host: SourceHost, createWorker: () => WorkerLike = createBillWorker) {
    this.#host = host;
    this.#answers = new WorkerAnswers(createWorker);
  }

  /** The bill of a catalog (the one in use by default); idle until `count` asks for it. */
  stateOf(catalog: ActiveCatalog | null = this.#host.catalog): CatalogBillState | null {
    if (catalog === null) return null;
    let state = this.#states.get(catalog);
    if (state === undefined) this.#states.set(catalog, (state = new CatalogBillState()));
    return state;
  }

  /** Counts the catalog in use, unless it is counted or being counted. */
  async count(): Promise<void> {
    const source = pageCatalogSource(this.#host);
    const state = this.stateOf();
    if (source === null || state === null) return;
    if (state.status.kind === 'counting' || state.status.kind === 'done') return;
    state.status = { kind: 'counting' };
    try {
      const reply = await this.#answers.ask({ kind: 'bill', source });
      if (reply.kind !== 'bill') throw new Error('The bill worker answered another question.');
      const { outcome } = reply;
      state.status = outcome.ok ? { kind: 'done', ...outcome } : { kind: 'refused', error: outcome.error };
    } catch (error) {
      state.status = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }

  /**
   * A plan of the catalog in use for `limit` tokens and one provider; a bill the worker no longer holds
   * (a fresh worker after a failure) is counted again first. Null while the catalog is not counted.
   */
  async plan(provider: Provider, limit: number): Promise<BudgetPlan | null> {
    const state = this.stateOf();
    for (let attempt = 0; attempt < 2 && state !== null; attempt++) {
      const status = state.status;
      if (status.kind !== 'done') return null;
      const reply = await this.#answers.ask({ kind: 'plan', bill: status.id, provider, limit });
      if (reply.kind === 'plan' && reply.plan !== null) return reply.plan;
      state.status = { kind: 'idle' };
      await this.count();
    }
    return null;
  }

  /** Ends the worker. */
  dispose(): void {
    this.#answers.dispose();
  }
}

const stores = new WeakMap<SourceHost, BillStore>();

/** The bill store of a page, made on first use and kept as long as the page. */
export function billStore(host: SourceHost): BillStore {
  let store = stores.get(host);
  if (store === undefined) stores.set(host, (store = new BillStore(host)));
  return store;
}
