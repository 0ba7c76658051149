import type { Fetcher } from './fetch-verified.ts';
import { loadBundle, type Bundle, type BundleResult, type LoadedRecord } from './load-bundle.ts';
import { callOf, type PageCall } from './record-call.ts';

/** Why the site's own catalog and records were refused: the file and the reason. */
export type LoadProblem = Extract<BundleResult, { ok: false }>['error'];

/** The site's own catalog and records as the page loads them: whether they are loading, ready or refused, and the records. */
export class RecordsBundle {
  status = $state<'loading' | 'ready' | 'failed'>('loading');
  /** Why the bundle was refused; null unless `status` is 'failed'. */
  problem = $state.raw<LoadProblem | null>(null);
  /** The records the manifest names, each verified against it or refused. */
  records = $state.raw<LoadedRecord[]>([]);
  /** The ids of `records`, which an address may name. */
  recordIds: readonly string[] = [];

  /** Loads and verifies the bundle from `base` and keeps its records; null when it is refused (then failed). */
  async load(fetcher: Fetcher, base = './records/'): Promise<Bundle | null> {
    const loaded = await loadBundle(fetcher, base);
    if (!loaded.ok) {
      this.fail(loaded.error);
      return null;
    }
    this.take(loaded.value.records);
    return loaded.value;
  }

  /** Keeps these records, and their ids, as the ones the page offers. */
  take(records: LoadedRecord[]): void {
    this.records = records;
    this.recordIds = records.map((record) => record.id);
  }

  /** Refuses the bundle for this reason: the page shows it instead of the catalog. */
  fail(problem: LoadProblem): void {
    this.problem = problem;
    this.status = 'failed';
  }

  /** The catalog is in use and its first screen may be drawn. */
  ready(): void {
    this.status = 'ready';
  }

  /** The call a verified record made, or null for an unknown or refused record. */
  recordCall(id: string): PageCall | null {
    const entry = this.records.find((record) => record.id === id);
    return entry?.ok ? callOf(entry.record.call) : null;
  }
}
