import { describe, expect, it } from 'vitest';
import { loadCatalog, SYNTHETIC_CATALOG } from '../../core/index.ts';
import { scalarToolCatalog } from '../../core/index.ts';
import { historyWrite, readAddress, readAwaitedLink, toUrlState, type AddressContext } from './url-sync.ts';

const loaded = loadCatalog(SYNTHETIC_CATALOG);
if (!loaded.ok) throw new Error('the synthetic catalog must load');
const catalog = loaded.value;
const tool = catalog.tools.find((definition) => definition.enabled)!;

const context: AddressContext = Object.freeze({
  viewIdsInUse: ['schema', 'arguments'],
  recordIds: [],
  isVisitorInUse: false,
  scalarCatalog: { catalog },
  tools: scalarToolCatalog(catalog),
  isSyntheticInUse: true,
  recordCall: () => null,
});

const source = {
  isVisitorInUse: false,
  selection: { family: 'all', tool: tool.name, lookup: tool.name, argsText: '{}', isArgsEdited: true },
  view: 'arguments',
  record: null,
  lang: 'ko',
  provider: 'mcp',
} as const;

describe('readAddress', () => {
  it('reads an address as a patch of the page state, changing nothing itself', () => {
    const search = `?tool=${tool.name}&view=arguments&args=%7B%7D&lang=ko&provider=nope`;
    expect(readAddress(search, context)).toEqual({
      lang: 'ko',
      view: 'arguments',
      provider: 'mcp',
      record: null,
      selection: { family: 'all', tool: tool.name, lookup: tool.name, args: '{}' },
      showFirstTool: true,
      problems: [{ param: 'provider', value: 'nope', messageKey: 'link.badProvider' }],
    });
  });

  it('keeps a name the catalog lacks in the lookup, and refuses its arguments', () => {
    const patch = readAddress('?tool=no_such_tool&args=1', context);
    expect(patch.selection).toEqual({ family: 'all', tool: null, lookup: 'no_such_tool' });
    expect(patch.problems.map((problem) => problem.param)).toEqual(['tool', 'args']);
  });

  it('holds a link to a loaded catalog until one is loaded, then reads it there, keeping the view unnamed', () => {
    const patch = readAddress(`?catalog=loaded&tool=${tool.name}`, context);
    expect(patch).toMatchObject({ view: 'schema', selection: { tool: null }, showFirstTool: true });
    expect(patch.problems).toMatchObject([
      { messageKey: 'link.needsCatalogTool', awaits: { tool: tool.name } },
    ]);
    const awaited = readAwaitedLink(patch.problems[0]!.awaits!, { ...context, isVisitorInUse: true });
    expect(awaited).toMatchObject({ view: null, selection: { tool: tool.name }, problems: [] });
  });
});

describe('toUrlState and historyWrite', () => {
  it('writes the state as parameters without defaults, and history only when the address or entry changes', () => {
    expect(toUrlState(source)).toEqual({ tool: tool.name, view: 'arguments', args: '{}', lang: 'ko' });
    const where = { pathname: '/p/', hash: '' };
    const url = `/p/?tool=${tool.name}&view=arguments&args=%7B%7D&lang=ko`;
    expect(historyWrite(source, null, 'push', { address: '/p/', state: null }, where)).toEqual({
      mode: 'push',
      url,
      entry: null,
    });
    expect(historyWrite(source, null, 'replace', { address: url, state: null }, where)).toBeNull();
    expect(historyWrite(source, null, 'none', { address: '/p/', state: null }, where)).toBeNull();
    const visitor = { ...source, isVisitorInUse: true };
    expect(historyWrite(visitor, 7, 'replace', { address: url, state: null }, where)).toMatchObject({
      url: `/p/?catalog=loaded&tool=${tool.name}&view=arguments&args=%7B%7D&lang=ko`,
      entry: { catalog: 'visitor', id: 7 },
    });
  });
});
