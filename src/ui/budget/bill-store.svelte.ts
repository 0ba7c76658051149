import type { BudgetPlan, CatalogBill, ContractError, Provider } from '../../core/index.ts';
import type { WorkerLike } from '../import/worker-client.ts';
import { pageCatalogSource, type KeepingHost, type SourceHost } from '../workers/page-catalog-source.ts';
import { WorkerAnswers } from '../workers/worker-answers.ts';
import type { ActiveCatalog } from '../state/catalog.ts';
import { PerCatalog } from '../shared/per-catalog.ts';
import type { BillReply, BillRequest } from './bill-handler.ts';

/** One provider's bill of a catalog as the page holds it: not asked for, being counted, counted, refused, or failed. */
export type BillStatus =
  | { kind: 'idle' }
  | { kind: 'counting' }
  | { kind: 'done'; bill: CatalogBill }
  | { kind: 'refused'; error: ContractError }
  | { kind: 'failed'; message: string };

const IDLE: BillStatus = { kind: 'idle' };
const NO_TEXT = 'The text of the list in use was not kept.';

/** One catalog's bills, one per provider counted; they change as the worker answers. */
export class CatalogBillState {
  /** The page's number for the catalog, which the worker keeps its reading under. */
  readonly id: number;
  statuses = $state.raw<Partial<Record<Provider, BillStatus>>>({});

  constructor(id: number) {
    this.id = id;
  }

  statusOf(provider: Provider): BillStatus {
    return this.statuses[provider] ?? IDLE;
  }

  set(provider: Provider, status: BillStatus): void {
    this.statuses = { ...this.statuses, [provider]: status };
  }
}

/** The bill worker: o200k_base and the core's bill, off the page's thread, started when a bill is first asked for. */
export function createBillWorker(): WorkerLike {
  // a worker's address, read once, never page state
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  return new Worker(new URL('./bill-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * The page's bills: the provider chosen (shared by the list's bill and a tool's), one state per catalog,
 * each provider counted once when a visitor first asks for it (the tokenizer loads then, in the worker),
 * and plans of a counted bill.
 */
export class BillStore {
  provider = $state<Provider>('openai');
  readonly #host: SourceHost;
  readonly #answers: WorkerAnswers<BillRequest, BillReply>;
  readonly #states: PerCatalog<ActiveCatalog, CatalogBillState>;
  #nextId = 1;

  constructor(host: SourceHost, createWorker: () => WorkerLike = createBillWorker) {
    this.#host = host;
    this.#answers = new WorkerAnswers(createWorker);
    this.#states = new PerCatalog(host, () => new CatalogBillState(this.#nextId++));
  }

  /** The bills of the catalog in use; idle until `count` asks for one. */
  current(): CatalogBillState | null {
    return this.#states.current();
  }

  /** Counts the catalog in use for the chosen provider, unless that bill is counted or being counted. */
  async count(provider: Provider = this.provider): Promise<void> {
    const state = this.current();
    if (state === null) return;
    const kind = state.statusOf(provider).kind;
    if (kind === 'counting' || kind === 'done') return;
    state.set(provider, { kind: 'counting' });
    try {
      const source = pageCatalogSource(this.#host);
      if (source === null) throw new Error(NO_TEXT);
      const reply = await this.#answers.ask({ kind: 'bill', catalog: state.id, source, provider });
      if (reply.kind !== 'bill') throw new Error('The bill worker answered another question.');
      const { outcome } = reply;
      state.set(
        provider,
        outcome.ok ? { kind: 'done', ...outcome } : { kind: 'refused', error: outcome.error },
      );
    } catch (error) {
      state.set(provider, {
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  /** Chooses the provider whose bill is shown, and counts it if it is not counted yet. */
  choose(provider: Provider): void {
    this.provider = provider;
    void this.count(provider);
  }

  /**
   * A plan of the catalog in use for `limit` tokens and one provider; a bill the worker no longer holds
   * (a fresh worker after a failure, or one it let go) is counted again first. Null while it is not counted.
   */
  async plan(provider: Provider, limit: number): Promise<BudgetPlan | null> {
    const state = this.current();
    for (let attempt = 0; attempt < 2 && state !== null; attempt++) {
      if (state.statusOf(provider).kind !== 'done') return null;
      const reply = await this.#answers.ask({ kind: 'plan', catalog: state.id, provider, limit });
      if (reply.kind === 'plan' && reply.plan !== null) return reply.plan;
      state.set(provider, IDLE);
      await this.count(provider);
    }
    return null;
  }

  /** Ends the worker. */
  dispose(): void {
    this.#answers.dispose();
  }
}

/** The bill store of a page, made on first use and kept by the page (`page.keep`) as long as it lives. */
export function billStore(page: SourceHost & KeepingHost): BillStore {
  return page.keep('billStore', () => new BillStore(page));
}
