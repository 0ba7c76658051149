import type { WorkerLike } from '../import/worker-client.ts';
import { pageCatalogSource, type KeepingHost, type SourceHost } from '../workers/page-catalog-source.ts';
import type { CatalogSource } from '../workers/catalog-source.ts';
import { WorkerAnswers } from '../workers/worker-answers.ts';
import type { ActiveCatalog } from '../state/catalog.ts';
import { PerCatalog } from '../shared/per-catalog.ts';
import type { TrustOutcome, TrustRequest } from './trust-handler.ts';

/** A catalog's scan and pins as the page holds them: being made, made (or refused), or failed. */
export type TrustStatus =
  { kind: 'scanning' } | { kind: 'done'; outcome: TrustOutcome } | { kind: 'failed'; message: string };

/** One catalog's scan and pins, asked for when the state is made; its status changes as the worker answers. */
export class CatalogTrustState {
  status = $state.raw<TrustStatus>({ kind: 'scanning' });
}

/** The trust worker: the scan and the pins, off the page's thread. */
export function createTrustWorker(): WorkerLike {
  // a worker's address, read once, never page state
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  return new Worker(new URL('./trust-worker.ts', import.meta.url), { type: 'module' });
}

/** The page's scans and pins: one per catalog, made the first time a part that shows them asks. */
export class TrustStore {
  readonly #host: SourceHost;
  readonly #answers: WorkerAnswers<TrustRequest, TrustOutcome>;
  readonly #states: PerCatalog<ActiveCatalog, CatalogTrustState>;

  constructor(host: SourceHost, createWorker: () => WorkerLike = createTrustWorker) {
    this.#host = host;
    this.#answers = new WorkerAnswers(createWorker);
    this.#states = new PerCatalog(host, () => {
      const state = new CatalogTrustState();
      void this.#scan(state, pageCatalogSource(this.#host));
      return state;
    });
  }

  /** The scan and pins of the catalog in use, asked for the first time this is read for it. */
  current(): CatalogTrustState | null {
    return this.#states.current();
  }

  async #scan(state: CatalogTrustState, source: CatalogSource | null): Promise<void> {
    try {
      if (source === null) throw new Error('The text of the list in use was not kept.');
      state.status = { kind: 'done', outcome: await this.#answers.ask({ kind: 'trust', source }) };
    } catch (error) {
      state.status = { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Ends the worker. */
  dispose(): void {
    this.#answers.dispose();
  }
}

/** The trust store of a page, made on first use and kept by the page (`page.keep`) as long as it lives. */
export function trustStore(page: SourceHost & KeepingHost): TrustStore {
  return page.keep('trustStore', () => new TrustStore(page));
}
