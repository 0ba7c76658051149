import { discover, type Catalog, type ContractError, type ToolDescription } from '../core/index.ts';
import { sampleArgumentsText } from './arguments/sample-arguments.ts';
import { isLang, locale, type Lang } from './i18n/locale.svelte.ts';
import { parseUrlState, serializeUrlState, MAX_ARGS_IN_URL, type UrlState } from './url-state.ts';
import { loadBundle, type BundleResult, type LoadedRecord } from './records/load-bundle.ts';
import type { Fetcher } from './records/fetch-verified.ts';
import { measureUntilRendered } from './perf/measure-render.ts';
import { callOf, isSameCall, type PageCall } from './records/record-call.ts';

/** One-sentence descriptions of tools per language, kept apart from the catalog's definition format. */
export type Descriptions = Readonly<Record<string, Texts & { fields?: Readonly<Record<string, Texts>> }>>;
type Texts = Partial<Record<Lang, string>>;

/** Where the active catalog comes from: the verified synthetic records, or a catalog the visitor brought. */
export interface CatalogSource {
  id: string;
  catalog: Catalog;
  descriptions: Descriptions;
}

/** A problem with a shared link: a contract error from the core, or a parameter the page does not know. */
export interface LinkProblem {
  param: string;
  value: string;
  error?: ContractError;
  messageKey?: string;
}

type HistoryMode = 'push' | 'replace' | 'none';

const DEFAULT_VIEW = 'schema';
const TYPING_DELAY_MS = 400;

/** The page state: one instance, shared by every component; history and URL follow it. */
export class Explorer {
  status = $state<'loading' | 'ready' | 'failed'>('loading');
  loadProblem = $state.raw<Extract<BundleResult, { ok: false }>['problem'] | null>(null);
  /** The five records, each verified against the manifest or refused. */
  records = $state.raw<LoadedRecord[]>([]);
  /** The verified synthetic catalog the records were made from; records always replay against it. */
  synthetic = $state.raw<CatalogSource | null>(null);
  /** The catalog every view shows; swap it with `useSource`. */
  source = $state.raw<CatalogSource | null>(null);
  family = $state('all');
  tool = $state<string | null>(null);
  view = $state(DEFAULT_VIEW);
  argsText = $state('');
  isArgsEdited = $state(false);
  record = $state<string | null>(null);
  lookup = $state('');
  linkProblems = $state.raw<LinkProblem[]>([]);
  theme = $state<'light' | 'dark' | null>(null);
  viewIds: readonly string[] = [DEFAULT_VIEW];
  recordIds: readonly string[] = [];
  #typingTimer: ReturnType<typeof setTimeout> | undefined;

  /** The families to pick from: `all` first, then the catalog's, each with its count of enabled tools. */
  families = $derived.by(() => {
    const catalog = this.source?.catalog;
    if (!catalog) return [];
    return ['all', ...catalog.families].map((name) => ({ name, count: countTools(catalog, name) }));
  });

  /** The enabled tools of the chosen family, as the core describes them. */
  tools = $derived.by((): ToolDescription[] => {
    const catalog = this.source?.catalog;
    if (!catalog) return [];
    const result = discover(catalog, this.family);
    return result.ok ? result.value : [];
  });

  selected = $derived(this.tools.find((tool) => tool.name === this.tool) ?? null);

  /** The core's answer for the exact name typed in the lookup field, or null when it is empty. */
  lookupResult = $derived.by(() => {
    const catalog = this.source?.catalog;
    if (!catalog || this.lookup === '') return null;
    return discover(catalog, this.family, this.lookup);
  });

