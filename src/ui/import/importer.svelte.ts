import {
  checkCatalogSize,
  contractError,
  loadCatalog,
  type ContractError,
  type McpCatalog,
} from '../../core/index.ts';
import type { JsonSyntaxProblem, McpTool } from '../../core/index.ts';
import type { CatalogHost } from '../state/catalog.ts';
import type { CheckOutcome, LoadOutcome } from './protocol.ts';
import type { WorkerClient, WorkerLike } from './worker-client.ts';
import { SITE_TITLE } from '../shell/site-title.ts';

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
 * loaded catalog is handed to the page through `host`, which alone knows which catalog is in use.
 */
export class Importer {
  isLoading = $state(false);
  problem = $state.raw<ImportProblem | null>(null);
  mcpToolName = $state<string | null>(null);
  argsText = $state('');
  check = $state.raw<McpCheck>({ kind: 'idle' });
  #news = $state.raw<ImportNews>(null);
  #serial = 0;
  readonly #schemaTexts = new WeakMap<McpTool, string>();
  // The worker clients load with the first catalog a visitor brings, not with the page.
  #loader: Promise<WorkerClient> | null = null;
  #checker: Promise<WorkerClient> | null = null;
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

  mcpTool = $derived.by((): McpTool | null => {
    return this.mcp?.tools.find((tool) => tool.name === this.mcpToolName) ?? null;
  });

  /** Reads a picked or dropped file; one over the size limit is refused before it is read. */
  async loadFile(file: File): Promise<boolean> {
    const size = checkCatalogSize(file.size);
    if (!size.ok) {
      this.problem = { kind: 'refused', error: size.error, syntax: null };
      return false;
    }
    return this.loadText(await file.text(), file.name);
  }

  /** Checks catalog text in the worker; a valid catalog replaces the one in use, anything else changes nothing. */
  async loadText(text: string, origin: string | null): Promise<boolean> {
    this.isLoading = true;
    this.problem = null;
    this.#loader ??= this.#newClient();
    const answer = await (await this.#loader).request({ kind: 'load', text }, LOAD_LIMIT_MS);
    if (answer.kind === 'superseded') return false;
    this.isLoading = false;
    if (answer.kind !== 'answered') {
      this.problem = answer;
      return false;
    }
    return answer.reply.kind === 'load' && this.#apply(answer.reply.outcome, origin);
  }

  /**
   * Opens a site's own MCP list (already verified against the manifest) as the catalog in use, checked by
   * the worker like a visitor's list; returns why it was refused, or null.
   */
  async openHome(value: unknown): Promise<ContractError | null> {
    this.#loader ??= this.#newClient();
    const answer = await (
      await this.#loader
    ).request({ kind: 'load', text: JSON.stringify(value) }, LOAD_LIMIT_MS);
    const outcome = answer.kind === 'answered' && answer.reply.kind === 'load' ? answer.reply.outcome : null;
    if (!outcome?.ok || outcome.format !== 'mcp') {
      const message = 'The site’s MCP tool list could not be opened.';
      return outcome && !outcome.ok
        ? outcome.error
        : contractError('INVALID_TOOLS_LIST', '', 'not_opened', {}, message);
    }
    this.#serial++;
    this.mcpToolName = null;
    this.#host.useHomeCatalog({ kind: 'mcp', mcp: outcome.catalog, origin: null });
    this.#selectFirstTool();
    return null;
  }

  /** Puts the site's own catalog (the verified synthetic one, or a site's MCP list) back in every view. */
  backToSynthetic(): void {
    this.mcpToolName = null;
    const home = this.#host.home;
    if (!home) void this.#checker?.then((checker) => checker.dispose());
    this.#host.useSyntheticCatalog();
    if (home) this.#selectFirstTool();
    const key = SITE_TITLE ? 'import.backDoneSite' : 'import.backDone';
    this.#news = { key, params: {}, about: home?.kind ?? 'synthetic' };
  }

  #selectFirstTool(): void {
    const first = this.mcp?.tools[0];
    if (first) this.selectMcpTool(first.name);
  }

  /** Shows one MCP tool and resets its arguments to a sample built from its schema. */
  selectMcpTool(name: string): void {
    const tool = this.mcp?.tools.find((t) => t.name === name);
    if (!tool || name === this.mcpToolName) return;
    this.mcpToolName = name;
    this.argsText = '';
    this.check = { kind: 'idle' };
    // the sample builder loads with the first MCP tool shown, not with the page
    void import('./sample-arguments.ts').then(({ sampleArguments }) => {
      if (this.mcpTool !== tool) return;
      void this.setArguments(JSON.stringify(sampleArguments(tool.inputSchema), null, 2));
    });
  }

  /** Takes the arguments text as typed and checks it in the worker, within the time limit. */
  async setArguments(text: string): Promise<void> {
    this.argsText = text;
    const tool = this.mcpTool;
    if (!tool || !tool.schemaCheck.isChecked) {
      this.check = { kind: 'idle' };
      return;
    }
    this.check = { kind: 'checking' };
    this.#checker ??= this.#newClient();
    const schemaKey = `${this.#serial}:${tool.name}`;
    const request = { kind: 'check', schemaKey, schemaText: this.#schemaText(tool), argsText: text } as const;
    const answer = await (await this.#checker).request(request, CHECK_LIMIT_MS);
    // a late answer for a tool or text that is no longer shown is dropped
    if (answer.kind === 'superseded' || this.mcpTool !== tool || this.argsText !== text) return;
    if (answer.kind !== 'answered') this.check = answer;
    else if (answer.reply.kind === 'check') this.check = { kind: 'done', outcome: answer.reply.outcome };
  }

  /** The tool's schema as JSON text, made once per tool: it crosses to the worker with every check. */
  #schemaText(tool: McpTool): string {
    let text = this.#schemaTexts.get(tool);
    if (text === undefined) this.#schemaTexts.set(tool, (text = JSON.stringify(tool.inputSchema)));
    return text;
  }

  async #newClient(): Promise<WorkerClient> {
    const { WorkerClient } = await import('./worker-client.ts');
    return new WorkerClient(this.#createWorker);
  }

  #apply(outcome: LoadOutcome, origin: string | null): boolean {
    if (!outcome.ok) {
      this.problem = { kind: 'refused', error: outcome.error, syntax: outcome.syntax };
      return false;
    }
    if (outcome.format === 'scalar') {
      const loaded = loadCatalog(outcome.items);
      if (!loaded.ok) {
        this.problem = { kind: 'refused', error: loaded.error, syntax: null };
        return false;
      }
      const source = { id: 'visitor', catalog: loaded.value, descriptions: {} };
      this.#host.useVisitorCatalog({ kind: 'scalar', source, origin });
      this.#announce('scalar', loaded.value.tools.length);
      return true;
    }
    this.#serial++;
    this.mcpToolName = null;
    this.#host.useVisitorCatalog({ kind: 'mcp', mcp: outcome.catalog, origin });
    this.#selectFirstTool();
    this.#announce('mcp', outcome.catalog.tools.length);
    return true;
  }

  #announce(about: 'scalar' | 'mcp', count: number): void {
    this.#news = { key: `import.loaded.${about}`, params: { count }, about };
  }
}
