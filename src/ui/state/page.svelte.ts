/**
 * The page state: one `PageState` per page, made by `App.svelte` and handed down through Svelte context.
 *
 * How a component gets state: `const page = getPage();` during set-up (never an imported instance), then
 * reads fields in markup or `$derived`. `page.catalog?.kind` is the one answer to which catalog is in use
 * ('synthetic', 'scalar' or 'mcp'; null until the synthetic one is verified) and `page.format` its format
 * ('scalar' or 'mcp'), which decides the views it has; `page.tools` is the catalog in use as the core's
 * `Tool`s, and `page.tool` the one shown (`page.toolName`), whatever the format: every view reads its tool
 * there. `page.home` is the site's own catalog, which "back" returns to (`page.synthetic` its scalar
 * catalog on the explorer's own site, which the records replay against); `page.scalarCatalog` is the
 * scalar catalog in use, behind the families (null while an MCP list is in use);
 * `page.selection` holds the tool shown, in either format, its arguments text, and a scalar catalog's family
 * and lookup (`selection.selected` is a scalar tool's description); `page.importer` loads visitor catalogs
 * and checks an MCP tool's arguments in a worker (`importer.checkOf(page.tool)`);
 * `page.lang` is the language, held by `page.text`, the page's words (`t()` follows it); `page.editMode` how arguments are edited, JSON or form,
 * for every catalog; `page.view`, `page.record`; `page.bundle` loads the site's own catalog and records
 * and holds whether they are loading, ready or refused (`bundle.status`, `bundle.problem`, `bundle.records`). State changes only through `page` methods
 * (`selectTool`, `setArguments`, `setLang`, …), which also write the address and history.
 * Reusable widgets (family picker, tool lists, tabs, everything in `src/ui/shared`) take plain values and
 * callbacks as props and never read the page state. Context rather than props, because views are mounted
 * generically (`LazyPart` passes no props) and components at several depths read the same state.
 * A test builds its own: `new PageState({ text: new PageText() })`; a component under test gets one
 * from a wrapper that calls `setPage(page)` and `setText(page.text)`. `getPage()` throws where none was set.
 *
 * Each concern has one owner: which catalog is in use, and the ones it switches between, is
 * `CatalogsInUse` (`catalogs.svelte.ts`), switched only by `page` methods; the selection is `Selection`
 * (`selection.svelte.ts`); the address is read and written by pure functions (`url-sync.ts`) whose patches
 * `page` applies; the importer writes its own state; loading the records is `RecordsBundle`
 * (`records/records-bundle.svelte.ts`).
 *
 * How to add a view: one entry in `VIEWS` (`src/ui/views.ts`) plus its component, which calls `getPage()`.
 * A new URL parameter goes in `url-state.ts` (its name) and `url-sync.ts` (read and written). State a view
 * keeps across tab switches goes in `page.keep(key, create)`, made on the view's first visit, so its code
 * still loads with the view (see `getGatePage` in `src/ui/gate/gate-page.svelte.ts`).
 */
import { nextTask } from '../shared/lazy.ts';
import { createContext } from 'svelte';
import type { ToolCatalog } from '../../core/index.ts';
import type { EditMode } from '../form/edit-mode.ts';
import { isLang, type Lang } from '../i18n/dictionary.ts';
import { PageText } from '../i18n/page-text.svelte.ts';
import { Importer } from '../import/importer.svelte.ts';
import type { WorkerLike } from '../import/worker-client.ts';
import { measureUntilRendered } from '../perf/measure-render.ts';
import type { Fetcher } from '../records/fetch-verified.ts';
import { callOf, type PageCall } from '../records/record-call.ts';
import { RecordsBundle } from '../records/records-bundle.svelte.ts';
import type {
  ActiveCatalog,
  CatalogHost,
  CatalogSource,
  ViewAvailability,
  ViewFormat,
  VisitorCatalog,
} from './catalog.ts';
import { DEFAULT_FORMAT, type FormatId } from './provider-format.ts';
import { CatalogsInUse } from './catalogs.svelte.ts';
import { Selection } from './selection.svelte.ts';
import {
  DEFAULT_VIEW,
  historyWrite,
  isVisitorEntry,
  readAddress,
  readAwaitedLink,
  visitorEntryId,
  type AddressContext,
  type HistoryMode,
  type LinkPatch,
  type LinkProblem,
} from './url-sync.ts';
import { parseUrlState } from './url-state.ts';