  /**
   * Loads and verifies the records, then restores the address and follows back and forward. A site built
   * from an MCP catalog hands it to `openMcp`, which opens it as the catalog in use or says why not.
   */
  async start(
    viewIds: readonly string[],
    fetcher: Fetcher = (url) => fetch(url),
    openMcp?: (value: unknown) => Promise<ContractError | null>,
  ): Promise<void> {
    this.viewIds = viewIds;
    const lang = parseUrlState(location.search).lang;
    if (isLang(lang)) locale.lang = lang;
    addEventListener('popstate', () => this.applyUrl(location.search));
    const loaded = await loadBundle(fetcher, './records/');
    if (!loaded.ok) {
      this.loadProblem = loaded.problem;
      this.status = 'failed';
      return;
    }
    const { catalog, descriptions, records } = loaded.bundle;
    this.records = records;
    this.recordIds = records.map((record) => record.id);
    if (catalog) {
      this.synthetic = { id: 'synthetic', catalog, descriptions };
      this.useSource(this.synthetic);
    } else {
      const error = openMcp ? await openMcp(loaded.bundle.mcp) : null;
      if (!openMcp || error) {
        this.loadProblem = { file: 'catalog.json', reason: 'catalog', ...(error ? { error } : {}) };
        this.status = 'failed';
        return;
      }
      this.applyUrl(location.search);
    }
    this.status = 'ready';
  }

  get lang(): Lang {
    return locale.lang;
  }

  /** Whether the arguments are too long to be shared in the address. */
  get isArgsTooLongForUrl(): boolean {
    return this.isArgsEdited && this.argsText.length > MAX_ARGS_IN_URL;
  }

  /**
   * Replaces the active catalog (the records' or the visitor's). With `none` the address is read against it,
   * as on arrival; otherwise the language and view stay and what named the old catalog's tools is cleared.
   */
  useSource(source: CatalogSource, history: HistoryMode = 'none'): void {
    this.source = source;
    if (history === 'none') this.applyUrl(location.search);
    else {
      this.record = null;
      this.linkProblems = [];
      this.applyCatalogParams({}, []);
    }
    this.commit(history);
  }

  /** Chooses a family; the selected tool stays only if the family still lists it. */
  selectFamily(family: string, history: HistoryMode = 'push'): void {
    measureUntilRendered('tce:family-switch');
    this.family = family;
    if (this.tool !== null && !this.tools.some((tool) => tool.name === this.tool)) {
      this.tool = null;
      this.lookup = '';
    }
    this.commit(history);
  }

  /** Chooses a tool of the current family and resets the arguments to its sample. */
  selectTool(name: string, history: HistoryMode = 'push'): void {
    const tool = this.tools.find((t) => t.name === name);
    if (!tool) return;
    if (this.tool !== name) this.resetArguments(tool);
    this.tool = name;
    this.lookup = name;
    this.commit(history);
  }

  /** Takes the text of the exact-name field; an exact match selects, anything else only shows the core's error. */
  setLookup(text: string): void {
    this.lookup = text;
    const result = this.lookupResult;
    if (result?.ok && result.value[0]) this.selectTool(result.value[0].name, 'replace');
  }

  selectView(view: string, history: HistoryMode = 'push'): void {
    if (!this.viewIds.includes(view)) return;
    this.view = view;
    this.commit(history);
  }

