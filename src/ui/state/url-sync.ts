import { discover, notListed, type ContractError } from '../../core/index.ts';
import { isLang } from '../i18n/locale.svelte.ts';
import { isSameCall } from '../records/record-call.ts';
import type { PageState } from './page.svelte.ts';
import { DEFAULT_FORMAT, isFormatId } from './provider-format.ts';
import { LOADED_CATALOG, parseUrlState, serializeUrlState, type UrlState } from './url-state.ts';

/** The view shown when the address names none. */
export const DEFAULT_VIEW = 'schema';

/** How a change is written into history: a new entry, the current one replaced, or not at all. */
export type HistoryMode = 'push' | 'replace' | 'none';

/** Views a link may still name that are now part of another: an MCP tool's formats are in its documentation. */
const MOVED_VIEWS: Readonly<Record<string, string>> = { formats: 'schema' };

/**
 * The state a history entry carries when it shows a catalog the visitor loaded, and which one (the page
 * numbers them as they are loaded); an entry of the site's own catalog carries null.
 */
export interface VisitorEntry {
  catalog: 'visitor';
  id: number;
}

/** Whether a history entry's state says it shows a catalog the visitor loaded. */
export function isVisitorEntry(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { catalog?: unknown }).catalog === 'visitor'
  );
}

/** Which loaded catalog a history entry shows, or null when its state does not say. */
export function visitorEntryId(state: unknown): number | null {
  if (!isVisitorEntry(state)) return null;
  const { id } = state as { id?: unknown };
  return typeof id === 'number' ? id : null;
}

/**
 * A problem with a shared link: a contract error from the core, a parameter the page does not know, or a
 * catalog the visitor loaded elsewhere, which this page lacks (`awaits` holds what the link names in it).
 */
export interface LinkProblem {
  param: string;
  value: string;
  error?: ContractError;
  messageKey?: string;
  awaits?: UrlState;
}

/** The page state as address parameters, leaving out defaults, the same for every catalog format (an MCP list's family stays `all`). */
export function toUrlState(page: PageState): UrlState {
  const { selection } = page;
  const state: UrlState = {};
  if (page.isVisitorInUse) state.catalog = LOADED_CATALOG;
  if (selection.family !== 'all') state.family = selection.family;
  if (selection.tool !== null) state.tool = selection.tool;
  else if (selection.lookup !== '') state.tool = selection.lookup;
  if (page.view !== DEFAULT_VIEW) state.view = page.view;
  if (page.record !== null) state.record = page.record;
  if (selection.isArgsEdited && selection.tool !== null) state.args = selection.argsText;
  if (page.lang !== 'en') state.lang = page.lang;
  if (page.provider !== DEFAULT_FORMAT) state.provider = page.provider;
  return state;
}

/** The address of what the page shows, as a path with its query: what history is given and a copied link opens. */
export function addressOf(page: PageState): string {
  return location.pathname + serializeUrlState(toUrlState(page)) + location.hash;
}

/** Writes the page state into the address and history. */
export function writeUrl(page: PageState, mode: HistoryMode): void {
  if (mode === 'none') return;
  const url = addressOf(page);
  const id = page.visitorId;
  const entry: VisitorEntry | null = page.isVisitorInUse && id !== null ? { catalog: 'visitor', id } : null;
  const isSame = url === location.pathname + location.search + location.hash;
  const isSameEntry = isVisitorEntry(history.state) === (entry !== null);
  if (isSame && isSameEntry && visitorEntryId(history.state) === (entry?.id ?? null)) return;
  if (mode === 'push') history.pushState(entry, '', url);
  else history.replaceState(entry, '', url);
}

/** Restores the state an address describes; anything that does not exist becomes a visible link problem. */
export function applyUrl(page: PageState, search: string): void {
  const wanted = parseUrlState(search);
  const problems: LinkProblem[] = [];
  // a link to a catalog the visitor loaded names nothing of the one in use, until the visitor loads it here
  const isAwaited = wanted.catalog === LOADED_CATALOG && !page.isVisitorInUse;
  page.lang = 'en';
  if (wanted.lang !== undefined) {
    if (isLang(wanted.lang)) page.lang = wanted.lang;
    else problems.push({ param: 'lang', value: wanted.lang, messageKey: 'link.badLang' });
  }
  page.view = DEFAULT_VIEW;
  if (!isAwaited) applyViewParam(page, wanted, problems);
  page.provider = DEFAULT_FORMAT;
  if (wanted.provider !== undefined) {
    if (isFormatId(wanted.provider)) page.provider = wanted.provider;
    else problems.push({ param: 'provider', value: wanted.provider, messageKey: 'link.badProvider' });
  }
  if (wanted.catalog !== undefined && wanted.catalog !== LOADED_CATALOG)
    problems.push({ param: 'catalog', value: wanted.catalog, messageKey: 'link.badCatalog' });
  if (isAwaited) awaitCatalog(page, wanted, problems);
  else applyCallParams(page, wanted, problems);
  page.linkProblems = problems;
}

