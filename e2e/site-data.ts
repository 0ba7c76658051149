// What a built site must show, computed by the core from the site's own files (its records folder), never
// typed in.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  fieldRows,
  groupByAuthor,
  importCatalog,
  toolCatalog,
  type ImportedCatalog,
  type RecordsManifest,
  type ToolCatalog,
} from '../src/core/index.ts';
import { toolPageFiles } from '../src/site/anchors.ts';
import type { SiteLang } from '../src/site/site-strings.ts';

/** A family (or MCP group) as the page lists it: its name and the tools under it, in order. */
export interface ExpectedGroup {
  name: string;
  tools: string[];
}

/** A word found in one field's description and nowhere else in the catalog's names, titles and descriptions. */
export interface FieldWord {
  tool: string;
  /** The field's path as its row's `data-path` gives it (`files[].path`). */
  path: string;
  word: string;
}

export interface ExpectedSite {
  /** The site's name in the run (`SITE_DIRS`): `github` is the one checked at every width. */
  name: string;
  dir: string;
  kind: 'scalar' | 'mcp';
  /** The site's title: the owner's own, or the explorer's. */
  title: string;
  /** Families (scalar) or MCP groups, each with its tools in the order the page lists them. */
  groups: ExpectedGroup[];
  /** Every tool of the catalog, enabled or not, in catalog order. */
  allTools: string[];
  /** Every tool in the order the page documents them: by family (or MCP group). */
  docOrder: string[];
  /** Each tool's page file (`tool-NAME.html`), as the builder names it. */
  pages: Map<string, string>;
  /** Each tool's field paths as its input schema gives them, nested ones included (`files[].path`). */
  fieldPaths: Map<string, string[]>;
  /** The catalog's tools as the core reads them: each checks an example as the site builder did. */
  tools: ToolCatalog;
  /** Words the site's search finds in exactly one field, by its description. */
  fieldWords: FieldWord[];
  /** Whether the site was built for an author's catalog (it has a title of its own), not the explorer's own. */
  isAuthorSite: boolean;
  /** The language the site was built in (its pages' `<html lang>`): every label it writes is in it. */
  lang: SiteLang;
  /** The author's own words: the catalog, the descriptions, each example's id, title and call. */
  authorText: string;
}

const EXPLORER_TITLE = 'Tool Contract Explorer';

/** Reads the site under `dir` and computes what each check expects. */
export function readSite(dir = resolve(process.env.SITE_DIR ?? 'dist'), name = 'site'): ExpectedSite {
  const read = (file: string) => JSON.parse(readFileSync(join(dir, 'records', file), 'utf8')) as unknown;
  const manifest = read('manifest.json') as RecordsManifest;
  const value = read(manifest.catalog.file);
  const imported = importCatalog(value);
  if (!imported.ok) throw new Error(`The site's catalog is refused: ${imported.error.message}`);
  const tools = toolCatalog(imported.value);
  const groups = listedGroups(imported.value, manifest.groups ? read(manifest.groups.file) : undefined);
  const allTools = tools.tools.map((tool) => tool.name);
  const examples = manifest.records.map((entry) => {
    const { id, title, call } = read(entry.file) as { id: unknown; title: unknown; call: unknown };
    return JSON.stringify({ id, title, call });
  });
  return {
    name,
    dir,
    kind: imported.value.format,
    title: manifest.title ?? EXPLORER_TITLE,
    groups,
    allTools,
    docOrder: groups.flatMap((group) => group.tools),
    pages: new Map(toolPageFiles(allTools).map((file, i) => [allTools[i]!, file])),
    fieldPaths: new Map(tools.tools.map((tool) => [tool.name, pathsOf(tool.inputSchema)])),
    tools,
    fieldWords: fieldWords(tools),
    isAuthorSite: manifest.title !== undefined,
    lang: siteLang(readFileSync(join(dir, 'index.html'), 'utf8')),
    authorText: [
      manifest.title ?? '',
      JSON.stringify(value),
      manifest.descriptions ? JSON.stringify(read(manifest.descriptions.file)) : '',
      ...examples,
    ].join('\n'),
  };
}

/** The groups the page lists: a scalar catalog's families in order, an MCP list's (or its author's) groups. */
function listedGroups(imported: ImportedCatalog, authorGroups: unknown): ExpectedGroup[] {
  if (imported.format === 'scalar') {
    const { catalog } = imported;
    return catalog.families.map((family) => ({
      name: family,
      tools: catalog.tools.filter((tool) => tool.family === family).map((tool) => tool.name),
    }));
  }
  const names = imported.catalog.tools.map((tool) => tool.name);
  const listed = authorGroups
    ? groupByAuthor(names, new Map(Object.entries(authorGroups as Record<string, string>)))
    : imported.catalog.groups;
  return listed.map((group) => ({ name: group.name ?? 'Other', tools: [...group.tools] }));
}

/** Words of 6 letters or more that, case-folded, occur in one field's description and in no other text. */
function fieldWords(tools: ToolCatalog): FieldWord[] {
  const texts: string[] = [];
  const fields: { tool: string; path: string; description: string }[] = [];
  for (const tool of tools.tools) {
    texts.push(tool.name, tool.title ?? '', tool.description ?? '');
    for (const row of fieldRows(tool.inputSchema).rows) {
      if (row.kind !== 'field') continue;
      texts.push(row.path, row.description ?? '');
      if (row.description) fields.push({ tool: tool.name, path: row.path, description: row.description });
    }
  }
  const all = texts.join('\n').toLowerCase();
  const found: FieldWord[] = [];
  for (const field of fields) {
    const word = field.description
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .find((candidate) => candidate.length >= 6 && all.indexOf(candidate) === all.lastIndexOf(candidate));
    if (word) found.push({ tool: field.tool, path: field.path, word });
  }
  return found;
}

function pathsOf(schema: unknown): string[] {
  return fieldRows(schema)
    .rows.filter((row) => row.kind === 'field')
    .map((row) => row.path);
}

/** The language a site's overview declares on its `<html>` element. */
function siteLang(html: string): SiteLang {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  if (lang !== 'en' && lang !== 'ko')
    throw new Error(`The site's overview declares no language it is built in: ${lang}`);
  return lang;
}