  /** Takes the arguments text as typed; the address follows after a pause so history is not flooded. */
  setArguments(text: string): void {
    measureUntilRendered('tce:args-check');
    this.argsText = text;
    this.isArgsEdited = true;
    clearTimeout(this.#typingTimer);
    this.#typingTimer = setTimeout(() => this.commit('replace'), TYPING_DELAY_MS);
  }

  resetArguments(tool = this.selected): void {
    this.argsText = tool ? sampleArgumentsText(tool.inputSchema) : '';
    this.isArgsEdited = false;
  }

  /** Shows a verified record and sets the family, tool and arguments its call used. */
  openRecord(id: string): void {
    const call = this.recordCall(id);
    if (!call) return;
    if (this.synthetic && this.source !== this.synthetic) this.source = this.synthetic;
    this.record = id;
    this.applyCall(call);
    this.commit('push');
  }

  setLang(lang: Lang, history: HistoryMode = 'push'): void {
    locale.lang = lang;
    this.commit(history);
  }

  dismissLinkProblems(): void {
    this.linkProblems = [];
  }

  /** The state as address parameters, leaving out defaults. */
  toUrlState(): UrlState {
    const state: UrlState = {};
    if (this.family !== 'all') state.family = this.family;
    if (this.tool !== null) state.tool = this.tool;
    else if (this.lookup !== '') state.tool = this.lookup;
    if (this.view !== DEFAULT_VIEW) state.view = this.view;
    if (this.record !== null) state.record = this.record;
    if (this.isArgsEdited && this.tool !== null) state.args = this.argsText;
    if (this.lang !== 'en') state.lang = this.lang;
    return state;
  }

  /** Writes the state into the address and history. */
  commit(mode: HistoryMode): void {
    if (mode === 'none') return;
    clearTimeout(this.#typingTimer);
    const url = location.pathname + serializeUrlState(this.toUrlState()) + location.hash;
    if (url === location.pathname + location.search + location.hash) return;
    if (mode === 'push') history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }

  /** Restores the state an address describes; anything that does not exist becomes a visible link problem. */
  applyUrl(search: string): void {
    const wanted = parseUrlState(search);
    const problems: LinkProblem[] = [];
    locale.lang = 'en';
    if (wanted.lang !== undefined) {
      if (isLang(wanted.lang)) locale.lang = wanted.lang;
      else problems.push({ param: 'lang', value: wanted.lang, messageKey: 'link.badLang' });
    }
    this.view = DEFAULT_VIEW;
    if (wanted.view !== undefined) {
      if (this.viewIds.includes(wanted.view)) this.view = wanted.view;
      else problems.push({ param: 'view', value: wanted.view, messageKey: 'link.badView' });
    }
    this.record = null;
    if (wanted.record !== undefined) {
      if (this.recordIds.includes(wanted.record)) this.record = wanted.record;
      else problems.push({ param: 'record', value: wanted.record, messageKey: 'link.badRecord' });
    }
    const call = this.record === null ? null : this.recordCall(this.record);
    if (call && this.source === this.synthetic && isSameCall(call, wanted)) {
      this.applyCall(call);
      this.applyArgsParam(wanted, problems);
    } else this.applyCatalogParams(wanted, problems);
    this.linkProblems = problems;
  }

  private recordCall(id: string): PageCall | null {
    const entry = this.records.find((record) => record.id === id);
    return entry?.ok ? callOf(entry.record.call) : null;
  }

  /** Sets the family, tool and arguments a call used; a tool the family does not list stays in the lookup. */
  private applyCall(call: PageCall): void {
    this.family = call.family;
    this.tool = null;
    this.lookup = call.tool ?? '';
    this.resetArguments(null);
    if (call.tool !== null && this.tools.some((t) => t.name === call.tool))
      this.selectTool(call.tool, 'none');
    if (call.args !== undefined) {
      this.argsText = JSON.stringify(call.args, null, 2);
      this.isArgsEdited = true;
    }
  }

  private applyCatalogParams(wanted: UrlState, problems: LinkProblem[]): void {
    const catalog = this.source?.catalog;
    this.family = 'all';
    this.tool = null;
    this.lookup = '';
    this.resetArguments(null);
    if (!catalog) return;
    if (wanted.family !== undefined) {
      const found = discover(catalog, wanted.family);
      if (found.ok) this.family = wanted.family;
      else problems.push({ param: 'family', value: wanted.family, error: found.error });
    }
    if (wanted.tool !== undefined) {
      const found = discover(catalog, this.family, wanted.tool);
      this.lookup = wanted.tool;
      if (found.ok) this.selectTool(wanted.tool, 'none');
      else problems.push({ param: 'tool', value: wanted.tool, error: found.error });
    }
    this.applyArgsParam(wanted, problems);
  }

  private applyArgsParam(wanted: UrlState, problems: LinkProblem[]): void {
    if (wanted.args === undefined) return;
    if (this.tool === null)
      problems.push({ param: 'args', value: wanted.args, messageKey: 'link.argsWithoutTool' });
    else {
      this.argsText = wanted.args;
      this.isArgsEdited = true;
    }
  }
}

function countTools(catalog: Catalog, family: string): number {
  const result = discover(catalog, family);
  return result.ok ? result.value.length : 0;
}

/** The page's one state instance. */
export const explorer = new Explorer();