export type {
  ActiveCatalog,
  CatalogSource,
  Descriptions,
  ToolTexts,
  ViewAvailability,
  ViewFormat,
  VisitorCatalog,
} from './catalog.ts';
export type { HistoryMode, LinkProblem } from './url-sync.ts';

const TYPING_DELAY_MS = 400;

/** What a page state is made with. */
export interface PageOptions {
  /** The page's words, which hold its language; a page state without them makes its own. */
  text?: PageText;
  /** Makes the schema worker the importer checks in (a test passes its own). */
  createWorker?: () => WorkerLike;
}

/** The page state: the catalog in use, the visitor's selection, view, record and language; the address follows it. */
export class PageState implements CatalogHost, AddressContext {
  /** The site's own catalog and records: whether they are loading, ready or refused, and the records. */
  readonly bundle = new RecordsBundle();
  view = $state(DEFAULT_VIEW);
  record = $state<string | null>(null);
  linkProblems = $state.raw<LinkProblem[]>([]);
  /** The control that opened the load-your-catalog dialog, while it is open: focus goes back to it. */
  loadOpener = $state.raw<HTMLElement | null>(null);
  theme = $state<'light' | 'dark' | null>(null);
  /** How the visitor edits arguments; one choice holds from one tool, and one catalog, to the next. */
  editMode = $state<EditMode>('json');
  /** The provider format the Documentation view shows a tool in (`?provider=`). */
  provider = $state<FormatId>(DEFAULT_FORMAT);
  /** The page's views and the catalog formats that have each (`src/ui/views.ts`), set by `start`. */
  views: readonly ViewAvailability[] = [{ id: DEFAULT_VIEW, formats: ['scalar', 'mcp'] }];
  readonly selection: Selection;
  readonly importer: Importer;
  /** The page's words: its language and every dictionary it has loaded so far. */
  readonly text: PageText;
  // made once per view and never rendered from, so it need not be reactive
  // eslint-disable-next-line svelte/prefer-svelte-reactivity
  readonly #kept = new Map<string, unknown>();
  #typingTimer: ReturnType<typeof setTimeout> | undefined;
  /** The catalog in use and the ones it switches between; switched only here. */
  readonly #catalogs = new CatalogsInUse();

  constructor(options: PageOptions = {}) {
    this.text = options.text ?? new PageText();
    this.selection = new Selection(
      () => this.scalarCatalog?.catalog ?? null,
      () => this.tools,
    );
    this.importer = new Importer(this, options.createWorker);
  }

  /** The catalog in use, null until the site's own is verified; change it with the `use…` methods. */
  get catalog(): ActiveCatalog | null {
    return this.#catalogs.catalog;
  }

  /**
   * The site's own catalog, which "back" returns to: the verified built-in example on the explorer's own
   * site, or, on a site built from an MCP list (`npm run site`), that list. Null until it is verified.
   */
  get home(): ActiveCatalog | null {
    return this.#catalogs.home;
  }

  /** The verified built-in example the records were made from, on the explorer's own site; records replay against it. */
  get synthetic(): CatalogSource | null {
    return this.#catalogs.synthetic;
  }

  /** The scalar catalog in use (the built-in example too), with its families; null while an MCP list is in use. */
  get scalarCatalog(): CatalogSource | null {
    return this.#catalogs.scalarCatalog;
  }

  /** The format of the catalog in use, which decides the views it has; null until one is in use. */
  get format(): ViewFormat | null {
    return this.#catalogs.format;
  }

