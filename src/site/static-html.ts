import {
  groupByAuthor,
  containBidi,
  displayName,
  fieldRows,
  MAX_FIELD_ROWS,
  type FieldRow,
  fillParts,
  isInlineIcon,
  readHints,
  toolSearchWords,
  type SentenceParams,
  type Tool,
} from '../core/index.ts';
import catalogStrings from '../ui/i18n/dict/catalog.ts';
import viewStrings from '../ui/i18n/dict/views.ts';
import { SCHEMA_STRINGS } from '../ui/schema/strings.ts';
import { IMPORT_STRINGS } from '../ui/import/strings.ts';
import { assumedHints } from '../ui/tool/assumed-hints.ts';
import { TOOL_STRINGS } from '../ui/tool/strings.ts';
import type { DescriptionsFile, Texts } from './descriptions.ts';
import { escapeHtml } from './escape-html.ts';
import { markdownHtml } from './markdown-html.ts';
import type { McpExample } from './mcp-examples.ts';
import type { SiteCatalog } from './site-catalog.ts';

// the page's own English wording, so the plain HTML and the explorer say the same things
const EN: Record<string, string> = {
  ...catalogStrings.en,
  ...viewStrings.en,
  ...SCHEMA_STRINGS.en,
  ...IMPORT_STRINGS.en,
  ...TOOL_STRINGS.en,
};

/** What the plain-HTML documentation is made of. */
export interface DocsInput {
  title: string;
  site: SiteCatalog;
  descriptions?: DescriptionsFile;
  /** The number of changes since a previous version, listed in the Changes section; absent without one. */
  changes?: number;
  /** An MCP site's checked examples, shown under their tools. */
  examples?: readonly McpExample[];
}

export { escapeHtml };

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
export function renderDocs({ title, site, descriptions, changes, examples = [] }: DocsInput): string {
  const groups = docGroups(site, descriptions, examples);
  const toolCount = groups.reduce((total, group) => total + group.tools.length, 0);
  const head = `<header><h1>${valueHtml(title)}</h1><p>${escapeHtml(summary(toolCount, groups.length, site.kind))}</p></header>`;
  const nav = groups.map((group, g) => navGroup(group, g)).join('');
  const changesNav = changes === undefined ? '' : `<li><a href="#changes">Changes</a> (${changes})</li>`;
  const sections = groups.map((group, g) => renderGroup(group, g)).join('\n');
  // the documentation's own sheet goes with it when the explorer replaces it; `style-src 'self'` allows it
  const sheet = '<link rel="stylesheet" href="./docs.css" />';
  // the search box and copy-link buttons: a file of the site's own (`script-src 'self'`), deferred so it
  // finds the documentation parsed; when the explorer runs first it has removed the documentation already
  const script = '<script src="./docs-search.js" defer></script>';
  return `<div id="docs" class="docs">${sheet}${script}${head}<main><nav aria-label="${site.kind === 'scalar' ? 'Families' : 'Groups'}"><ul>${nav}${changesNav}</ul></nav>\n${sections}\n</main></div>`;
}

/** Each tool's name → the id of its entry in the documentation `renderDocs` writes. */
export function docAnchors(site: SiteCatalog): Map<string, string> {
  return new Map(site.tools.tools.map((tool) => [tool.name, toolAnchor(tool.name)]));
}

/**
 * The id of a tool's entry, made from its name: `tool-` and the name, each character outside
 * `[A-Za-z0-9_.-]` written `~hex~`. Distinct names give distinct ids, and an id needs no escaping in HTML
 * or in a URL fragment.
 */
export function toolAnchor(name: string): string {
  return `tool-${escapeName(name)}`;
}

function escapeName(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]/gu, (char) => `~${char.codePointAt(0)!.toString(16)}~`);
}

/** A group in the index: its link, its count and a link to each of its tools, in the order of the body. */
function navGroup(group: DocGroup, g: number): string {
  const tools = group.tools
    .map((tool) => `<li><a href="#${toolAnchor(tool.name)}"><code>${valueHtml(tool.name)}</code></a></li>`)
    .join('');
  return `<li><a href="#g${g}">${valueHtml(group.name)}</a> (${group.count})${tools ? `<ul>${tools}</ul>` : ''}</li>`;
}

