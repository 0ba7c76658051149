import { groupByAuthor, readHints, type Tool } from '../core/index.ts';
import { toolAnchor } from './anchors.ts';
import type { DescriptionsFile, Texts } from './descriptions.ts';
import { escapeHtml } from './escape-html.ts';
import { argumentsExample, examplesHtml, resultExample, type ToolExamples } from './example-html.ts';
import { fieldsHtml } from './field-html.ts';
import { jsonBlockHtml } from './json-html.ts';
import { markdownHtml } from './markdown-html.ts';
import { headerHtml, navHtml, type ChangeMark, type NavInput } from './nav-html.ts';
import { portabilityHtml } from './portability-html.ts';
import type { SiteCatalog } from './site-catalog.ts';
import { siteWords, type SiteLang, type SiteWords } from './site-strings.ts';
import { valueHtml } from './value-html.ts';

export { escapeHtml, toolAnchor, valueHtml };
export { sentenceHtml } from './value-html.ts';

/** The author's example payloads of one tool, each already checked against it. */
export interface AuthorExample {
  arguments?: unknown;
  /** A recorded result's structuredContent. */
  result?: unknown;
}

/** Sections another module writes into the page: the catalog's and each tool's. */
export interface DocsExtras {
  catalog?: () => string;
  /** Beside the tool's description. */
  toolAside?: (name: string) => string;
  /** At the end of the tool's entry. */
  toolEnd?: (name: string) => string;
}

/** What the reader-first page is made of. */
export interface DocsInput {
  title: string;
  site: SiteCatalog;
  lang?: SiteLang;
  descriptions?: DescriptionsFile;
  /** Tool name → its author's example. */
  examples?: ReadonlyMap<string, AuthorExample>;
  /** Each changed tool's mark, and the number of changes on the Changes page; absent without one. */
  changes?: { count: number; marks: ReadonlyMap<string, ChangeMark> };
  /** Whether each tool lists how providers take its schema. */
  showPortability?: boolean;
  extras?: DocsExtras;
}

/** The page's body, and the id of every field row in it (for links from the Changes page). */
export interface DocsPage {
  body: string;
  fieldIds: ReadonlySet<string>;
  /** The navigation's input, which the Changes page shares. */
  nav: NavInput;
}

/**
 * The reader-first page as plain, script-free HTML: the header, the navigation of groups and tools, and
 * every tool with its description, fields, examples, facts and schema, in the site's language.
 */
export function renderDocs(input: DocsInput): DocsPage {
  const lang = input.lang ?? 'en';
  const words = siteWords(lang);
  const groups = docGroups(input.site, words);
  const nav: NavInput = {
    title: input.title,
    groups: groups.map((group) => ({ name: group.name, tools: group.tools.map((tool) => tool.name) })),
    words,
    marks: input.changes?.marks ?? new Map(),
    changes: input.changes?.count ?? null,
    toolsPage: '',
  };
  const fieldIds = new Set<string>();
  const context = { input, words, lang, fieldIds };
  const sections = groups.map((group, g) => groupHtml(group, g, context)).join('');
  const summary = `<p class="site-summary">${escapeHtml(words.summary(input.site.tools.tools.length, groups.length))}</p>`;
  const catalog = input.extras?.catalog?.() ?? '';
  const main = `<main id="content"><h1>${valueHtml(input.title)}</h1>${summary}${catalog}${sections}</main>`;
  const body = `${headerHtml(nav)}<div class="site-body">${navHtml(nav)}${main}</div>`;
  return { body, fieldIds, nav };
}

interface Context {
  input: DocsInput;
  words: SiteWords;
  lang: SiteLang;
  fieldIds: Set<string>;
}

interface DocGroup {
  name: string;
  tools: Tool[];
}

/** The author's groups when the site has them, else the catalog's own (families, or MCP groups by name part). */
function docGroups(site: SiteCatalog, words: SiteWords): DocGroup[] {
  const { tools } = site;
  const named = (name: string | null, names: readonly string[]) => ({
    name: name ?? words.other,
    tools: names.map((tool) => tools.get(tool)!),
  });
  if (site.groupOf) {
    const names = tools.tools.map((tool) => tool.name);
    return groupByAuthor(names, site.groupOf).map((group) => named(group.name, group.tools));
  }
  return tools.groups.map((group) => named(group.name, group.tools));
}

function groupHtml(group: DocGroup, g: number, context: Context): string {
  const id = `group-${g + 1}`;
  const count = `<span class="group-count">${escapeHtml(context.words.groupCount(group.tools.length))}</span>`;
  const tools = group.tools.map((tool) => toolHtml(tool, context)).join('');
  return `<section class="group" aria-labelledby="${id}"><h2 id="${id}">${valueHtml(group.name)} ${count}</h2>${tools}</section>`;
}