  /** The catalog in use as the core's tools: every view reads its tool here, whatever the catalog's format. */
  get tools(): ToolCatalog | null {
    return this.#catalogs.tools;
  }

  /** The name of the tool shown, in whichever catalog is in use; null when none is. */
  get toolName(): string | null {
    return this.selection.tool;
  }

  /** The tool shown, as the core reads it. */
  tool = $derived.by(() => {
    const name = this.toolName;
    return name === null ? undefined : this.tools?.get(name);
  });

  get lang(): Lang {
    return this.text.lang;
  }

  set lang(lang: Lang) {
    this.text.lang = lang;
  }

  /** Whether the catalog in use is the one the visitor loaded (history entries record it). */
  get isVisitorInUse(): boolean {
    return this.#catalogs.isVisitorInUse;
  }

  /** The number of the visitor's catalog shown last, which its history entries carry; null before any. */
  get visitorId(): number | null {
    return this.#catalogs.visitorId;
  }

  /** The views the catalog in use has, in tab order. */
  get viewIdsInUse(): readonly string[] {
    const format = this.format ?? 'scalar';
    return this.views.filter((view) => view.formats.includes(format)).map((view) => view.id);
  }

  /** Whether the catalog in use is the site's own: the verified synthetic one, or a site's MCP list. */
  get isHome(): boolean {
    return this.#catalogs.isHome;
  }

  /** Whether the verified built-in example, which the records replay against, is in use. */
  get isSyntheticInUse(): boolean {
    return this.scalarCatalog !== null && this.scalarCatalog === this.synthetic;
  }

  /**
   * Loads and verifies the records, then restores the address (and a catalog the visitor loaded in this
   * tab) and follows back and forward until the returned function stops it.
   */
  start(views: readonly ViewAvailability[], fetcher: Fetcher = (url) => fetch(url)): () => void {
    this.views = views;
    const lang = parseUrlState(location.search).lang;
    if (isLang(lang)) this.lang = lang;
    const onpopstate = () => this.#followHistory();
    addEventListener('popstate', onpopstate);
    void this.#load(fetcher);
    return () => removeEventListener('popstate', onpopstate);
  }