/**
 * The catalog's own groups (families, or MCP groups by name part), or its author's when the site has them,
 * each tool in its catalog's order with its examples.
 */
function docGroups(
  site: SiteCatalog,
  descriptions: DescriptionsFile = {},
  examples: readonly McpExample[] = [],
): DocGroup[] {
  const { tools } = site;
  const entry = (name: string): DocTool => ({
    // own keys only: a tool may be named `constructor`
    ...docTool(tools.get(name)!, Object.hasOwn(descriptions, name) ? descriptions[name] : undefined),
    examples: examples.filter((example) => example.name === name),
  });
  if (site.groupOf) {
    const names = tools.tools.map((tool) => tool.name);
    return groupByAuthor(names, site.groupOf).map((group) => ({
      name: group.name ?? EN['mcp.other']!,
      count: group.tools.length,
      tools: group.tools.map(entry),
    }));
  }
  return tools.groups.map((group) => ({
    name: group.name ?? EN['mcp.other']!,
    // what the page's family picker counts: enabled tools
    count: group.tools.filter((name) => tools.get(name)!.enabled).length,
    tools: group.tools.map(entry),
  }));
}

interface DocGroup {
  name: string;
  /** What the page's family picker counts: enabled tools (all tools for MCP). */
  count: number;
  tools: DocTool[];
}

interface DocTool {
  name: string;
  /** The words search finds the tool by (see toolSearchWords), from its name, title and description. */
  words: string[];
  /** Each fact's term and its definition, as HTML: catalog values in it are isolated already. */
  facts: [string, string][];
  paragraphs: { text: string; lang?: 'ko' }[];
  schema: unknown;
  fieldTexts?: Record<string, Texts>;
  /** An MCP tool's output half, when it declares an outputSchema. */
  output?: { schema: unknown; note: string };
  examples?: readonly McpExample[];
}

/**
 * One tool's entry, whatever its catalog's format: what it does (a scalar tool's effect, an MCP tool's
 * title, hints and icons), why its schema could not be checked, its description (a scalar tool's from the
 * site's descriptions file, in each language it has; an MCP tool's own), its fields and its output.
 */
function docTool(tool: Tool, texts?: DescriptionsFile[string]): DocTool {
  const facts: [string, string][] = [];
  if (tool.effect !== null)
    facts.push([EN['schema.effect']!, escapeHtml(`${tool.effect} — ${EN[`schema.effect.${tool.effect}`]}`)]);
  if (!tool.enabled) facts.push(['Enabled', escapeHtml('no — discovery hides this tool, even under “all”.')]);
  if (tool.title !== null) facts.push(['Title', valueHtml(displayName(tool))]);
  const assumed = tool.hints && assumedHints(tool.hints);
  if (assumed) facts.push(['Hints', escapeHtml(assumedHintsText(assumed))]);
  for (const { hint, value, source, isMeaningful } of tool.hints && !assumed ? readHints(tool.hints) : []) {
    const meaning = isMeaningful ? EN[`mcp.hint.${hint}.${value}`] : EN['mcp.hint.meaningless'];
    facts.push([hint, escapeHtml(`${value} (${EN[`mcp.hint.${source}`]}) — ${meaning}`)]);
  }
  for (const icon of tool.icons) {
    const where = isInlineIcon(icon.src)
      ? escapeHtml(`inline ${icon.mimeType ?? 'image'}`)
      : valueHtml(icon.src);
    facts.push([EN['mcp.icons']!, where]);
  }
  if (tool.schemaCheck !== null && !tool.schemaCheck.isChecked) {
    const { error, keyword, at } = tool.schemaCheck;
    const note = keyword !== null ? EN['mcp.notChecked']! : EN['mcp.notCheckedOther']!;
    const text = sentenceHtml(note, { keyword: keyword ?? '', code: error.code, path: error.path });
    if (at === 'tool') facts.push(['Defect', `${text} ${escapeHtml(EN[`import.code.${error.code}`] ?? '')}`]);
    else facts.push(['inputSchema', text]);
  }
  for (const note of tool.notes) {
    const words = EN[`mcp.note.${note.reason}`];
    const text =
      words === undefined ? escapeHtml(note.message) : sentenceHtml(words, note.params as SentenceParams);
    facts.push(['Note', `${text} (${valueHtml(note.path)})`]);
  }
  const paragraphs = texts
    ? [
        ...(texts.en ? [{ text: texts.en }] : []),
        ...(texts.ko ? [{ text: texts.ko, lang: 'ko' as const }] : []),
      ]
    : tool.description
      ? [{ text: tool.description }]
      : [];
  const description = paragraphs.map(({ text }) => text).join('\n');
  const output = docOutput(tool);
  return {
    name: tool.name,
    words: toolSearchWords({ name: tool.name, title: tool.title, description }),
    facts,
    paragraphs,
    schema: tool.inputSchema,
    ...(texts?.fields ? { fieldTexts: texts.fields } : {}),
    ...(output ? { output } : {}),
  };
}

