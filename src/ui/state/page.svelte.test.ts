// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadCatalog,
  loadMcpToolsList,
  RECORD_CALLS,
  replay,
  SYNTHETIC_CATALOG,
  type Catalog,
  type McpCatalog,
} from '../../core/index.ts';
import { mcpInUse } from '../import/import-jobs.ts';
import type { WorkerLike } from '../import/worker-client.ts';
import type { LoadedRecord } from '../records/load-bundle.ts';
import { callOf } from '../records/record-call.ts';
import { PageState, type CatalogSource, type ViewAvailability } from './page.svelte.ts';
import { visitorEntryId } from './url-sync.ts';

function source(id: string, items: unknown): CatalogSource {
  const result = loadCatalog(items);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return { id, catalog: result.value as Catalog, descriptions: {} };
}

const SYNTHETIC = source('synthetic', SYNTHETIC_CATALOG);
const VISITOR = source('visitor', [
  { name: 'send_mail', family: 'mail', effect: 'change', enabled: true, fields: {} },
  { name: 'list_mail', family: 'mail', effect: 'read', enabled: true, fields: {} },
]);
const FIRST_TOOL = SYNTHETIC.catalog.tools.find((tool) => tool.enabled)!;
const EVERY = ['scalar', 'mcp'] as const;
/** The page's view table as the page state reads it (`src/ui/views.ts`): which formats have which view. */
const VIEWS: ViewAvailability[] = [
  { id: 'schema', formats: EVERY },
  { id: 'arguments', formats: EVERY },
  { id: 'result', formats: ['mcp'] },
  { id: 'records', formats: ['scalar'] },
  { id: 'gate', formats: ['scalar'] },
];

/** An MCP list as the importer puts it in use, with its tools as the core reads them. */
function mcpVisitor(mcp: McpCatalog) {
  return mcpInUse(mcp, null);
}

function mcpList() {
  const loaded = loadMcpToolsList({ tools: [{ name: 'mail_send', inputSchema: { type: 'object' } }] });
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
  return loaded.value;
}

/** A page state of its own, with the synthetic catalog verified and the address read against it. */
/** A schema worker that takes requests and never answers: these tests look only at state and history. */
function silentWorker(): WorkerLike {
  return { onmessage: null, onerror: null, postMessage() {}, terminate() {} };
}

function newPage(records: LoadedRecord[] = []): PageState {
  const page = new PageState({ createWorker: silentWorker });
  page.views = VIEWS;
  page.bundle.records = records;
  page.showBuiltInExample(SYNTHETIC);
  return page;
}

function at(search: string): void {
  history.replaceState(null, '', `${location.pathname}${search}`);
}

