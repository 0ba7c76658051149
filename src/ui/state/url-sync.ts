import { discover, notListed, type Catalog, type ContractError, type ToolCatalog } from '../../core/index.ts';
import { isLang, type Lang } from '../i18n/dictionary.ts';
import { isSameCall, type PageCall } from '../records/record-call.ts';
import { DEFAULT_FORMAT, isFormatId, type FormatId } from './provider-format.ts';
import { LOADED_CATALOG, parseUrlState, serializeUrlState, type UrlState } from './url-state.ts';

/*
 * The address, both ways, as pure functions: the page's state as an address (`addressOf`, `historyWrite`),
 * and an address as a patch of the page's state (`readAddress`, `readAwaitedLink`), which the page state
 * applies itself. Nothing here reads or writes the page state or the browser's history.
 */

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

/** What the address is written from: the page's state as values. */
export interface AddressSource {
  readonly isVisitorInUse: boolean;
  readonly selection: {
    readonly family: string;
    readonly tool: string | null;
    readonly lookup: string;
    readonly argsText: string;
    readonly isArgsEdited: boolean;
  };
  readonly view: string;
  readonly record: string | null;
  readonly lang: Lang;
  readonly provider: FormatId;
}

/** The state as address parameters, leaving out defaults, the same for every catalog format (an MCP list's family stays `all`). */
export function toUrlState(source: AddressSource): UrlState {
  const { selection } = source;
  const state: UrlState = {};
  if (source.isVisitorInUse) state.catalog = LOADED_CATALOG;
  if (selection.family !== 'all') state.family = selection.family;
  if (selection.tool !== null) state.tool = selection.tool;
  else if (selection.lookup !== '') state.tool = selection.lookup;
  if (source.view !== DEFAULT_VIEW) state.view = source.view;
  if (source.record !== null) state.record = source.record;
  if (selection.isArgsEdited && selection.tool !== null) state.args = selection.argsText;
  if (source.lang !== 'en') state.lang = source.lang;
  if (source.provider !== DEFAULT_FORMAT) state.provider = source.provider;
  return state;
}

/** The address of what the page shows, as a path with its query: what history is given and a copied link opens. */
export function addressOf(
  source: AddressSource,
  where: Pick<Location, 'pathname' | 'hash'> = location,
): string {
  return where.pathname + serializeUrlState(toUrlState(source)) + where.hash;
}

/** What to write into history for a change: the address and the entry's state, or null when nothing changes. */
export interface HistoryWrite {
  mode: 'push' | 'replace';
  url: string;
  entry: VisitorEntry | null;
}

/**
 * The history write that records `source`, given the current address (`current`: path, query and hash) and
 * entry state; `visitorId` numbers the visitor's catalog shown last.
 */
export function historyWrite(
  source: AddressSource,
  visitorId: number | null,
  mode: HistoryMode,
  current: { address: string; state: unknown },
  where: Pick<Location, 'pathname' | 'hash'> = location,
): HistoryWrite | null {
  if (mode === 'none') return null;
  const url = addressOf(source, where);
  const entry: VisitorEntry | null =
    source.isVisitorInUse && visitorId !== null ? { catalog: 'visitor', id: visitorId } : null;
  const isSameEntry = isVisitorEntry(current.state) === (entry !== null);
  if (url === current.address && isSameEntry && visitorEntryId(current.state) === (entry?.id ?? null))
    return null;
  return { mode, url, entry };
}

/** What an address is read against: the catalog in use and what the page offers in it. */
export interface AddressContext {
  readonly viewIdsInUse: readonly string[];
  readonly recordIds: readonly string[];
  readonly isVisitorInUse: boolean;
  /** The scalar catalog in use (its `catalog`, with its families); null while an MCP list is in use. */
  readonly scalarCatalog: { readonly catalog: Catalog } | null;
  readonly tools: ToolCatalog | null;
  /** Whether the synthetic catalog (the one the records replay against) is in use. */
  readonly isSyntheticInUse: boolean;
  recordCall(id: string): PageCall | null;
}

/** The selection an address names: a family, a tool by its exact name (null when none is listed), the lookup text and the arguments. */
export interface SelectionPatch {
  family: string;
  tool: string | null;
  lookup: string;
  args?: string;
}

/** The part of the page state a link to the catalog in use sets, with its problems. */
export interface LinkPatch {
  /** The view, or null to keep the one shown. */
  view: string | null;
  record: string | null;
  selection: SelectionPatch;
  /** Whether an MCP list shows its first tool where the link names none it lists. */
  showFirstTool: boolean;
  problems: LinkProblem[];
}

/** The whole page state an address sets. */
export interface AddressPatch extends LinkPatch {
  view: string;
  lang: Lang;
  provider: FormatId;
}

const NO_SELECTION: SelectionPatch = { family: 'all', tool: null, lookup: '' };

/** Reads an address against the catalog in use; anything that does not exist becomes a visible link problem. */
export function readAddress(search: string, context: AddressContext): AddressPatch {
  const wanted = parseUrlState(search);
  const problems: LinkProblem[] = [];
  // a link to a catalog the visitor loaded names nothing of the one in use, until the visitor loads it here
  const isAwaited = wanted.catalog === LOADED_CATALOG && !context.isVisitorInUse;
  let lang: Lang = 'en';
  if (wanted.lang !== undefined) {
    if (isLang(wanted.lang)) lang = wanted.lang;
    else problems.push({ param: 'lang', value: wanted.lang, messageKey: 'link.badLang' });
  }
  const view = isAwaited ? DEFAULT_VIEW : viewOf(wanted, context, problems);
  let provider: FormatId = DEFAULT_FORMAT;
  if (wanted.provider !== undefined) {
    if (isFormatId(wanted.provider)) provider = wanted.provider;
    else problems.push({ param: 'provider', value: wanted.provider, messageKey: 'link.badProvider' });
  }
  if (wanted.catalog !== undefined && wanted.catalog !== LOADED_CATALOG)
    problems.push({ param: 'catalog', value: wanted.catalog, messageKey: 'link.badCatalog' });
  const link = isAwaited ? awaitCatalog(wanted, problems) : callPatch(wanted, context, problems);
  return { ...link, view, lang, provider };
}