/** What a host assumes of a tool whose server sent no hints, as the page lists it, in one sentence. */
function assumedHintsText(assumed: NonNullable<ReturnType<typeof assumedHints>>): string {
  const each = assumed.map(
    ({ hint, value }) => `${EN[`hints.assumed.${hint}.${value}`]} (${hint}: ${value})`,
  );
  return `${EN['hints.none']} ${each.join('; ')}.`;
}

/** What the Output section says of a tool's outputSchema: checked with its dialect, or why not. */
function docOutput(tool: Tool): DocTool['output'] {
  const check = tool.outputCheck;
  if (check === null) return undefined;
  const note = check.isChecked
    ? sentenceHtml(EN['mcp.outputChecked']!, { dialect: check.dialect })
    : sentenceHtml(EN['mcp.outputNotChecked']!, { code: check.error.code, path: check.error.path || '/' });
  return { schema: tool.outputSchema, note };
}

function renderGroup(group: DocGroup, g: number): string {
  const tools = group.tools.map((tool) => renderTool(tool)).join('\n');
  const count = sentenceHtml(EN[group.count === 1 ? 'catalog.count.one' : 'catalog.count']!, {
    count: group.count,
  });
  // the count in parentheses, as the index gives it: "issue (20 tools)", never read as "issue 20"
  return `<section aria-labelledby="g${g}"><h2 id="g${g}">${valueHtml(group.name)} <small>(${count})</small></h2>\n${tools}\n</section>`;
}

function renderTool(tool: DocTool): string {
  const id = toolAnchor(tool.name);
  const link = `<a class="tool-link" href="#${id}">${escapeHtml(EN['fields.link']!)}</a>`;
  const facts = tool.facts.map(([term, html]) => `<dt>${escapeHtml(term)}</dt><dd>${html}</dd>`);
  // a description's headings rank below the tool's own h3
  const paragraphs = tool.paragraphs.map(({ text, lang }) => markdownHtml(text, 4, lang));
  const words = escapeHtml(tool.words.join(' '));
  return `<article aria-labelledby="${id}" data-words="${words}"><h3 id="${id}"><code>${valueHtml(tool.name)}</code></h3>${link}${paragraphs.join('')}<dl>${facts.join('')}</dl>${renderFields(tool)}${renderOutput(tool)}${renderExamples(tool)}</article>`;
}

/** The same table as the Documentation view's field table, in English; `caption` is HTML. */
function renderFields(tool: DocTool): string {
  const caption = sentenceHtml(EN['fields.caption']!, { name: tool.name });
  return fieldTable(tool.schema, caption, EN['fields.none']!, tool.fieldTexts);
}

/** The Output section: what a successful result's structuredContent holds, in the same table. */
function renderOutput(tool: DocTool): string {
  if (tool.output === undefined) return '';
  const id = `output-${escapeName(tool.name)}`;
  const caption = sentenceHtml(EN['mcp.outputCaption']!, { name: tool.name });
  const table = fieldTable(tool.output.schema, caption, EN['mcp.outputNone']!);
  return `<section class="output" aria-labelledby="${id}"><h4 id="${id}">${escapeHtml(EN['mcp.output']!)}</h4><p>${tool.output.note}</p>${table}</section>`;
}