/**
 * Opens what a link to a loaded catalog named in the catalog the visitor has just loaded; its problems (a
 * tool this catalog lacks) replace the page's.
 */
export function applyAwaitedLink(page: PageState, wanted: UrlState): void {
  const problems: LinkProblem[] = [];
  applyViewParam(page, wanted, problems);
  applyCallParams(page, wanted, problems);
  page.linkProblems = problems;
}

/** The problem of a link to a catalog the visitor loaded elsewhere; the page shows its own catalog meanwhile. */
function awaitCatalog(page: PageState, wanted: UrlState, problems: LinkProblem[]): void {
  page.record = null;
  page.selection.clear();
  page.showFirstTool();
  if (wanted.tool === undefined)
    problems.push({
      param: 'catalog',
      value: LOADED_CATALOG,
      messageKey: 'link.needsCatalog',
      awaits: wanted,
    });
  else
    problems.push({ param: 'tool', value: wanted.tool, messageKey: 'link.needsCatalogTool', awaits: wanted });
}

function applyViewParam(page: PageState, wanted: UrlState, problems: LinkProblem[]): void {
  if (wanted.view === undefined) return;
  const view = Object.hasOwn(MOVED_VIEWS, wanted.view) ? MOVED_VIEWS[wanted.view]! : wanted.view;
  if (page.viewIdsInUse.includes(view)) page.view = view;
  else problems.push({ param: 'view', value: wanted.view, messageKey: 'link.badView' });
}

/** The record, family, tool and arguments a link names in the catalog in use. */
function applyCallParams(page: PageState, wanted: UrlState, problems: LinkProblem[]): void {
  page.record = null;
  if (wanted.record !== undefined) {
    if (page.recordIds.includes(wanted.record)) page.record = wanted.record;
    else problems.push({ param: 'record', value: wanted.record, messageKey: 'link.badRecord' });
  }
  // records replay against the synthetic catalog, so a record's call applies only where it is in use
  const call = page.record === null ? null : page.recordCall(page.record);
  const isSynthetic = page.synthetic !== null && page.scalarCatalog === page.synthetic;
  if (call && isSynthetic && isSameCall(call, wanted)) {
    page.selection.applyCall(call);
    applyArgsParam(page, wanted, problems);
  } else applyToolParams(page, wanted, problems);
}

/**
 * The family (where the catalog has families), the tool by its exact name and its arguments, in either
 * format; an MCP list shows its first tool where the address names none it lists.
 */
function applyToolParams(page: PageState, wanted: UrlState, problems: LinkProblem[]): void {
  const { selection } = page;
  const catalog = page.scalarCatalog?.catalog;
  selection.clear();
  if (!page.tools) return;
  if (catalog && wanted.family !== undefined) {
    const found = discover(catalog, wanted.family);
    if (found.ok) selection.family = wanted.family;
    else problems.push({ param: 'family', value: wanted.family, error: found.error });
  }
  if (wanted.tool !== undefined) {
    const found = catalog ? discover(catalog, selection.family, wanted.tool) : null;
    selection.lookup = wanted.tool;
    if (found && !found.ok) problems.push({ param: 'tool', value: wanted.tool, error: found.error });
    else if (!selection.chooseTool(wanted.tool))
      problems.push({ param: 'tool', value: wanted.tool, error: notListed(wanted.tool) });
  }
  applyArgsParam(page, wanted, problems);
  page.showFirstTool();
}

function applyArgsParam(page: PageState, wanted: UrlState, problems: LinkProblem[]): void {
  if (wanted.args === undefined) return;
  if (page.selection.tool === null)
    problems.push({ param: 'args', value: wanted.args, messageKey: 'link.argsWithoutTool' });
  else page.selection.setArguments(wanted.args);
}
