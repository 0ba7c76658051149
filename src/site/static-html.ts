import { containBidi, groupByAuthor, readHints, type Tool } from '../core/index.ts';
import { toolAnchor, toolPageFiles } from './anchors.ts';
import type { DescriptionsFile, Texts } from './descriptions.ts';
import { escapeHtml } from './escape-html.ts';
import { argumentsExample, examplesHtml, resultExample, type ToolExamples } from './example-html.ts';
import { fieldsHtml, type FieldEntry } from './field-html.ts';
import { jsonBlockHtml } from './json-html.ts';
import { markdownHtml } from './markdown-html.ts';
import { headerHtml, navHtml, type ChangeMark, type NavInput } from './nav-html.ts';
import { firstSentence, plainText } from './plain-text.ts';
import { portabilityHtml } from './portability-html.ts';
import type { SearchIndex, SearchIndexTool } from './search-index.ts';
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

/** Sections another module writes into the pages: the catalog's (on the overview) and each tool's. */
export interface DocsExtras {
  /** Near the top of the overview; `pageOf` gives a tool's page file, for links to it. */
  catalog?: (pageOf: (name: string) => string) => string;
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

/** A tool's own page: its file name, body and one-sentence description. */
export interface ToolPage {
  name: string;
  file: string;
  body: string;
  /** The first sentence of the tool's description, as plain text; empty when it has none. */
  description: string;
}

/** The site's pages: the overview, each tool's page, the id of every field row and the search's index. */
export interface DocsPage {
  /** The overview's body (the site's index.html). */
  body: string;
  tools: ToolPage[];
  /** The id of every field row, for links from the Changes page. */
  fieldIds: ReadonlySet<string>;
  /** The navigation's input, which the Changes page shares. */
  nav: NavInput;
  search: SearchIndex;
}

/**
 * The reader-first site as plain, script-free HTML, in the site's language: an overview listing each group's
 * tools, and one page per tool with its description, fields, examples, facts and schema; every page has the
 * header and the navigation of groups and tools.
 */
export function renderDocs(input: DocsInput): DocsPage {
  const lang = input.lang ?? 'en';
  const words = siteWords(lang);
  const groups = docGroups(input.site, words);
  // a page named by position takes the tool's place in the catalog, which the author's groups do not move
  const names = input.site.tools.tools.map((tool) => tool.name);
  const files = toolPageFiles(names);
  const pages = new Map(names.map((name, i) => [name, files[i]!]));
  const nav: NavInput = {
    title: input.title,
    groups: groups.map((group) => ({ name: group.name, tools: group.tools.map((tool) => tool.name) })),
    words,
    marks: input.changes?.marks ?? new Map(),
    changes: input.changes?.count ?? null,
    pages,
  };
  const fieldIds = new Set<string>();
  const context: Context = { input, words, lang, fieldIds, nav };
  const entries = groups.flatMap((group, g) => group.tools.map((tool) => ({ tool, group, g })));
  const tools: ToolPage[] = [];
  const search: SearchIndex = { tools: [] };
  const summaries = new Map<string, string>();
  entries.forEach(({ tool, group, g }, i) => {
    const made = toolPageHtml(tool, { name: group.name, index: g }, context, {
      previous: entries[i - 1]?.tool.name ?? null,
      next: entries[i + 1]?.tool.name ?? null,
    });
    const description = firstSentence(made.search.text);
    summaries.set(tool.name, description);
    tools.push({ name: tool.name, file: pages.get(tool.name)!, body: made.body, description });
    search.tools.push(made.search);
  });
  const sections = groups.map((group, g) => groupHtml(group, g, context, summaries)).join('');
  const summary = `<p class="site-summary">${escapeHtml(words.summary(input.site.tools.tools.length, groups.length))}</p>`;
  const catalog = input.extras?.catalog?.((name) => pages.get(name)!) ?? '';
  const main = `<main id="content"><h1>${valueHtml(input.title)}</h1>${summary}${catalog}${sections}</main>`;
  const body = `${headerHtml(nav)}<div class="site-body">${navHtml(nav)}${main}</div>`;
  return { body, tools, fieldIds, nav, search };
}

interface Context {
  input: DocsInput;
  words: SiteWords;
  lang: SiteLang;
  fieldIds: Set<string>;
  nav: NavInput;
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

/** The id of a group's section on the overview, which a tool page's breadcrumb links to. */
function groupId(g: number): string {
  return `group-${g + 1}`;
}

/** A group on the overview: its heading and, for each tool, a link to its page, its title, change mark and first sentence. */
function groupHtml(
  group: DocGroup,
  g: number,
  context: Context,
  summaries: ReadonlyMap<string, string>,
): string {
  const { words, nav } = context;
  const id = groupId(g);
  const count = `<span class="group-count">${escapeHtml(words.groupCount(group.tools.length))}</span>`;
  const items = group.tools.map((tool) => {
    const mark = nav.marks.get(tool.name);
    const badge =
      mark === undefined ? '' : ` <span class="change-mark ${mark}">${escapeHtml(words[mark])}</span>`;
    const title =
      tool.title !== null && tool.title !== tool.name
        ? ` <span class="tool-item-title">${valueHtml(tool.title)}</span>`
        : '';
    const summary = summaries.get(tool.name) ?? '';
    const text = summary === '' ? '' : `<p class="tool-summary" dir="auto">${valueHtml(summary)}</p>`;
    const link = `<a class="tool-link" href="${escapeHtml(nav.pages.get(tool.name)!)}" dir="auto">${escapeHtml(containBidi(tool.name))}</a>`;
    return `<li class="tool-item"><div class="tool-item-head">${link}${badge}${title}</div>${text}</li>`;
  });
  return `<section class="group" aria-labelledby="${id}"><h2 id="${id}">${valueHtml(group.name)} ${count}</h2><ul class="tool-list">${items.join('')}</ul></section>`;
}

/**
 * A tool's page body: the header, the navigation with this tool's link current, a breadcrumb back to the
 * overview and the tool's group, the tool's article, and links to the previous and next tools.
 */
function toolPageHtml(
  tool: Tool,
  group: { name: string; index: number },
  context: Context,
  around: { previous: string | null; next: string | null },
): { body: string; search: SearchIndexTool } {
  const { words, nav } = context;
  const here: NavInput = { ...nav, current: tool.name };
  const crumbs = `<nav class="breadcrumb" aria-label="${escapeHtml(words.breadcrumb)}"><a href="./">${escapeHtml(words.backToTools)}</a> <span class="crumb-sep" aria-hidden="true">/</span> <a href="./#${groupId(group.index)}">${valueHtml(group.name)}</a></nav>`;
  const article = toolHtml(tool, context);
  const step = (name: string | null, rel: 'prev' | 'next') => {
    if (name === null) return '';
    const label = rel === 'prev' ? words.previousTool : words.nextTool;
    return `<a class="pager-${rel}" rel="${rel}" href="${escapeHtml(nav.pages.get(name)!)}"><span class="pager-label">${escapeHtml(label)}</span> <span class="pager-name" dir="auto">${escapeHtml(containBidi(name))}</span></a>`;
  };
  const pager =
    around.previous === null && around.next === null
      ? ''
      : `<nav class="pager" aria-label="${escapeHtml(words.pager)}">${step(around.previous, 'prev')}${step(around.next, 'next')}</nav>`;
  const main = `<main id="content" class="tool-page">${crumbs}${article.html}${pager}</main>`;
  return {
    body: `${headerHtml(here)}<div class="site-body">${navHtml(here)}${main}</div>`,
    search: { ...article.search, page: nav.pages.get(tool.name)! },
  };
}

function toolHtml(tool: Tool, context: Context): { html: string; search: Omit<SearchIndexTool, 'page'> } {
  const { input, words } = context;
  const id = toolAnchor(tool.name);
  const name = escapeHtml(tool.name);
  const heading = `<h1 id="${id}" class="tool-heading"><a class="self-link" href="#${id}" aria-label="${escapeHtml(words.linkTo(tool.name))}">#</a> ${valueHtml(tool.name)}</h1>`;
  const hasTitle = tool.title !== null && tool.title !== tool.name;
  const title = hasTitle ? `<p class="tool-title">${valueHtml(tool.title!)}</p>` : '';
  const texts = Object.hasOwn(input.descriptions ?? {}, tool.name)
    ? input.descriptions![tool.name]
    : undefined;
  const description = pick(texts, context.lang) ?? tool.description;
  const aside = input.extras?.toolAside?.(tool.name) ?? '';
  const about = `<div class="tool-about">${description ? markdownHtml(description, 2) : ''}${aside}</div>`;
  const fields = fieldsColumn(tool, texts, context);
  const columns = `<div class="tool-columns">${fields.html}${examplesHtml(tool.name, toolExamples(tool, input.examples?.get(tool.name)), words)}</div>`;
  const portability = input.showPortability ? portabilityHtml(tool, words) : '';
  const end = input.extras?.toolEnd?.(tool.name) ?? '';
  const html = `<article class="tool" data-tool="${name}">${heading}${title}${about}${columns}${toolFacts(tool, words)}${portability}${schemaHtml(tool, words)}<details class="try" data-tool="${name}"><summary>${escapeHtml(words.tryIt)}</summary><div class="try-body" data-tool="${name}"></div></details>${end}</article>`;
  const search = {
    name: tool.name,
    id,
    title: hasTitle ? tool.title : null,
    text: description ? plainText(description) : '',
    fields: fields.entries.map((field) => ({
      path: field.path,
      id: field.id,
      name: field.name,
      text: field.description === '' ? '' : plainText(field.description),
    })),
  };
  return { html, search };
}

/** A text of the author's in the site's language, else in the other one. */
function pick(texts: Texts | undefined, lang: SiteLang): string | undefined {
  if (texts === undefined) return undefined;
  return lang === 'ko' ? (texts.ko ?? texts.en) : (texts.en ?? texts.ko);
}

function fieldsColumn(
  tool: Tool,
  texts: DescriptionsFile[string] | undefined,
  context: Context,
): { html: string; entries: FieldEntry[] } {
  const { words, lang, fieldIds } = context;
  const own: Record<string, string> = {};
  for (const [field, text] of Object.entries(texts?.fields ?? {})) {
    const chosen = pick(text, lang);
    if (chosen !== undefined) own[field] = chosen;
  }
  const input = fieldsHtml({ tool: tool.name, schema: tool.inputSchema, part: 'input', words, texts: own });
  input.ids.forEach((id) => fieldIds.add(id));
  const entries = [...input.fields];
  const args = input.ids.length === 0 ? `<p class="note">${escapeHtml(words.noArguments)}</p>` : input.html;
  let output = '';
  if (tool.outputSchema !== null && tool.outputSchema !== undefined) {
    const result = fieldsHtml({ tool: tool.name, schema: tool.outputSchema, part: 'output', words });
    result.ids.forEach((id) => fieldIds.add(id));
    entries.push(...result.fields);
    const list =
      result.ids.length === 0 ? `<p class="note">${escapeHtml(words.noOutputFields)}</p>` : result.html;
    output = `<h2>${escapeHtml(words.output)}</h2>${list}`;
  }
  const html = `<div class="tool-fields"><h2>${escapeHtml(words.arguments)}</h2>${args}${output}</div>`;
  return { html, entries };
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
      : `<h2>${escapeHtml(words.outputSchema)}</h2>${code(tool.outputSchema)}`;
  return `<details class="schema"><summary>${escapeHtml(words.schema)}</summary>${code(tool.inputSchema)}${output}</details>`;
}