describe('PageState catalogs', () => {
  let page: PageState;

  beforeEach(() => {
    at('');
    page = newPage();
  });
  afterEach(async () => {
    // the shown tool's sample arguments go to the worker once this lazily loaded code has arrived: let it
    // arrive before the environment is torn down
    await Promise.all([
      import('../arguments/sample-text.ts'),
      import('../import/import-jobs.ts'),
      import('../import/worker-client.ts'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('holds one catalog in use and the site’s own to go back to; the records’ catalog is the site’s own', () => {
    expect([page.catalog, page.isHome, page.synthetic]).toEqual([page.home, true, SYNTHETIC]);
    page.useVisitorCatalog(mcpVisitor(mcpList()), 'none');
    expect([page.format, page.isHome, page.scalarCatalog]).toEqual(['mcp', false, null]);
    page.useBuiltInExample('none');
    expect(page.catalog).toBe(page.home);
    expect(page.isHome).toBe(true);
  });

  it('starts with the synthetic catalog in use and shown', () => {
    expect(page.catalog).toEqual({ kind: 'synthetic', source: SYNTHETIC });
    expect(page.scalarCatalog).toBe(SYNTHETIC);
    expect(page.selection.families[0]).toEqual({ name: 'all', count: page.selection.tools.length });
  });

  it('holds only the arguments the visitor typed: a chosen tool keeps its sample for the Arguments view to make', () => {
    page.selectFamily(FIRST_TOOL.family);
    page.selectTool(FIRST_TOOL.name);
    expect([page.selection.argsText, page.selection.isArgsEdited]).toEqual(['', false]);
    page.setArguments('{"typed": true}');
    expect([page.selection.argsText, page.selection.isArgsEdited]).toEqual(['{"typed": true}', true]);
    expect(new URLSearchParams(location.search).get('args')).toBeNull();
    page.commit('replace');
    expect(new URLSearchParams(location.search).get('args')).toBe('{"typed": true}');
    page.setArguments('{"typed": false}');
    page.resetArguments();
    expect([page.selection.argsText, page.selection.isArgsEdited]).toEqual(['', false]);
    expect(location.search).toBe(`?family=${FIRST_TOOL.family}&tool=${FIRST_TOOL.name}`);
  });

  it("a visitor's scalar catalog keeps the language and the view and clears the old tool", () => {
    page.setLang('ko');
    page.selectView('arguments');
    page.selectFamily(FIRST_TOOL.family);
    page.selectTool(FIRST_TOOL.name);
    page.setArguments('{}');

    page.useVisitorCatalog({ kind: 'scalar', source: VISITOR, origin: 'mail.json' });

    expect([page.catalog?.kind, page.scalarCatalog]).toEqual(['scalar', VISITOR]);
    expect([page.lang, page.view]).toEqual(['ko', 'arguments']);
    const { family, tool, lookup, argsText, isArgsEdited } = page.selection;
    expect([family, tool, lookup, argsText, isArgsEdited]).toEqual(['all', null, '', '', false]);
    expect(page.selection.tools.map((t) => t.name)).toEqual(['send_mail', 'list_mail']);
    expect(new URLSearchParams(location.search).toString()).toBe('catalog=loaded&view=arguments&lang=ko');
  });

  it('reads the address against the synthetic catalog on arrival', () => {
    at(`?family=${FIRST_TOOL.family}&tool=${FIRST_TOOL.name}&view=records&lang=ko`);
    page = newPage();
    const { family, tool } = page.selection;
    expect([family, tool, page.view, page.lang]).toEqual([
      FIRST_TOOL.family,
      FIRST_TOOL.name,
      'records',
      'ko',
    ]);
    expect(page.linkProblems).toEqual([]);
  });

  it('drops link problems and the opened record that belonged to the old catalog', () => {
    page.bundle.records = [
      { id: 'r1', file: 'r1.json', ok: false, error: { file: 'r1.json', reason: 'shape' } },
    ];
    at('?record=r1&tool=no_such_tool');
    page.showBuiltInExample(SYNTHETIC);
    expect(page.record).toBe('r1');
    expect(page.linkProblems.map((problem) => problem.param)).toEqual(['tool']);

    page.useVisitorCatalog({ kind: 'scalar', source: VISITOR, origin: null });

    expect([page.record, page.linkProblems]).toEqual([null, []]);
  });

  it('clears the scalar selection when an MCP list is put in use, and on the way back', () => {
    page.selectFamily(FIRST_TOOL.family);
    page.selectTool(FIRST_TOOL.name);
    page.setArguments('{}');
    page.useVisitorCatalog(mcpVisitor(mcpList()));
    const { family, tool, lookup, argsText, isArgsEdited } = page.selection;
    expect([family, tool, lookup, argsText, isArgsEdited]).toEqual(['all', null, '', '', false]);
    expect([page.scalarCatalog, page.selection.families, page.selection.tools]).toEqual([null, [], []]);

    page.selectTool('mail_send');
    page.useBuiltInExample();
    expect([page.catalog?.kind, page.selection.tool, location.search]).toEqual(['synthetic', null, '']);
  });

  it('keeps view state across calls, made once', () => {
    let made = 0;
    const create = () => ({ serial: ++made });
    expect(page.keep('gate', create)).toBe(page.keep('gate', create));
    expect(made).toBe(1);
  });
});

describe('PageState.openRecord and a record in the address', () => {
  const records: LoadedRecord[] = RECORD_CALLS.map((entry) => ({
    id: entry.id,
    file: `${entry.id}.json`,
    ok: true,
    record: { ...entry, outcome: replay(entry, SYNTHETIC.catalog) },
  }));
  let page: PageState;

  function pageCall() {
    const { family, lookup, tool, isArgsEdited, argsText } = page.selection;
    return { family, lookup, tool, args: isArgsEdited ? JSON.parse(argsText) : undefined };
  }

  beforeEach(() => {
    at('');
    page = newPage(records);
  });

  it.each(RECORD_CALLS.map((entry) => [entry.id, entry] as const))(
    'record %s set from the address alone equals the state a click sets, with no link problem',
    (id) => {
      page.openRecord(id);
      const clicked = pageCall();
      const address = location.search;
      expect(page.record).toBe(id);

      page.useBuiltInExample();
      at(`?view=records&record=${id}`);
      page.showBuiltInExample(SYNTHETIC);

      expect(pageCall()).toEqual(clicked);
      expect([page.record, page.view, page.linkProblems]).toEqual([id, 'records', []]);
      at(address);
      page.showBuiltInExample(SYNTHETIC);
      expect([pageCall(), page.linkProblems]).toEqual([clicked, []]);
    },
  );

  it('sets the tool and arguments the record used', () => {
    const entry = RECORD_CALLS.find((record) => record.call.op === 'validate_arguments')!;
    at(`?record=${entry.id}`);
    page.showBuiltInExample(SYNTHETIC);
    const call = callOf(entry.call);
    expect(pageCall()).toEqual({ family: call.family, lookup: call.tool, tool: call.tool, args: call.args });
  });

  it('keeps arguments the address carries beside the record', () => {
    const entry = RECORD_CALLS.find((record) => record.call.op === 'validate_arguments')!;
    const args = '{"selector": "edited"}';
    at(`?record=${entry.id}&args=${encodeURIComponent(args)}`);
    page.showBuiltInExample(SYNTHETIC);
    expect([page.selection.tool, page.selection.argsText, page.linkProblems]).toEqual([
      callOf(entry.call).tool,
      args,
      [],
    ]);
  });

  it('lets a family or tool the address names win over the record, as on any link', () => {
    const entry = RECORD_CALLS.find((record) => record.call.op === 'validate_arguments')!;
    const other = SYNTHETIC.catalog.tools.find((tool) => tool.enabled && tool.name !== entry.call.name)!;
    at(`?record=${entry.id}&tool=${other.name}`);
    page.showBuiltInExample(SYNTHETIC);
    expect([page.record, page.selection.tool, page.selection.isArgsEdited]).toEqual([
      entry.id,
      other.name,
      false,
    ]);
  });

  it('ignores a record that was refused', () => {
    page.bundle.records = [
      { id: 'r1', file: 'r1.json', ok: false, error: { file: 'r1.json', reason: 'shape' } },
    ];
    page.openRecord('r1');
    expect([page.record, location.search]).toEqual([null, '']);
  });
});

describe('PageState with an MCP list: links and history', () => {
  const LIST = loadMcpToolsList({
    tools: [
      { name: 'files_push', inputSchema: { type: 'object' } },
      { name: 'files_get', inputSchema: { type: 'object' } },
      { name: 'issue_read', inputSchema: { type: 'object' } },
    ],
  });
  if (!LIST.ok) throw new Error(JSON.stringify(LIST.error));
  const visitor = { ...mcpVisitor(LIST.value), origin: 'github.json' };
  let page: PageState;

  beforeEach(() => {
    at('');
    page = newPage();
  });

  /** Moves to an entry as Back or Forward does: its address and state, then the popstate event. */
  function travel(search: string, state: unknown): void {
    history.replaceState(state, '', `${location.pathname}${search}`);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }

  it('shows one tool the same way in either format: page.tool is the core’s Tool, and the views follow the format', () => {
    page.selectTool(FIRST_TOOL.name, 'none');
    expect([page.format, page.toolName, page.tool?.name]).toEqual([
      'scalar',
      FIRST_TOOL.name,
      FIRST_TOOL.name,
    ]);
    expect(page.viewIdsInUse).toEqual(['schema', 'arguments', 'records', 'gate']);
    page.useVisitorCatalog(visitor, 'none');
    page.selectTool('issue_read', 'none');
    expect([page.format, page.toolName, page.tool?.name]).toEqual(['mcp', 'issue_read', 'issue_read']);
    expect(page.tool).toBe(visitor.tools.get('issue_read'));
    expect(page.viewIdsInUse).toEqual(['schema', 'arguments', 'result']);
    // a name the list lacks changes nothing
    page.selectTool('no_such_tool', 'none');
    expect(page.toolName).toBe('issue_read');
  });

  it('opens a link to an MCP tool’s former Formats tab on its documentation, where its formats now are', () => {
    page.useVisitorCatalog(visitor, 'none');
    at('?tool=files_get&view=formats&provider=openai');
    page.applyAddress(location.search);
    expect([page.toolName, page.view, page.provider, page.linkProblems]).toEqual([
      'files_get',
      'schema',
      'openai',
      [],
    ]);
  });

  it('opens a tool from a Portability cell in either format, its family switched to all where it is not listed', () => {
    const other = SYNTHETIC.catalog.tools.find((tool) => tool.enabled && tool.family !== FIRST_TOOL.family)!;
    page.selectFamily(FIRST_TOOL.family, 'none');
    page.selectView('records', 'none');
    page.openToolIn(other.name, 'gemini');
    expect([page.selection.family, page.toolName, page.view, page.provider]).toEqual([
      'all',
      other.name,
      'schema',
      'gemini',
    ]);
    page.useVisitorCatalog(visitor, 'none');
    page.selectView('result', 'none');
    page.openToolIn('files_push', 'openai');
    expect([page.toolName, page.view, page.provider]).toEqual(['files_push', 'schema', 'openai']);
    page.openToolIn('no_such_tool', 'anthropic');
    expect([page.toolName, page.provider]).toEqual(['files_push', 'openai']);
  });

  it('opens the tool ?tool= names, and its view, in an MCP list', () => {
    page.useVisitorCatalog(visitor, 'none');
    at('?tool=files_get&view=arguments');
    page.applyAddress(location.search);
    expect([page.toolName, page.view, page.linkProblems]).toEqual(['files_get', 'arguments', []]);
  });

  it('gives a name the list lacks the link problem of the scalar explorer, and shows the first tool', () => {
    page.useVisitorCatalog(visitor, 'none');
    at('?tool=push_files&view=records');
    page.applyAddress(location.search);
    expect(page.toolName).toBe('files_push');
    expect(page.linkProblems.map(({ param, value, error }) => [param, value, error?.code])).toEqual([
      ['view', 'records', undefined],
      ['tool', 'push_files', 'TOOL_NOT_AVAILABLE_IN_FAMILY'],
    ]);
    expect(page.linkProblems[1]?.error?.message).toBe(
      'No tool of this list is named exactly "push_files"; a similar name is never substituted.',
    );
  });

  it('writes a picked MCP tool and its tab into the address as new history entries marked as the visitor’s', () => {
    const before = history.length;
    page.useVisitorCatalog(visitor);
    page.selectTool('issue_read');
    expect(location.search).toBe('?catalog=loaded&tool=issue_read');
    page.selectView('result');
    expect(location.search).toBe('?catalog=loaded&tool=issue_read&view=result');
    expect(history.length).toBe(before + 3);
    expect(history.state).toEqual({ catalog: 'visitor', id: page.visitorId });
    page.selectView('gate');
    expect(page.view).toBe('result');
  });

  it('writes an MCP tool’s edited arguments into the address as a scalar tool’s, and Reset takes them out at once', async () => {
    const checked = vi.spyOn(page.importer, 'checkArguments');
    page.useVisitorCatalog(visitor, 'none');
    page.selectTool('files_get', 'replace');
    // the sample is checked, and the selection holds no text of the visitor's, as for a scalar tool
    await vi.waitFor(() =>
      expect(checked).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'files_get' }), '{}'),
    );
    expect([page.selection.argsText, page.selection.isArgsEdited]).toEqual(['', false]);
    page.setArguments('{"ref": "main"}');
    expect(checked).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'files_get' }),
      '{"ref": "main"}',
    );
    page.commit('replace');
    expect(new URLSearchParams(location.search).get('args')).toBe('{"ref": "main"}');
    page.resetArguments();
    expect([location.search, page.selection.isArgsEdited]).toEqual(['?catalog=loaded&tool=files_get', false]);
    await vi.waitFor(() =>
      expect(checked).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'files_get' }), '{}'),
    );
  });

  it('puts an MCP tool’s sample back when Back or Forward shows it again, and a link’s arguments as edited', async () => {
    const stop = page.start(VIEWS, () => Promise.reject(new Error('offline')));
    page.useVisitorCatalog(visitor);
    page.selectTool('files_get');
    page.setArguments('{"typed": true}');

    const checked = vi.spyOn(page.importer, 'checkArguments');
    travel('?tool=files_get', { catalog: 'visitor' });
    expect([page.toolName, page.selection.isArgsEdited]).toEqual(['files_get', false]);
    await vi.waitFor(() =>
      expect(checked).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'files_get' }), '{}'),
    );

    travel(`?tool=files_get&args=${encodeURIComponent('{"ref": 1}')}`, { catalog: 'visitor' });
    expect([page.selection.argsText, page.selection.isArgsEdited]).toEqual(['{"ref": 1}', true]);
    stop();
  });

  it('brings back, by Back and Forward, each of the last three catalogs the visitor loaded', () => {
    const stop = page.start(VIEWS, () => Promise.reject(new Error('offline')));
    const loaded = ['a', 'b', 'c', 'd'].map((name) => ({ ...mcpVisitor(mcpList()), origin: `${name}.json` }));
    const entries = loaded.map((catalog) => {
      page.useVisitorCatalog(catalog);
      page.showFirstTool();
      page.commit('replace');
      return { search: location.search, state: history.state as unknown };
    });
    expect(new Set(entries.map((entry) => visitorEntryId(entry.state))).size).toBe(4);

    const forgetNews = vi.spyOn(page.importer, 'forgetNews');
    travel(entries[1]!.search, entries[1]!.state);
    expect([page.catalog, page.toolName, page.isVisitorInUse]).toEqual([loaded[1], 'mail_send', true]);
    expect(page.linkProblems).toEqual([]);
    // the news of the last load spoke of another catalog
    expect(forgetNews).toHaveBeenCalledOnce();
    travel(entries[3]!.search, entries[3]!.state);
    expect(page.catalog).toBe(loaded[3]);
    // the oldest is no longer held: its entries keep the visitor's catalog shown last, as an entry without a number does
    travel(entries[0]!.search, entries[0]!.state);
    expect(page.catalog).toBe(loaded[3]);
    travel(entries[2]!.search, entries[2]!.state);
    travel(entries[0]!.search, { catalog: 'visitor' });
    expect(page.catalog).toBe(loaded[2]);
    stop();
  });

  it('follows Back to the built-in catalog and Forward to the visitor’s, until stopped', () => {
    const stop = page.start(VIEWS, () => Promise.reject(new Error('offline')));
    page.useVisitorCatalog(visitor);
    page.selectTool('files_get');

    travel('', null);
    expect([page.catalog?.kind, page.format]).toEqual(['synthetic', 'scalar']);

    travel('?tool=issue_read', { catalog: 'visitor' });
    expect([page.catalog, page.toolName]).toEqual([visitor, 'issue_read']);

    travel(`?tool=${FIRST_TOOL.name}`, null);
    expect([page.catalog?.kind, page.selection.tool]).toEqual(['synthetic', FIRST_TOOL.name]);

    stop();
    travel('?tool=files_get', { catalog: 'visitor' });
    expect(page.catalog?.kind).toBe('synthetic');
  });
});

