import { describe, expect, it } from 'vitest';
import { loadCatalog, loadMcpToolsList, SYNTHETIC_CATALOG } from '../../core/index.ts';
import { mcpInUse } from '../import/import-jobs.ts';
import { CatalogsInUse } from './catalogs.svelte.ts';

const loaded = loadCatalog(SYNTHETIC_CATALOG);
if (!loaded.ok) throw new Error('the built-in example must load');
const HOME = {
  kind: 'synthetic',
  source: { id: 'synthetic', catalog: loaded.value, descriptions: {} },
} as const;

function visitorList(origin: string) {
  const list = loadMcpToolsList({ tools: [{ name: 'mail_send', inputSchema: { type: 'object' } }] });
  if (!list.ok) throw new Error('the list must load');
  return mcpInUse(list.value, origin);
}

describe('CatalogsInUse', () => {
  it('reads the catalog in use as its format and tools, the site’s own or the visitor’s', () => {
    const catalogs = new CatalogsInUse();
    expect([catalogs.catalog, catalogs.format, catalogs.tools, catalogs.isHome]).toEqual([
      null,
      null,
      null,
      false,
    ]);
    expect(catalogs.useHome()).toBe(false);
    catalogs.useNewHome(HOME);
    expect([catalogs.format, catalogs.isHome, catalogs.synthetic]).toEqual(['scalar', true, HOME.source]);
    expect(catalogs.tools?.has(loaded.value.tools[0]!.name)).toBe(true);
    const visitor = visitorList('a.json');
    catalogs.useVisitor(visitor, 41);
    expect([catalogs.format, catalogs.isVisitorInUse, catalogs.visitorId, catalogs.scalarCatalog]).toEqual([
      'mcp',
      true,
      41,
      null,
    ]);
    expect(catalogs.tools).toBe(visitor.tools);
  });

  it('follows history entries: a numbered visitor’s catalog while held, else the one shown last, else home', () => {
    const catalogs = new CatalogsInUse();
    catalogs.useNewHome(HOME);
    const lists = ['a', 'b', 'c', 'd'].map((name) => visitorList(`${name}.json`));
    lists.forEach((list, i) => catalogs.useVisitor(list, i + 1));
    expect(catalogs.followEntry(null)).toBe(true);
    expect(catalogs.catalog).toBe(HOME);
    expect(catalogs.followEntry({ catalog: 'visitor', id: 2 })).toBe(true);
    expect([catalogs.catalog, catalogs.visitorId]).toEqual([lists[1], 2]);
    expect(catalogs.followEntry({ catalog: 'visitor', id: 2 })).toBe(false);
    // only the last three are held: the first one's entry shows the one shown last
    expect(catalogs.followEntry({ catalog: 'visitor', id: 1 })).toBe(false);
    expect(catalogs.catalog).toBe(lists[1]);
  });
});