function toolHtml(tool: Tool, context: Context): string {
  const { input, words } = context;
  const id = toolAnchor(tool.name);
  const name = escapeHtml(tool.name);
  const heading = `<h3 id="${id}" class="tool-heading"><a class="self-link" href="#${id}" aria-label="${escapeHtml(words.linkTo(tool.name))}">#</a> ${valueHtml(tool.name)}</h3>`;
  const title =
    tool.title !== null && tool.title !== tool.name
      ? `<p class="tool-title">${valueHtml(tool.title)}</p>`
      : '';
  const texts = Object.hasOwn(input.descriptions ?? {}, tool.name)
    ? input.descriptions![tool.name]
    : undefined;
  const description = pick(texts, context.lang) ?? tool.description;
  const aside = input.extras?.toolAside?.(tool.name) ?? '';
  const about = `<div class="tool-about">${description ? markdownHtml(description, 4) : ''}${aside}</div>`;
  const columns = `<div class="tool-columns">${fieldsColumn(tool, texts, context)}${examplesHtml(tool.name, toolExamples(tool, input.examples?.get(tool.name)), words)}</div>`;
  const portability = input.showPortability ? portabilityHtml(tool, words) : '';
  const end = input.extras?.toolEnd?.(tool.name) ?? '';
  return `<article class="tool" data-tool="${name}">${heading}${title}${about}${columns}${toolFacts(tool, words)}${portability}${schemaHtml(tool, words)}<details class="try" data-tool="${name}"><summary>${escapeHtml(words.tryIt)}</summary><div class="try-body" data-tool="${name}"></div></details>${end}</article>`;
}

/** A text of the author's in the site's language, else in the other one. */
function pick(texts: Texts | undefined, lang: SiteLang): string | undefined {
  if (texts === undefined) return undefined;
  return lang === 'ko' ? (texts.ko ?? texts.en) : (texts.en ?? texts.ko);
}

function fieldsColumn(tool: Tool, texts: DescriptionsFile[string] | undefined, context: Context): string {
  const { words, lang, fieldIds } = context;
  const own: Record<string, string> = {};
  for (const [field, text] of Object.entries(texts?.fields ?? {})) {
    const chosen = pick(text, lang);
    if (chosen !== undefined) own[field] = chosen;
  }
  const input = fieldsHtml({ tool: tool.name, schema: tool.inputSchema, part: 'input', words, texts: own });
  input.ids.forEach((id) => fieldIds.add(id));
  const args = input.ids.length === 0 ? `<p class="note">${escapeHtml(words.noArguments)}</p>` : input.html;
  let output = '';
  if (tool.outputSchema !== null && tool.outputSchema !== undefined) {
    const result = fieldsHtml({ tool: tool.name, schema: tool.outputSchema, part: 'output', words });
    result.ids.forEach((id) => fieldIds.add(id));
    const list =
      result.ids.length === 0 ? `<p class="note">${escapeHtml(words.noOutputFields)}</p>` : result.html;
    output = `<h4>${escapeHtml(words.output)}</h4>${list}`;
  }
  return `<div class="tool-fields"><h4>${escapeHtml(words.arguments)}</h4>${args}${output}</div>`;
}

function toolExamples(tool: Tool, authored: AuthorExample | undefined): ToolExamples {
  return {
    arguments: argumentsExample(tool, authored?.arguments),
    result: resultExample(tool, authored?.result),
  };
}

/** What else the catalog says of a tool, after its fields: effect, hints the server stated, why it is not checked. */
function toolFacts(tool: Tool, words: SiteWords): string {
  const facts: [string, string][] = [];
  if (tool.effect !== null) facts.push([words.effect, `<code>${escapeHtml(tool.effect)}</code>`]);
  if (!tool.enabled) facts.push([words.defect, escapeHtml(words.disabled)]);
  const stated = tool.hints ? readHints(tool.hints).filter((hint) => hint.source === 'stated') : [];
  if (stated.length > 0) {
    const list = stated.map(({ hint, value }) => `<code>${escapeHtml(hint)}: ${value}</code>`);
    facts.push([words.hints, list.join(' ')]);
  }
  if (tool.schemaCheck !== null && !tool.schemaCheck.isChecked) {
    const { code, path } = tool.schemaCheck.error;
    facts.push([words.defect, escapeHtml(words.notCheckedInput(code, path))]);
  }
  if (tool.outputCheck !== null && !tool.outputCheck.isChecked) {
    const { code, path } = tool.outputCheck.error;
    facts.push([words.defect, escapeHtml(words.notCheckedOutput(code, path))]);
  }
  if (facts.length === 0) return '';
  const items = facts.map(([term, html]) => `<div><dt>${escapeHtml(term)}</dt><dd>${html}</dd></div>`);
  return `<dl class="tool-facts">${items.join('')}</dl>`;
}

/** The raw schemas, one click away: the inputSchema, and the outputSchema when the tool has one. */
function schemaHtml(tool: Tool, words: SiteWords): string {
  const code = jsonBlockHtml;
  const output =
    tool.outputSchema === null || tool.outputSchema === undefined
      ? ''
      : `<h4>${escapeHtml(words.outputSchema)}</h4>${code(tool.outputSchema)}`;
  return `<details class="schema"><summary>${escapeHtml(words.schema)}</summary>${code(tool.inputSchema)}${output}</details>`;
}
