import type { Fetcher } from './fetch-verified.ts';
import { loadBundle, type Bundle, type BundleResult, type LoadedRecord } from './load-bundle.ts';

/** Why the site's own catalog and records were refused: the file and the reason. */
export type LoadProblem = Extract<BundleResult, { ok: false }>['error'];

/** The site's own catalog and records as the page loads them: whether they are loading, ready or refused, and the records. */
export class RecordsBundle {
  /** 'ready' is set by the page once the bundle's catalog is in use and its first screen may be drawn. */
  status = $state<'loading' | 'ready' | 'failed'>('loading');
  /** Why the bundle was refused; null unless `status` is 'failed'. */
  problem = $state.raw<LoadProblem | null>(null);
  /** The records the manifest names, each verified against it or refused. */
  records = $state.raw<LoadedRecord[]>([]);

  /** Loads and verifies the bundle from `records/` and keeps its records; null when it is refused (then failed). */
  async load(fetcher: Fetcher): Promise<Bundle | null> {
    const loaded = await loadBundle(fetcher, './records/');
    if (!loaded.ok) {
      this.fail(loaded.error);
      return null;
    }
    this.records = loaded.value.records;
    return loaded.value;
  }

  /** Refuses the bundle for this reason: the page shows it instead of the catalog. */
  fail(problem: LoadProblem): void {
    this.problem = problem;
    this.status = 'failed';
  }
}
