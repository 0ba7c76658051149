import {
  checkCatalogSize,
  contractError,
  loadCatalog,
  mcpToolCatalog,
  type ContractError,
  type McpCatalog,
  type Tool,
} from '../../core/index.ts';
import type { CatalogHost, VisitorCatalog } from '../state/catalog.ts';
import type { HistoryMode } from '../state/url-sync.ts';
import { SITE_TITLE } from '../shell/site-title.ts';
import {
  CHECK_LIMIT_MS,
  LOAD_LIMIT_MS,
  type ArgumentsLiveCheck,
  type ImportNews,
  type LoadEnd,
} from './import-types.ts';
import { createSchemaWorker } from './create-schema-worker.ts';
import { finishLoad, type LoadState } from './importer-load.ts';
import { keepCatalog, keepCatalogFile, keptCatalog } from './keep-catalog.ts';
import type { LoadOutcome } from './protocol.ts';
import { WorkerClient, type RequestBody, type WorkerLike } from './worker-client.ts';

/**
 * The importer's work, loaded with the first catalog a visitor brings (or a site's own MCP list): the
 * workers that load catalogs and check arguments, and keeping a loaded catalog for a reload. It puts a
 * loaded catalog in use through the page's `CatalogHost` and returns how each load and check ended; the
 * importer writes its own state from that.
 */
export class ImportJobs {
  readonly #host: CatalogHost;
  readonly #importer: LoadState;
  readonly #tell: (news: ImportNews) => void;
  readonly #loader: WorkerClient;
  readonly #checker: WorkerClient;

  /**
   * `importer` is the one whose loads these are, `tell` its writer of a load's news; `createWorker` makes the
   * workers (the schema worker unless given).
   */
  constructor(
    host: CatalogHost,
    createWorker: (() => WorkerLike) | undefined,
    importer: LoadState,
    tell: (news: ImportNews) => void,
  ) {
    this.#host = host;
    this.#importer = importer;
    this.#tell = tell;
    this.#loader = new WorkerClient(createWorker ?? createSchemaWorker);
    this.#checker = new WorkerClient(createWorker ?? createSchemaWorker);
  }

  /**
   * Loads a picked or dropped file, refused before it is read when it is over the size limit; the
   * importer's `finishLoad` writes how it ended.
   */
  loadFile(file: File): Promise<boolean> {
    const size = checkCatalogSize(file.size);
    const keep = (id: number) => keepCatalogFile(file, file.name, id);
    const ending: Promise<LoadEnd> = size.ok
      ? this.#load({ kind: 'loadFile', file }, file.name, 'push', keep)
      : Promise.resolve({ kind: 'refused', problem: { kind: 'refused', error: size.error, syntax: null } });
    return finishLoad(this.#importer, ending, this.#tell);
  }

  /**
   * Loads catalog text; a valid catalog goes in use as a new history entry unless `history` says
   * otherwise; the importer's `finishLoad` writes how it ended.
   */
  loadText(text: string, origin: string | null, history: HistoryMode, id?: number): Promise<boolean> {
    const keep = (kept: number) => keepCatalog(text, origin, kept);
    const ending = this.#load({ kind: 'load', text }, origin, history, keep, id);
    return finishLoad(this.#importer, ending, this.#tell);
  }

  /** Loads a catalog and keeps it for a reload under the number it is shown by (`id`, when it is put back). */
  async #load(
    body: RequestBody,
    origin: string | null,
    history: HistoryMode,
    keep: (id: number) => boolean | Promise<boolean>,
    id?: number,
  ): Promise<LoadEnd> {
    const answer = await this.#loader.request(body, LOAD_LIMIT_MS);
    if (answer.kind === 'superseded') return answer;
    if (answer.kind !== 'answered') return { kind: 'refused', problem: answer };
    if (answer.reply.kind !== 'load') return { kind: 'superseded' };
    const listed = body.kind === 'loadFile' ? body.file : body.kind === 'load' ? body.text : undefined;
    const end = this.#apply(answer.reply.outcome, origin, history, id, listed);
    if (end.kind !== 'loaded') return end;
    return { ...end, isKept: Promise.resolve(keep(end.id)) };
  }

  /**
   * Puts back the catalog this tab kept for a reload, without a new entry, where it is the one a history
   * entry (`entryId`) showed; else false, with the news that it was not kept.
   */
  async restoreKept(entryId: number | null): Promise<boolean> {
    const kept = keptCatalog();
    if (kept?.id === entryId) {
      this.#importer.isLoading = true;
      this.#importer.problem = null;
      if (await this.loadText(kept.text, kept.origin, 'none', kept.id)) return true;
    }
    (await import('./register-strings.ts')).withImportStrings(this.#host.text);
    this.#importer.problem = null;
    this.#tell({ key: 'import.notRestored', params: {}, about: this.#host.catalog?.kind ?? 'synthetic' });
    return false;
  }

  async openHome(value: unknown, groups?: ReadonlyMap<string, string>): Promise<ContractError | null> {
    const text = JSON.stringify(value);
    const answer = await this.#loader.request({ kind: 'load', text }, LOAD_LIMIT_MS);
    const outcome = answer.kind === 'answered' && answer.reply.kind === 'load' ? answer.reply.outcome : null;
    if (!outcome?.ok || outcome.format !== 'mcp') {
      const message = 'The site’s MCP tool list could not be opened.';
      return outcome && !outcome.ok
        ? outcome.error
        : contractError('INVALID_TOOLS_LIST', '', 'not_opened', {}, message);
    }
    this.#host.useHomeCatalog({
      ...mcpInUse(outcome.catalog, null, text),
      ...(groups ? { groups } : {}),
    });
    this.#host.showFirstTool();
    return null;
  }