  /**
   * A site built from an MCP list has no scalar catalog: the importer checks the list and puts it in use.
   * An entry that showed the visitor's catalog before a reload shows it again, if the tab kept it.
   */
  async #load(fetcher: Fetcher): Promise<void> {
    // the error sentences load with the first view that shows an error (`ContractErrorView` brings them)
    const loaded = await this.bundle.load(fetcher);
    if (!loaded) return;
    const { catalog, descriptions } = loaded;
    if (catalog) this.showBuiltInExample({ id: 'synthetic', catalog, descriptions });
    else {
      const error = await this.importer.openHome(loaded.mcp, loaded.groups);
      if (error) {
        this.bundle.fail({ file: 'catalog.json', reason: 'catalog', error });
        return;
      }
      this.applyAddress();
    }
    const entryId = visitorEntryId(history.state);
    if (isVisitorEntry(history.state) && (await this.importer.restoreKept(entryId))) this.applyAddress();
    // the first screen is drawn in a task of its own, apart from checking the records, so neither blocks long
    await nextTask();
    this.bundle.status = 'ready';
  }

  /** Back or forward: the entry's catalog (the visitor's or the site's own), then what its address names. */
  #followHistory(): void {
    if (this.#catalogs.followEntry(history.state)) {
      this.record = null;
      // news of a load or a switch speaks of the catalog it was about, not of one Back or Forward brings
      this.importer.forgetNews();
    }
    this.applyAddress();
  }

  /**
   * Restores what the address names (anything that does not exist becomes a visible link problem), and
   * checks the arguments of an MCP tool it shows.
   */
  applyAddress(search: string = location.search): void {
    const patch = readAddress(search, this);
    this.lang = patch.lang;
    this.provider = patch.provider;
    this.#applyLink(patch);
    void this.#checkMcpArguments();
  }

  /** Sets the view, record and selection a link names, and shows its problems. */
  #applyLink(patch: LinkPatch): void {
    if (patch.view !== null) this.view = patch.view;
    this.record = patch.record;
    this.selection.apply(patch.selection);
    if (patch.showFirstTool) this.showFirstTool();
    this.linkProblems = patch.problems;
  }

  /** Puts the verified built-in example in use as on arrival: the address is read against it. */
  showBuiltInExample(synthetic: CatalogSource): void {
    this.#catalogs.useNewHome({ kind: 'synthetic', source: synthetic });
    this.applyAddress();
  }

  /**
   * Puts a visitor's catalog in use. Language and view stay; what named the old catalog's tools (the
   * selection, the record, link problems) is cleared: Back brings it back from the address. `id` is the
   * number its history entries carry, where it is put back after a reload. A link to a loaded catalog that
   * the page lacked opens what it names in this one.
   */
  useVisitorCatalog(next: VisitorCatalog, history: HistoryMode = 'push', id?: number): void {
    const awaited = this.linkProblems.find((problem) => problem.awaits)?.awaits;
    this.#catalogs.useVisitor(next, id);
    this.#clearSelection();
    if (awaited) {
      this.#applyLink(readAwaitedLink(awaited, this));
      // arguments the link carried are checked, as when an address is applied
      void this.#checkMcpArguments();
    }
    this.commit(history);
  }

  /** Puts the built-in example (or a site's own MCP list) back in use, clearing what named the visitor's tools. */
  useBuiltInExample(history: HistoryMode = 'push'): void {
    if (!this.#catalogs.useHome()) return;
    this.#clearSelection();
    this.commit(history);
  }

  /** Puts a site's own MCP list in use, as the built-in example is on the explorer's own site. */
  useHomeCatalog(home: ActiveCatalog): void {
    this.#catalogs.useNewHome(home);
  }

  /** Chooses a family; the selected tool stays only if the family still lists it. */
  selectFamily(family: string, history: HistoryMode = 'push'): void {
    measureUntilRendered('tce:family-switch');
    this.selection.chooseFamily(family);
    this.commit(history);
  }

  /**
   * Shows a tool of the catalog in use (of the current family, where the catalog has families) and resets
   * the arguments to its sample; false when the catalog (or the family) has no such tool.
   */
  selectTool(name: string, history: HistoryMode = 'push'): boolean {
    const isShown = this.selection.chooseTool(name);
    if (!isShown) return false;
    void this.#checkMcpArguments();
    this.commit(history);
    return true;
  }

  /** Shows the first tool of the MCP list in use, unless one of its tools is already shown: a list always shows one. */
  showFirstTool(): void {
    const first = this.format === 'mcp' ? this.tools?.tools[0] : undefined;
    if (first && !this.tool) this.selectTool(first.name, 'none');
  }

  /** Takes the text of the exact-name field; an exact match selects, anything else only shows the core's error. */
  setLookup(text: string): void {
    this.selection.lookup = text;
    const result = this.selection.lookupResult;
    if (result?.ok && result.value[0]) this.selectTool(result.value[0].name, 'replace');
  }

  selectView(view: string, history: HistoryMode = 'push'): void {
    if (!this.viewIdsInUse.includes(view)) return;
    this.view = view;
    this.commit(history);
  }

  /** Takes the arguments text as typed; the address follows after a pause so history is not flooded. */
  setArguments(text: string): void {
    measureUntilRendered('tce:args-check');
    this.selection.setArguments(text);
    void this.#checkMcpArguments();
    clearTimeout(this.#typingTimer);
    this.#typingTimer = setTimeout(() => this.commit('replace'), TYPING_DELAY_MS);
  }

  /** Puts the shown tool's sample arguments back; the address follows at once. */
  resetArguments(history: HistoryMode = 'replace'): void {
    this.selection.resetArguments();
    void this.#checkMcpArguments();
    this.commit(history);
  }

  /** Shows a verified record and sets the family, tool and arguments its call used, in the synthetic catalog. */
  openRecord(id: string): void {
    const call = this.recordCall(id);
    if (!call) return;
    if (this.home?.kind === 'synthetic') this.#catalogs.useHome();
    this.record = id;
    const args = call.args === undefined ? undefined : JSON.stringify(call.args, null, 2);
    this.selection.apply({ family: call.family, tool: call.tool, lookup: call.tool ?? '', args });
    this.commit('push');
  }

  /** Shows tools in another provider's format; the address follows without a new history entry per arrow key. */
  setProvider(provider: FormatId, history: HistoryMode = 'replace'): void {
    this.provider = provider;
    this.commit(history);
  }

  /** Shows a tool of the catalog in use whatever family is chosen: a scalar catalog switches to `all` if need be. */
  openTool(name: string, history: HistoryMode = 'push'): boolean {
    if (this.format === 'scalar' && !this.selection.tools.some((tool) => tool.name === name))
      this.selection.chooseFamily('all');
    return this.selectTool(name, history);
  }

  /** Opens a tool of any family in the Documentation view in a provider's format (from the Portability view). */
  openToolIn(name: string, provider: FormatId): void {
    if (!this.openTool(name, 'none')) return;
    this.provider = provider;
    this.view = 'schema';
    this.commit('push');
  }

  setLang(lang: Lang, history: HistoryMode = 'push'): void {
    this.lang = lang;
    this.commit(history);
  }

  /** Opens the load-your-catalog dialog from `opener`, without the refusal of an earlier visit. */
  openLoadDialog(opener: HTMLElement): void {
    this.importer.forgetProblem();
    this.loadOpener = opener;
  }

  closeLoadDialog(): void {
    this.loadOpener = null;
  }

  dismissLinkProblems(): void {
    this.linkProblems = [];
  }

  /** Writes the state into the address and history. */
  commit(mode: HistoryMode): void {
    if (mode === 'none') return;
    clearTimeout(this.#typingTimer);
    const current = { address: location.pathname + location.search + location.hash, state: history.state };
    const write = historyWrite(this, this.visitorId, mode, current);
    if (write?.mode === 'push') history.pushState(write.entry, '', write.url);
    else if (write) history.replaceState(write.entry, '', write.url);
  }

  /** The ids of the records (`bundle.records`), which an address may name. */
  get recordIds(): readonly string[] {
    return this.bundle.records.map((record) => record.id);
  }

  /** The call a verified record made, or null for an unknown or refused record. */
  recordCall(id: string): PageCall | null {
    const entry = this.bundle.records.find((record) => record.id === id);
    return entry?.ok ? callOf(entry.record.call) : null;
  }

  /** State a view keeps across tab switches: made by `create` on first use, then the same object. */
  keep<T>(key: string, create: (page: PageState) => T): T {
    if (!this.#kept.has(key)) this.#kept.set(key, create(this));
    return this.#kept.get(key) as T;
  }

  #clearSelection(): void {
    this.record = null;
    this.linkProblems = [];
    this.selection.clear();
  }

  /**
   * Checks the arguments of the MCP tool shown in the schema worker: the visitor's text, else the tool's
   * sample (its builder loads with the first MCP tool shown, not with the page).
   */
  async #checkMcpArguments(): Promise<void> {
    const tool = this.tool;
    if (this.format !== 'mcp' || !tool) return;
    // the text the visitor typed goes at once; a sample waits for its builder the first time
    const samples = this.selection.isArgsEdited ? null : await import('../arguments/sample-text.ts');
    if (this.tool !== tool) return;
    const text = this.selection.shownArguments(() => samples?.sampleArgumentsText(tool, 'required') ?? '');
    await this.importer.checkArguments(tool, text);
  }
}

const [getPage, setPage] = createContext<PageState>();

/** The page state of the component tree being rendered; `setPage` gives it to a tree (App does, tests may). */
export { getPage, setPage };
