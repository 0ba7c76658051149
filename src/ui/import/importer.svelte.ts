import type { ContractError, Tool } from '../../core/index.ts';
import type { CatalogHost } from '../state/catalog.ts';
import type { ImportJobs } from './import-jobs.ts';
import type { ArgumentsLiveCheck, ImportNews, ImportProblem } from './import-types.ts';
import type { WorkerLike } from './worker-client.ts';
import type { HistoryMode } from '../state/url-sync.ts';

export {
  CHECK_LIMIT_MS,
  LOAD_LIMIT_MS,
  type ArgumentsLiveCheck,
  type ImportNews,
  type ImportProblem,
  type LiveCheck,
} from './import-types.ts';

const IDLE: ArgumentsLiveCheck = { kind: 'idle' };

/**
 * Catalogs the visitor brings: loading them off the page's thread, and checking an MCP tool's arguments
 * there. A loaded catalog is handed to the page through `host`, which alone knows which catalog is in use
 * (and which tool is shown). The state is here, written only here; the work (workers, loading, checking,
 * keeping for a reload) is in `import-jobs.ts`, which loads with the first catalog a visitor brings, not
 * with the page, and reports how each load ended.
 */
export class Importer {
  isLoading = $state(false);
  problem = $state.raw<ImportProblem | null>(null);
  /**
   * The last catalog loaded: the number its history entries carry, and whether it is kept for a reload in
   * this tab (not when it is too large, or storage refused). Only the last one loaded is ever kept.
   */
  lastLoad = $state.raw<{ id: number; isKept: boolean } | null>(null);
  /** The last arguments sent to be checked: the tool, the text, and how their check stands. */
  #check = $state.raw<{ tool: Tool; text: string; check: ArgumentsLiveCheck } | null>(null);
  #news = $state.raw<ImportNews>(null);
  #jobs: Promise<ImportJobs> | null = null;
  readonly #host: CatalogHost;
  readonly #createWorker: (() => WorkerLike) | undefined;

  constructor(host: CatalogHost, createWorker?: () => WorkerLike) {
    this.#host = host;
    this.#createWorker = createWorker;
  }

  /** What the last load or return did, while the catalog it speaks of is still in use (a record can switch back). */
  get news(): ImportNews {
    return this.#news?.about === this.#host.catalog?.kind ? this.#news : null;
  }

  /** Forgets the news: Back or Forward brought another catalog than the one it spoke of. */
  forgetNews(): void {
    this.#news = null;
  }

  /** Forgets the refusal of an earlier load, as a new visit to the load dialog starts afresh. */
  forgetProblem(): void {
    this.problem = null;
  }

  /** Loads a picked or dropped file, read in the worker; one over the size limit is refused before it is read. */
  async loadFile(file: File): Promise<boolean> {
    this.isLoading = true;
    this.problem = null;
    return (await this.#work()).loadFile(file);
  }

  /**
   * Checks catalog text in the worker; a valid catalog replaces the one in use (as a new history entry
   * unless `history` says otherwise) and is kept for a reload in this tab; anything else changes nothing.
   */
  async loadText(
    text: string,
    origin: string | null,
    history: HistoryMode = 'push',
    id?: number,
  ): Promise<boolean> {
    this.isLoading = true;
    this.problem = null;
    return (await this.#work()).loadText(text, origin, history, id);
  }

  /**
   * After a reload on a history entry that showed the visitor's catalog numbered `entryId`: puts back the
   * catalog this tab kept, without a new entry, where it is that one; else says it was not kept.
   */
  async restoreKept(entryId: number | null): Promise<boolean> {
    return (await this.#work()).restoreKept(entryId);
  }

  /** Why the visitor's catalog numbered `id` would not survive a reload (a sentence's key), or null when it would. */
  notKeptKey(id: number | null): string | null {
    const last = this.lastLoad;
    if (last === null || id === null) return null;
    if (last.id !== id) return 'import.notKeptEarlier';
    return last.isKept ? null : 'import.notKept';
  }

  /**
   * Opens a site's own MCP list (already verified against the manifest) as the catalog in use, checked by
   * the worker like a visitor's list; returns why it was refused, or null.
   */
  async openHome(value: unknown, groups?: ReadonlyMap<string, string>): Promise<ContractError | null> {
    return (await this.#work()).openHome(value, groups);
  }

  /** Puts the site's own catalog (the verified built-in example, or a site's MCP list) back in every view. */
  async backToBuiltInExample(): Promise<void> {
    (await this.#work()).back();
  }

  /** The live check of `tool`'s arguments: idle until they are sent (never, for a schema that is not checked). */
  checkOf(tool: Tool): ArgumentsLiveCheck {
    const last = this.#check;
    return last?.tool === tool ? last.check : IDLE;
  }

  /**
   * Checks `text` with `tool`'s own check in the worker, within the time limit; `tool` is one of the MCP
   * list in use. The same text for the same tool, being checked or answered, is not sent again; a late
   * answer for what was sent before is dropped.
   */
  async checkArguments(tool: Tool, text: string): Promise<void> {
    if (tool.schemaProblem) return;
    const last = this.#check;
    const isSent = last?.tool === tool && last.text === text;
    if (isSent && (last.check.kind === 'checking' || last.check.kind === 'done')) return;
    const sent = { tool, text, check: { kind: 'checking' } } as const;
    this.#check = sent;
    const check = await (await this.#work()).check(tool, text);
    if (check && this.#check === sent) this.#check = { tool, text, check };
  }

  #work(): Promise<ImportJobs> {
    return (this.#jobs ??= import('./import-jobs.ts').then(
      ({ ImportJobs }) => new ImportJobs(this.#host, this.#createWorker, this, (news) => (this.#news = news)),
    ));
  }
}
