// What a built site must show, computed by the core from the site's own files (SITE_DIR), never typed in.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  discover,
  fieldRows,
  groupByAuthor,
  loadCatalog,
  loadMcpToolsList,
  type RecordsManifest,
} from '../src/core/index.ts';

/** A family (or MCP group) as the page lists it: its name and the tools under it, in order. */
export interface ExpectedGroup {
  name: string;
  tools: string[];
}

export interface ExpectedSite {
  dir: string;
  kind: 'scalar' | 'mcp';
  /** The site's title as the page shows it in each language: the owner's own, or the explorer's translated one. */
  titles: { en: string; ko: string };
  /** Families with `all` first (scalar), or the MCP groups; "Other" for MCP tools without a shared prefix. */
  groups: ExpectedGroup[];
  /** Every tool of the catalog, enabled or not, in catalog order. */
  allTools: string[];
  /** Every tool in the order the plain HTML documents them: by family (or MCP group), as its index lists them. */
  docOrder: string[];
  /** Each tool's field paths as its input schema gives them, nested ones included (`files[].path`). */
  fieldPaths: Map<string, string[]>;
  records: RecordsManifest['records'];
  /** Whether the site was built for an author's catalog (it has a title of its own), not the explorer's own. */
  isAuthorSite: boolean;
  /** The author's own words: the catalog, the descriptions, each example's id, title and call. */
  authorText: string;
}

const EXPLORER_TITLES = { en: 'Tool Contract Explorer', ko: '도구 계약 탐색기' };

/** Reads the site under SITE_DIR and computes what each check expects. */
export function readSite(dir = resolve(process.env.SITE_DIR ?? 'dist')): ExpectedSite {
  const read = (file: string) => JSON.parse(readFileSync(join(dir, 'records', file), 'utf8')) as unknown;
  const manifest = read('manifest.json') as RecordsManifest;
  const value = read(manifest.catalog.file);
  const titles = manifest.title === undefined ? EXPLORER_TITLES : { en: manifest.title, ko: manifest.title };
  const examples = manifest.records.map((entry) => {
    const { id, title, call } = read(entry.file) as { id: unknown; title: unknown; call: unknown };
    return JSON.stringify({ id, title, call });
  });
  const own = {
    isAuthorSite: manifest.title !== undefined,
    authorText: [
      manifest.title ?? '',
      JSON.stringify(value),
      manifest.descriptions ? JSON.stringify(read(manifest.descriptions.file)) : '',
      ...examples,
    ].join('\n'),
  };
  if (manifest.catalog.kind === 'mcp') {
    const loaded = loadMcpToolsList(value);
    if (!loaded.ok) throw new Error(`The site's MCP catalog is refused: ${loaded.error.message}`);
    // the author's groups when the site has them (the page lists by them first), else the list's own
    const authorGroups = manifest.groups
      ? new Map(Object.entries(read(manifest.groups.file) as Record<string, string>))
      : null;
    const names = loaded.value.tools.map((tool) => tool.name);
    const listed = authorGroups ? groupByAuthor(names, authorGroups) : loaded.value.groups;
    const groups = listed.map((g) => ({ name: g.name ?? 'Other', tools: [...g.tools] }));
    const allTools = loaded.value.tools.map((tool) => tool.name);
    const docOrder = groups.flatMap((group) => group.tools);
    const fieldPaths = new Map(loaded.value.tools.map((tool) => [tool.name, pathsOf(tool.inputSchema)]));
    return {
      dir,
      kind: 'mcp',
      titles,
      groups,
      allTools,
      docOrder,
      fieldPaths,
      records: manifest.records,
      ...own,
    };
  }
  const loaded = loadCatalog(value);
  if (!loaded.ok) throw new Error(`The site's catalog is refused: ${loaded.error.message}`);
  const catalog = loaded.value;
  const groups = ['all', ...catalog.families].map((name) => {
    const found = discover(catalog, name);
    return { name, tools: found.ok ? found.value.map((tool) => tool.name) : [] };
  });
  const allTools = catalog.tools.map((tool) => tool.name);
  const docOrder = catalog.families.flatMap((family) =>
    catalog.tools.filter((tool) => tool.family === family).map((tool) => tool.name),
  );
  const fieldPaths = new Map(
    allTools.map((name) => [name, pathsOf(catalog.index.tool(name)!.describe().inputSchema)]),
  );
  return {
    dir,
    kind: 'scalar',
    titles,
    groups,
    allTools,
    docOrder,
    fieldPaths,
    records: manifest.records,
    ...own,
  };
}

function pathsOf(schema: unknown): string[] {
  return fieldRows(schema)
    .rows.filter((row) => row.kind === 'field')
    .map((row) => row.path);
}