/**
 * What a link to a loaded catalog named, read in the catalog the visitor has just loaded; its problems (a
 * tool this catalog lacks) replace the page's.
 */
export function readAwaitedLink(wanted: UrlState, context: AddressContext): LinkPatch {
  const problems: LinkProblem[] = [];
  const view = viewOf(wanted, context, problems, null);
  return { ...callPatch(wanted, context, problems), view };
}

/** The problem of a link to a catalog the visitor loaded elsewhere; the page shows its own catalog meanwhile. */
function awaitCatalog(wanted: UrlState, problems: LinkProblem[]): Omit<LinkPatch, 'view'> {
  if (wanted.tool === undefined)
    problems.push({
      param: 'catalog',
      value: LOADED_CATALOG,
      messageKey: 'link.needsCatalog',
      awaits: wanted,
    });
  else
    problems.push({ param: 'tool', value: wanted.tool, messageKey: 'link.needsCatalogTool', awaits: wanted });
  return { record: null, selection: NO_SELECTION, showFirstTool: true, problems };
}

/** The view a link names, where the catalog in use has it; else `fallback` (the default view, or null: unchanged). */
function viewOf<Fallback extends string | null = string>(
  wanted: UrlState,
  context: AddressContext,
  problems: LinkProblem[],
  fallback: Fallback = DEFAULT_VIEW as Fallback,
): string | Fallback {
  if (wanted.view === undefined) return fallback;
  const view = Object.hasOwn(MOVED_VIEWS, wanted.view) ? MOVED_VIEWS[wanted.view]! : wanted.view;
  if (context.viewIdsInUse.includes(view)) return view;
  problems.push({ param: 'view', value: wanted.view, messageKey: 'link.badView' });
  return fallback;
}

/** The record, family, tool and arguments a link names in the catalog in use. */
function callPatch(
  wanted: UrlState,
  context: AddressContext,
  problems: LinkProblem[],
): Omit<LinkPatch, 'view'> {
  let record: string | null = null;
  if (wanted.record !== undefined) {
    if (context.recordIds.includes(wanted.record)) record = wanted.record;
    else problems.push({ param: 'record', value: wanted.record, messageKey: 'link.badRecord' });
  }
  const shown = { record, problems };
  // records replay against the synthetic catalog, so a record's call applies only where it is in use
  const call = record === null ? null : context.recordCall(record);
  if (call && context.isSyntheticInUse && isSameCall(call, wanted)) {
    const tool = call.tool !== null && isListed(context, call.family, call.tool) ? call.tool : null;
    const callArgs = call.args === undefined ? undefined : JSON.stringify(call.args, null, 2);
    const selection = { family: call.family, tool, lookup: call.tool ?? '' };
    const args = argsOf(wanted, tool, problems) ?? callArgs;
    return { ...shown, selection: withArgs(selection, args), showFirstTool: false };
  }
  return { ...shown, ...toolPatch(wanted, context, problems) };
}

/**
 * The family (where the catalog has families), the tool by its exact name and its arguments, in either
 * format; an MCP list shows its first tool where the address names none it lists.
 */
function toolPatch(
  wanted: UrlState,
  context: AddressContext,
  problems: LinkProblem[],
): Pick<LinkPatch, 'selection' | 'showFirstTool'> {
  if (!context.tools) return { selection: NO_SELECTION, showFirstTool: false };
  const catalog = context.scalarCatalog?.catalog;
  let family = 'all';
  if (catalog && wanted.family !== undefined) {
    const found = discover(catalog, wanted.family);
    if (found.ok) family = wanted.family;
    else problems.push({ param: 'family', value: wanted.family, error: found.error });
  }
  let tool: string | null = null;
  let lookup = '';
  if (wanted.tool !== undefined) {
    const found = catalog ? discover(catalog, family, wanted.tool) : null;
    lookup = wanted.tool;
    if (found && !found.ok) problems.push({ param: 'tool', value: wanted.tool, error: found.error });
    else if (isListed(context, family, wanted.tool)) tool = wanted.tool;
    else problems.push({ param: 'tool', value: wanted.tool, error: notListed(wanted.tool) });
  }
  const selection = withArgs({ family, tool, lookup }, argsOf(wanted, tool, problems));
  return { selection, showFirstTool: true };
}

/** Whether the catalog in use lists the tool in the family (an MCP list, any of its tools). */
function isListed(context: AddressContext, family: string, name: string): boolean {
  const catalog = context.scalarCatalog?.catalog;
  return catalog ? discover(catalog, family, name).ok : (context.tools?.has(name) ?? false);
}

/** The link's arguments where it names a tool shown; arguments without one are a link problem. */
function argsOf(wanted: UrlState, tool: string | null, problems: LinkProblem[]): string | undefined {
  if (wanted.args === undefined) return undefined;
  if (tool !== null) return wanted.args;
  problems.push({ param: 'args', value: wanted.args, messageKey: 'link.argsWithoutTool' });
  return undefined;
}

function withArgs(selection: SelectionPatch, args: string | undefined): SelectionPatch {
  return args === undefined ? selection : { ...selection, args };
}
