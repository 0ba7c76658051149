// What a built site must show, computed by the core from the site's own files (SITE_DIR), never typed in.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  discover,
  fieldRows,
  groupByAuthor,
  loadCatalog,
  loadMcpToolsList,
  searchIndex,
  searchTools,
  searchWords,
  type RecordsManifest,
  type SearchableTool,
} from '../src/core/index.ts';

/** A family (or MCP group) as the page lists it: its name and the tools under it, in order. */
export interface ExpectedGroup {
  name: string;
  tools: string[];
}

/** A word that finds a tool, and how many of the documented tools it finds (the tool among them). */
export interface ToolSearch {
  name: string;
  word: string;
  count: number;
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
  /** Per tool in documentation order, a word of its description (of its name without one) the core finds it by. */
  searches: ToolSearch[];
  /**
   * The same for the explorer's search box: an MCP tool's as above; a scalar tool is searched by its name
   * there (its catalog entry has no description), among the tools discovery lists under `all`.
   */
  appSearches: ToolSearch[];
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
    const searches = searchesOf(loaded.value.tools, docOrder);
    return {
      dir,
      kind: 'mcp',
      titles,
      groups,
      allTools,
      docOrder,
      fieldPaths,
      searches,
      appSearches: searches,
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
  // a scalar tool's description is its author's, in each language the descriptions file gives
  const texts = (manifest.descriptions ? read(manifest.descriptions.file) : {}) as Record<
    string,
    { en?: string; ko?: string }
  >;
  const described = allTools.map((name) => {
    const { en, ko } = texts[name] ?? {};
    return { name, description: [en, ko].filter((text) => text !== undefined).join('\n') };
  });
  return {
    dir,
    kind: 'scalar',
    titles,
    groups,
    allTools,
    docOrder,
    fieldPaths,
    searches: searchesOf(described, docOrder),
    appSearches: searchesOf(
      groups[0]!.tools.map((name) => ({ name })),
      groups[0]!.tools,
    ),
    records: manifest.records,
    ...own,
  };
}

/**
 * For each tool, the word of its description (or, without one, of its name) that finds the fewest tools
 * while the core still finds this one by it, and that count.
 */
function searchesOf(tools: readonly SearchableTool[], order: readonly string[]): ToolSearch[] {
  const index = searchIndex(tools);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  return order.map((name) => {
    const tool = byName.get(name)!;
    const words = searchWords(tool.description || tool.name);
    let best: ToolSearch | undefined;
    for (const word of words) {
      const found = searchTools(index, word);
      if (!found.includes(name)) continue;
      const isBetter =
        !best || found.length < best.count || (found.length === best.count && word.length > best.word.length);
      if (isBetter) best = { name, word, count: found.length };
    }
    if (!best) throw new Error(`The core finds ${name} by no word of its description or name.`);
    return best;
  });
}

function pathsOf(schema: unknown): string[] {
  return fieldRows(schema)
    .rows.filter((row) => row.kind === 'field')
    .map((row) => row.path);
}