/** An MCP tool's examples: each call's arguments and, when recorded, the result the build checked. */
function renderExamples(tool: DocTool): string {
  if (!tool.examples?.length) return '';
  const items = tool.examples.map((example) => {
    const verdict =
      example.verdict === undefined
        ? ''
        : ` <strong>${escapeHtml(EN[`mcp.example.${example.verdict}`]!)}</strong>`;
    const result =
      example.result === undefined
        ? ''
        : `<pre><code>${escapeHtml(JSON.stringify(example.result, null, 2))}</code></pre>`;
    return `<li id="example-${escapeHtml(example.id)}">${valueHtml(example.title.en)}${verdict}<pre><code>${escapeHtml(JSON.stringify(example.arguments, null, 2))}</code></pre>${result}</li>`;
  });
  return `<section class="examples"><h4>${escapeHtml(EN['mcp.examples']!)}</h4><ul>${items.join('')}</ul></section>`;
}

function fieldTable(schema: unknown, caption: string, none: string, texts?: Record<string, Texts>): string {
  const { rows, isCut } = fieldRows(schema);
  if (rows.length === 0) return `<p>${escapeHtml(none)}</p>`;
  const head = ['fields.name', 'fields.type', 'fields.required', 'fields.limits', 'fields.description']
    .map((key) => `<th scope="col">${escapeHtml(EN[key]!)}</th>`)
    .join('');
  const body = rows.map((row) => {
    const description = (row.depth === 0 ? texts?.[row.name]?.en : undefined) ?? row.description ?? '';
    const required = row.kind === 'field' ? EN[row.isRequired ? 'fields.yes' : 'fields.no'] : '';
    return `<tr class="${row.kind}"><th scope="row">${rowNameHtml(row)}</th><td class="type">${typeHtml(row)}</td><td>${required}</td><td class="limits">${limitsHtml(row)}</td><td class="limits">${valueHtml(description)}</td></tr>`;
  });
  const cut = isCut ? `<p>${sentenceHtml(EN['fields.cut']!, { count: MAX_FIELD_ROWS })}</p>` : '';
  // the box scrolls sideways, so a wide table never widens the page; tabindex lets a keyboard scroll it
  return `<div class="fields-box" role="group" aria-label="${escapeHtml(stripTags(caption))}" tabindex="0"><table class="fields"><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table></div>${cut}`;
}

function rowNameHtml(row: FieldRow): string {
  // no-break spaces: the name cell does not wrap, so they indent without a style rule
  const indent = '&#160;&#160;&#160;'.repeat(row.depth);
  if (row.kind === 'variant')
    return `${indent}${escapeHtml(EN['fields.variant']!)} <code>${valueHtml(row.name)}</code>`;
  return `${indent}<code>${valueHtml(row.path)}</code>`;
}

function typeHtml(row: FieldRow): string {
  const { parts, isVariants } = row.type;
  const words = parts.map((part) => `<code>${valueHtml(part)}</code>`);
  const type = isVariants
    ? `${escapeHtml(EN['fields.oneOf']!)} ${words.join(' · ')}`
    : words.join(` ${escapeHtml(EN['fields.or']!)} `);
  return row.note === null ? type : `${type} <small>(${escapeHtml(EN[`fields.note.${row.note}`]!)})</small>`;
}

// the first ten values are shown; the rest, each whole, are folded into a <details>
const SHOWN_VALUES = 10;

function limitsHtml(row: FieldRow): string {
  const code = (text: string) => `<code>${valueHtml(text)}</code>`;
  const limits = row.limits.map(code).join(' ');
  if (row.values === null) return limits;
  const { keyword, items } = row.values;
  const shown = items.slice(0, SHOWN_VALUES).map(code).join(' ');
  const rest = items.length > SHOWN_VALUES ? items.slice(SHOWN_VALUES) : [];
  const more = sentenceHtml(EN['fields.more']!, { count: rest.length });
  const folded =
    rest.length > 0 ? `<details><summary>${more}</summary>${rest.map(code).join(' ')}</details>` : '';
  return `${keyword}: ${shown}${folded}${limits ? ` ${limits}` : ''}`;
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

function summary(tools: number, groups: number, kind: SiteCatalog['kind']): string {
  const [one, many] = kind === 'scalar' ? ['family', 'families'] : ['group', 'groups'];
  return `${tools} ${tools === 1 ? 'tool' : 'tools'} in ${groups} ${groups === 1 ? one : many}. This is the plain documentation; with JavaScript on, the explorer also checks arguments as you type.`;
}