describe('PageState with a link to a catalog the visitor loaded', () => {
  const LIST = loadMcpToolsList({
    tools: [
      { name: 'files_push', inputSchema: { type: 'object' } },
      { name: 'files_get', inputSchema: { type: 'object' } },
    ],
  });
  if (!LIST.ok) throw new Error(JSON.stringify(LIST.error));
  const visitor = { ...mcpVisitor(LIST.value), origin: 'github.json' };

  afterEach(async () => {
    // an MCP tool shown sends its sample to the worker once this lazily loaded code has arrived
    await Promise.all([import('../arguments/sample-text.ts'), import('../import/import-jobs.ts')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  function problemsOf(page: PageState) {
    return page.linkProblems.map(({ param, value, messageKey, error }) => [
      param,
      value,
      messageKey ?? error?.code,
    ]);
  }

  it('marks the address of a loaded catalog as such, and reads it back in the same page', () => {
    at('');
    const page = newPage();
    page.useVisitorCatalog(visitor, 'replace');
    page.selectTool('files_get', 'replace');
    expect(location.search).toBe('?catalog=loaded&tool=files_get');
    page.applyAddress(location.search);
    expect([page.toolName, page.linkProblems]).toEqual(['files_get', []]);
  });

  it('asks for the catalog where the page lacks it, naming the tool, and looks for nothing in its own', () => {
    at('?catalog=loaded&tool=observe&view=arguments&lang=ko');
    const page = newPage();
    expect(problemsOf(page)).toEqual([['tool', 'observe', 'link.needsCatalogTool']]);
    // observe is a tool of the built-in catalog, but the link named the loaded catalog's
    expect([page.catalog?.kind, page.toolName, page.view, page.lang]).toEqual([
      'synthetic',
      null,
      'schema',
      'ko',
    ]);
    expect(page.linkProblems[0]?.awaits).toEqual({
      catalog: 'loaded',
      tool: 'observe',
      view: 'arguments',
      lang: 'ko',
    });
  });

  it('asks for the catalog for a link that names no tool of it', () => {
    at('?catalog=loaded&family=mail');
    expect(problemsOf(newPage())).toEqual([['catalog', 'loaded', 'link.needsCatalog']]);
  });

  it('opens what the link named once the visitor loads a catalog, as a new entry marked as the visitor’s', () => {
    at('?catalog=loaded&tool=files_get&view=arguments');
    const page = newPage();
    page.useVisitorCatalog(visitor);
    expect([page.toolName, page.view, page.linkProblems]).toEqual(['files_get', 'arguments', []]);
    expect(location.search).toBe('?catalog=loaded&tool=files_get&view=arguments');
    expect(history.state).toEqual({ catalog: 'visitor', id: page.visitorId });
  });

  it('says so where the catalog loaded lacks the tool the link named', () => {
    at('?catalog=loaded&tool=issue_read');
    const page = newPage();
    page.useVisitorCatalog(visitor, 'none');
    expect(problemsOf(page)).toEqual([['tool', 'issue_read', 'TOOL_NOT_AVAILABLE_IN_FAMILY']]);
    expect(page.toolName).toBe('files_push');
  });

  it('opens nothing of a link whose problem the visitor dismissed', () => {
    at('?catalog=loaded&tool=files_get');
    const page = newPage();
    page.dismissLinkProblems();
    page.useVisitorCatalog(visitor, 'none');
    page.showFirstTool();
    expect(page.toolName).toBe('files_push');
  });

  it('gives a catalog value it does not know a link problem, and applies the rest', () => {
    at(`?catalog=elsewhere&tool=${FIRST_TOOL.name}`);
    const page = newPage();
    expect(problemsOf(page)).toEqual([['catalog', 'elsewhere', 'link.badCatalog']]);
    expect(page.toolName).toBe(FIRST_TOOL.name);
  });
});
