import {
  MCP_HINTS,
  containBidi,
  fillParts,
  type SentenceParams,
  type Catalog,
  type McpCatalog,
  type McpTool,
  type ToolDefinition,
} from '../core/index.ts';
import { fieldRows } from '../ui/schema/field-rows.ts';
import catalogStrings from '../ui/i18n/dict/catalog.ts';
import viewStrings from '../ui/i18n/dict/views.ts';
import { SCHEMA_STRINGS } from '../ui/schema/strings.ts';
import { IMPORT_STRINGS } from '../ui/import/strings.ts';
import type { DescriptionsFile, Texts } from './descriptions.ts';
import type { SiteCatalog } from './site-catalog.ts';

// the page's own English wording, so the plain HTML and the explorer say the same things
const EN: Record<string, string> = {
  ...catalogStrings.en,
  ...viewStrings.en,
  ...SCHEMA_STRINGS.en,
  ...IMPORT_STRINGS.en,
};

/** What the plain-HTML documentation is made of. */
export interface DocsInput {
  title: string;
  site: SiteCatalog;
  descriptions?: DescriptionsFile;
  /** The number of changes since a previous version, listed in the Changes section; absent without one. */
  changes?: number;
}

/** Escapes text for HTML element content and quoted attribute values: catalog strings never become markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A value from the catalog as HTML: escaped, and isolated in `<bdi>` from whatever text sits around it. */
export function valueHtml(value: string): string {
  return `<bdi>${escapeHtml(containBidi(value))}</bdi>`;
}

/** A page sentence as HTML, each value in it isolated the way the page's own sentences isolate theirs. */
export function sentenceHtml(template: string, params: SentenceParams): string {
  return fillParts(template, params)
    .map((part) => (part.isParam ? valueHtml(part.text) : escapeHtml(part.text)))
    .join('');
}

/** The catalog as plain, script-free HTML: families (or MCP groups), each tool with its effect, description and fields. */
export function renderDocs({ title, site, descriptions, changes }: DocsInput): string {
  const groups = site.kind === 'scalar' ? scalarGroups(site.catalog, descriptions) : mcpGroups(site.catalog);
  const toolCount = groups.reduce((total, group) => total + group.tools.length, 0);
  const head = `<header><h1>${valueHtml(title)}</h1><p>${escapeHtml(summary(toolCount, groups.length, site.kind))}</p></header>`;
  const nav = groups
    .map((group, g) => `<li><a href="#g${g}">${valueHtml(group.name)}</a> (${group.count})</li>`)
    .join('');
  const changesNav = changes === undefined ? '' : `<li><a href="#changes">Changes</a> (${changes})</li>`;
  const sections = groups.map((group, g) => renderGroup(group, g)).join('\n');
  return `<div id="docs" class="docs">${head}<main><nav aria-label="${site.kind === 'scalar' ? 'Families' : 'Groups'}"><ul>${nav}${changesNav}</ul></nav>\n${sections}\n</main></div>`;
}

/** Each tool's name → the id of its entry in the documentation `renderDocs` writes. */
export function docAnchors(site: SiteCatalog): Map<string, string> {
  const groups = site.kind === 'scalar' ? scalarGroups(site.catalog) : mcpGroups(site.catalog);
  return new Map(groups.flatMap((group, g) => group.tools.map((tool, i) => [tool.name, toolId(g, i)])));
}

function toolId(group: number, tool: number): string {
  return `g${group}t${tool}`;
}

interface DocGroup {
  name: string;
  /** What the page's family picker counts: enabled tools (all tools for MCP). */
  count: number;
  tools: DocTool[];
}

interface DocTool {
  name: string;
  /** Each fact's term and its definition, as HTML: catalog values in it are isolated already. */
  facts: [string, string][];
  paragraphs: { text: string; lang?: 'ko' }[];
  schema: unknown;
  fieldTexts?: Record<string, Texts>;
}

function scalarGroups(catalog: Catalog, descriptions: DescriptionsFile = {}): DocGroup[] {
  return catalog.families.map((family) => {
    const tools = catalog.tools.filter((tool) => tool.family === family);
    return {
      name: family,
      count: tools.filter((tool) => tool.enabled).length,
      tools: tools.map((tool) => scalarTool(catalog, tool, descriptions[tool.name])),
    };
  });
}