  /** Puts the site's own catalog back in every view, with its first tool shown; the news says so. */
  back(): void {
    const home = this.#host.home;
    this.#host.useBuiltInExample('none');
    this.#host.showFirstTool();
    this.#host.commit('push');
    const key = SITE_TITLE ? 'import.backDoneSite' : 'import.backDone';
    this.#tell({ key, params: {}, about: home?.kind ?? 'synthetic' });
  }

  /**
   * Checks `text` with the tool's own check in the worker, which holds the tools of the list in use and is
   * sent only the tool's name and the text: how the check ended, or null when a newer one replaced it.
   */
  async check(tool: Tool, text: string): Promise<ArgumentsLiveCheck | null> {
    const catalog = this.#host.catalog;
    if (catalog?.kind !== 'mcp' || catalog.tools.get(tool.name) !== tool)
      return { kind: 'failed', message: 'The tool is not in the list in use.' };
    this.#checker.useList(catalog.list, catalog.listed);
    const request = { kind: 'check', tool: tool.name, argsText: text } as const;
    const answer = await this.#checker.request(request, CHECK_LIMIT_MS);
    if (answer.kind === 'superseded') return null;
    if (answer.kind !== 'answered') return answer;
    return answer.reply.kind === 'check' ? { kind: 'done', outcome: answer.reply.outcome } : null;
  }

  /** Puts a loaded catalog in use, or says why it was refused; `isKept` is settled by the caller. */
  #apply(
    outcome: LoadOutcome,
    origin: string | null,
    history: HistoryMode,
    id?: number,
    listed?: string | Blob,
  ): LoadEnd {
    if (!outcome.ok)
      return { kind: 'refused', problem: { kind: 'refused', error: outcome.error, syntax: outcome.syntax } };
    const isKept = Promise.resolve(false);
    if (outcome.format === 'scalar') {
      const loaded = loadCatalog(outcome.items);
      if (!loaded.ok)
        return { kind: 'refused', problem: { kind: 'refused', error: loaded.error, syntax: null } };
      const source = { id: 'visitor', catalog: loaded.value, descriptions: {} };
      this.#host.useVisitorCatalog({ kind: 'scalar', source, origin }, history, id);
      const count = loaded.value.tools.length;
      return { kind: 'loaded', about: 'scalar', count, id: this.#host.visitorId!, isKept };
    }
    const catalog = outcome.catalog;
    this.#host.useVisitorCatalog(mcpInUse(catalog, origin, listed), 'none', id);
    this.#host.showFirstTool();
    this.#host.commit(history);
    return { kind: 'loaded', about: 'mcp', count: catalog.tools.length, id: this.#host.visitorId!, isKept };
  }
}

/**
 * An MCP list read by the worker, as the page keeps it in use: the list as read (what the checking worker
 * is given), its tools as the core's `Tool`s (the one place a list's plain records become them) and whether
 * the server has more pages. The text (or file) it was read from, when given, is kept with it for its pins
 * and its MCP figure.
 */
export function mcpInUse(
  catalog: McpCatalog,
  origin: string | null,
  listed?: string | Blob,
): Extract<VisitorCatalog, { kind: 'mcp' }> {
  return {
    kind: 'mcp',
    list: catalog,
    tools: mcpToolCatalog(catalog),
    nextCursor: catalog.nextCursor,
    origin,
    ...(listed === undefined ? {} : { listed }),
  };
}
