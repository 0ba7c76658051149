import type { ContractError, JsonSyntaxProblem, McpCatalog, McpTool } from '../../core/index.ts';
import type { CatalogHost } from '../state/catalog.ts';
import type { ImportJobs } from './import-jobs.ts';
import type { CheckOutcome } from './protocol.ts';
import type { WorkerLike } from './worker-client.ts';
import { SITE_TITLE } from '../shell/site-title.ts';
import type { HistoryMode } from '../state/url-sync.ts';

/** Longest a visitor-supplied schema may take on one set of arguments before its worker is ended. */
export const CHECK_LIMIT_MS = 1000;
/** Longest parsing and checking a whole catalog (up to 5 MiB) may take. */
export const LOAD_LIMIT_MS = 15_000;

/** Why a catalog was not loaded: the core refused it, or the worker was stopped or failed. */
export type ImportProblem =
  | { kind: 'refused'; error: ContractError; syntax: JsonSyntaxProblem | null }
  | { kind: 'stopped'; afterMs: number }
  | { kind: 'failed'; message: string };

/** A live check in the schema worker: idle, running, or how it ended (answered with `Outcome`, stopped, failed). */
export type LiveCheck<Outcome> =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'done'; outcome: Outcome }
  | { kind: 'stopped'; afterMs: number }
  | { kind: 'failed'; message: string };

/** The live check of the arguments of an MCP tool. */
export type McpCheck = LiveCheck<CheckOutcome>;

/** Something worth announcing once: a catalog loaded, or the synthetic one back in use. */
export type ImportNews = {
  key: string;
  params: Record<string, string | number>;
  about: 'synthetic' | 'scalar' | 'mcp';
} | null;

/** The worker that reads, checks and compares catalogs a visitor brings, off the page's thread. */
export function createSchemaWorker(): WorkerLike {
  // a worker's address, read once, never page state
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  return new Worker(new URL('./schema-worker.ts', import.meta.url), { type: 'module' });
}

/**
 * Catalogs the visitor brings: loading them off the page's thread, and the MCP tool being examined. A
 * loaded catalog is handed to the page through `host`, which alone knows which catalog is in use. The
 * state is here; the work (workers, loading, checking, keeping for a reload) is in `import-jobs.ts`,
 * which loads with the first catalog a visitor brings, not with the page.
 */
export class Importer {
  isLoading = $state(false);
  problem = $state.raw<ImportProblem | null>(null);
  mcpToolName = $state<string | null>(null);
  /** Whether the last catalog loaded is kept for a reload in this tab (false: too large, or storage refused). */
  isKept = $state(true);
  argsText = $state('');
  /** Whether the arguments are the visitor's (typed, or from a link) rather than the tool's sample. */
  isArgsEdited = $state(false);
  check = $state.raw<McpCheck>({ kind: 'idle' });
  #news = $state.raw<ImportNews>(null);
  #jobs: Promise<ImportJobs> | null = null;
  readonly #host: CatalogHost;
  readonly #createWorker: () => WorkerLike;

  constructor(host: CatalogHost, createWorker: () => WorkerLike = createSchemaWorker) {
    this.#host = host;
    this.#createWorker = createWorker;
  }

  /** The MCP list in use, or null when the catalog in use is a scalar one. */
  mcp = $derived.by((): McpCatalog | null => {
    const catalog = this.#host.catalog;
    return catalog?.kind === 'mcp' ? catalog.mcp : null;
  });

  /** What the last load or return did, while the catalog it speaks of is still in use (a record can switch back). */
  get news(): ImportNews {
    return this.#news?.about === this.#host.catalog?.kind ? this.#news : null;
  }

  set news(news: ImportNews) {
    this.#news = news;
  }

  mcpTool = $derived.by((): McpTool | null => {
    return this.mcp?.tools.find((tool) => tool.name === this.mcpToolName) ?? null;
  });

  /** Reads a picked or dropped file; one over the size limit is refused before it is read. */
  async loadFile(file: File): Promise<boolean> {
    return (await this.#work()).loadFile(file);
  }

  /**
   * Checks catalog text in the worker; a valid catalog replaces the one in use (as a new history entry
   * unless `history` says otherwise) and is kept for a reload in this tab; anything else changes nothing.
   */
  async loadText(text: string, origin: string | null, history: HistoryMode = 'push'): Promise<boolean> {
    this.isLoading = true;
    this.problem = null;
    return (await this.#work()).loadText(text, origin, history);
  }

  /** Puts back the catalog this tab kept (after a reload) without a new history entry, or says it was not kept. */
  async restoreKept(): Promise<boolean> {
    return (await this.#work()).restoreKept();
  }

  /**
   * Opens a site's own MCP list (already verified against the manifest) as the catalog in use, checked by
   * the worker like a visitor's list; returns why it was refused, or null.
   */
  async openHome(value: unknown, groups?: ReadonlyMap<string, string>): Promise<ContractError | null> {
    return (await this.#work()).openHome(value, groups);
  }

  /** Puts the site's own catalog (the verified synthetic one, or a site's MCP list) back in every view. */
  backToSynthetic(): void {
    this.mcpToolName = null;
    const home = this.#host.home;
    this.#host.useSyntheticCatalog('none');
    this.selectFirstTool();
    this.#host.commit('push');
    const key = SITE_TITLE ? 'import.backDoneSite' : 'import.backDone';
    this.#news = { key, params: {}, about: home?.kind ?? 'synthetic' };
  }

  /** Shows the first tool of the MCP list in use, unless one of its tools is already shown. */
  selectFirstTool(): void {
    const first = this.mcp?.tools[0];
    if (first && !this.mcpTool) this.selectMcpTool(first.name);
  }

  /**
   * Shows one MCP tool with the given arguments (a link's), or resets them to a sample built from its
   * schema. Picking the tool already shown changes nothing unless arguments are given. False when the list
   * has no such tool.
   */
  selectMcpTool(name: string, args?: string): boolean {
    const tool = this.mcp?.tools.find((t) => t.name === name);
    if (!tool) return false;
    if (name === this.mcpToolName && args === undefined) return true;
    this.mcpToolName = name;
    this.argsText = '';
    this.isArgsEdited = false;
    this.check = { kind: 'idle' };
    if (args !== undefined) {
      void this.setArguments(args);
      return true;
    }
    // the sample builder loads with the first MCP tool shown, not with the page
    void import('./sample-arguments.ts').then(({ sampleArguments }) => {
      if (this.mcpTool !== tool) return;
      void this.setArguments(JSON.stringify(sampleArguments(tool.inputSchema), null, 2), false);
    });
    return true;
  }

  /** Takes the arguments text (the visitor's, unless `isEdited` is false) and checks it in the worker, within the time limit. */
  async setArguments(text: string, isEdited = true): Promise<void> {
    this.argsText = text;
    this.isArgsEdited = isEdited;
    const tool = this.mcpTool;
    if (!tool || !tool.schemaCheck.isChecked) {
      this.check = { kind: 'idle' };
      return;
    }
    this.check = { kind: 'checking' };
    await (await this.#work()).check(tool, text);
  }

  #work(): Promise<ImportJobs> {
    return (this.#jobs ??= import('./import-jobs.ts').then(
      ({ ImportJobs }) => new ImportJobs(this, this.#host, this.#createWorker),
    ));
  }
}