function scalarTool(
  catalog: Catalog,
  tool: ToolDefinition,
  texts: DescriptionsFile[string] | undefined,
): DocTool {
  const facts: [string, string][] = [
    [EN['schema.effect']!, escapeHtml(`${tool.effect} — ${EN[`schema.effect.${tool.effect}`]}`)],
  ];
  if (!tool.enabled) facts.push(['Enabled', escapeHtml('no — discovery hides this tool, even under “all”.')]);
  const paragraphs = [
    ...(texts?.en ? [{ text: texts.en }] : []),
    ...(texts?.ko ? [{ text: texts.ko, lang: 'ko' as const }] : []),
  ];
  const schema = catalog.index.tool(tool.name)!.describe().inputSchema;
  return {
    name: tool.name,
    facts,
    paragraphs,
    schema,
    ...(texts?.fields ? { fieldTexts: texts.fields } : {}),
  };
}

function mcpGroups(catalog: McpCatalog): DocGroup[] {
  const byName = new Map(catalog.tools.map((tool) => [tool.name, tool]));
  return catalog.groups.map((group) => ({
    name: group.name ?? EN['mcp.other']!,
    count: group.tools.length,
    tools: group.tools.map((name) => mcpTool(byName.get(name)!)),
  }));
}

function mcpTool(tool: McpTool): DocTool {
  const facts: [string, string][] = [];
  if (tool.title !== null) facts.push(['Title', valueHtml(tool.title)]);
  for (const hint of MCP_HINTS) {
    const value = tool.annotations[hint];
    if (value !== null) facts.push([hint, escapeHtml(`${value} — ${EN[`mcp.hint.${hint}.${value}`]}`)]);
  }
  if (!tool.schemaCheck.isChecked) {
    const { error, keyword, at } = tool.schemaCheck;
    const note = keyword !== null ? EN['mcp.notChecked']! : EN['mcp.notCheckedOther']!;
    const text = sentenceHtml(note, { keyword: keyword ?? '', code: error.code, path: error.path });
    if (at === 'tool') facts.push(['Defect', `${text} ${escapeHtml(EN[`import.code.${error.code}`] ?? '')}`]);
    else facts.push(['inputSchema', text]);
  }
  for (const note of tool.notes) {
    const text = escapeHtml(EN[`mcp.note.${note.reason}`] ?? note.message);
    facts.push(['Note', `${text} (${valueHtml(note.path)})`]);
  }
  const description = tool.description ? [{ text: tool.description }] : [];
  return { name: tool.name, facts, paragraphs: description, schema: tool.inputSchema };
}

function renderGroup(group: DocGroup, g: number): string {
  const tools = group.tools.map((tool, i) => renderTool(tool, toolId(g, i))).join('\n');
  const count = sentenceHtml(EN[group.count === 1 ? 'catalog.count.one' : 'catalog.count']!, {
    count: group.count,
  });
  return `<section aria-labelledby="g${g}"><h2 id="g${g}">${valueHtml(group.name)} <small>${count}</small></h2>\n${tools}\n</section>`;
}

function renderTool(tool: DocTool, id: string): string {
  const facts = tool.facts.map(([term, html]) => `<dt>${escapeHtml(term)}</dt><dd>${html}</dd>`);
  const paragraphs = tool.paragraphs.map(
    ({ text, lang }) => `<p${lang ? ` lang="${lang}"` : ''}>${valueHtml(text)}</p>`,
  );
  return `<article aria-labelledby="${id}"><h3 id="${id}"><code>${valueHtml(tool.name)}</code></h3>${paragraphs.join('')}<dl>${facts.join('')}</dl>${renderFields(tool)}</article>`;
}

/** The same table as the Schema view's field table, in English. */
function renderFields(tool: DocTool): string {
  const rows = fieldRows(tool.schema);
  if (rows.length === 0) return `<p>${escapeHtml(EN['fields.none']!)}</p>`;
  const head = ['fields.name', 'fields.type', 'fields.required', 'fields.limits', 'fields.description']
    .map((key) => `<th scope="col">${escapeHtml(EN[key]!)}</th>`)
    .join('');
  const body = rows.map((row) => {
    const description = tool.fieldTexts?.[row.name]?.en ?? row.description ?? '';
    const limits = row.limits.map((limit) => `<code>${valueHtml(limit)}</code>`).join(' ');
    return `<tr><th scope="row"><code>${valueHtml(row.name)}</code></th><td><code>${valueHtml(row.type)}</code></td><td>${EN[row.isRequired ? 'fields.yes' : 'fields.no']}</td><td>${limits}</td><td>${valueHtml(description)}</td></tr>`;
  });
  const caption = sentenceHtml(EN['fields.caption']!, { name: tool.name });
  return `<table class="fields"><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table>`;
}

function summary(tools: number, groups: number, kind: SiteCatalog['kind']): string {
  const [one, many] = kind === 'scalar' ? ['family', 'families'] : ['group', 'groups'];
  return `${tools} ${tools === 1 ? 'tool' : 'tools'} in ${groups} ${groups === 1 ? one : many}. This is the plain documentation; with JavaScript on, the explorer also checks arguments as you type.`;
}
