import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  buildRecordFiles,
  isObjectValue,
  RECORD_CALLS,
  SYNTHETIC_CATALOG,
  TOOL_DESCRIPTIONS,
  type TokenCounter,
} from '../core/index.ts';
import { billSite, catalogBillHtml, toolBillHtml } from './cost-html.ts';
import { escapeHtml } from './escape-html.ts';
import { catalogTrustHtml, toolTrustHtml, trustSite } from './trust-html.ts';
import { changeMarks, renderChanges } from './changes-html.ts';
import { readDescriptions, type DescriptionsFile } from './descriptions.ts';
import { readExamples, type Example } from './examples.ts';
import { readMcpExamples, toResultRecord, type McpExample } from './mcp-examples.ts';
import { injectPage, type PageText } from './inject-docs.ts';
import { readPrevious, type SiteChanges } from './previous.ts';
import { readGroups } from './groups.ts';
import { loadSiteCatalog, type SiteCatalog } from './site-catalog.ts';
import { located, type SiteError, type SiteResult } from './site-error.ts';
import { siteAssets } from './site-assets.ts';
import { SEARCH_INDEX_FILE } from './search-index.ts';
import { siteWords, type SiteLang } from './site-strings.ts';
import { renderDocs, type AuthorExample, type DocsExtras } from './static-html.ts';

/** One input file, read and parsed: its name as given and its JSON value. */
export interface SiteFile {
  file: string;
  value: unknown;
}

/** What a site is built from; every file is optional, and without a catalog the site is the synthetic one. */
export interface SiteInputs {
  catalog?: SiteFile;
  examples?: SiteFile;
  descriptions?: SiteFile;
  /** The author's groups, tool → group: the documentation lists tools by them. */
  groups?: SiteFile;
  /** A previous version of the catalog: the site then lists what changed since it. */
  previous?: SiteFile;
  title?: string;
  /** The language of every label the site writes; English by default. */
  lang?: SiteLang;
  /** Sections shown only when the author asks: each tool's portability across providers. */
  show?: readonly SiteSection[];
  /** The tokenizer the context bill counts with; without one the site has no bill. */
  counter?: TokenCounter;
}

/** A section of the page shown only when asked for with `--show`. */
export type SiteSection = 'portability';

/** Everything a site holds besides the app's code: the records folder and its pages. */
export interface SiteData {
  site: SiteCatalog;
  records: Map<string, string>;
  /** How many example calls the records hold. */
  exampleCount: number;
  /** Each page's file name → its body, title and description. */
  pages: Map<string, PageText>;
  /** Other files at the site's root, name → text: the search's index. */
  files: Map<string, string>;
  title: string;
  /** What changed since the previous version; null without one. */
  changes: SiteChanges | null;
}

const DEFAULT_TITLE = 'Tool Contract Explorer';
const RECORDS_DIR = 'records';
// what the app build holds that a site leaves out: the explorer's page and data, and Vite's manifest
const LEFT_OUT = new Set([RECORDS_DIR, '.vite', 'index.html', 'site.html', 'docs.css', 'docs-search.js']);

/** SHA-256 of a file's UTF-8 bytes as lowercase hex, the digest the page checks with Web Crypto. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

type Prepared = { ok: true; value: SiteData } | { ok: false; error: SiteError };

/**
 * The site's title: the one given, else the server's name and version from a snapshot, else words for the
 * catalog's kind ("Tool catalog", "MCP tools"), since neither format names itself; never a file name, and
 * the explorer's own name only for the explorer's own catalog.
 */
export function siteTitle(
  given: string | undefined,
  site: SiteCatalog,
  lang: SiteLang,
  isSynthetic = false,
): string {
  if (given) return given;
  if (isSynthetic) return DEFAULT_TITLE;
  const server = snapshotServer(site.value);
  if (server !== null) return server;
  const words = siteWords(lang);
  return site.kind === 'scalar' ? words.toolCatalog : words.mcpTools;
}

function snapshotServer(value: unknown): string | null {
  if (!isObjectValue(value) || !isObjectValue(value.snapshot)) return null;
  const { server } = value.snapshot;
  if (!isObjectValue(server) || typeof server.name !== 'string' || server.name.trim() === '') return null;
  return typeof server.version === 'string' && server.version !== ''
    ? `${server.name} ${server.version}`
    : server.name;
}

/** Checks the inputs and computes every file of the site's data; nothing is written. */
export function prepareSite(inputs: SiteInputs): Prepared {
  const lang = inputs.lang ?? 'en';
  const value = inputs.catalog ? inputs.catalog.value : SYNTHETIC_CATALOG;
  const loaded = loadSiteCatalog(value);
  if (!loaded.ok) return located(loaded.error, 'catalog', inputs.catalog?.file ?? 'the synthetic catalog');
  const groups = readOptional(inputs.groups, (v) => readGroups(v, loaded.value));
  if (!groups.ok) return located(groups.error, 'groups', inputs.groups!.file);
  const site: SiteCatalog = { ...loaded.value, ...(groups.value ? { groupOf: groups.value } : {}) };
  // an MCP site's examples are calls with recorded results, checked here and shown in the documentation
  const mcpExamples =
    site.kind === 'mcp'
      ? readOptional(inputs.examples, (v) => readMcpExamples(v, site.tools))
      : { ok: true as const, value: undefined };
  if (!mcpExamples.ok) return located(mcpExamples.error, 'examples', inputs.examples!.file);
  const examples =
    site.kind === 'scalar'
      ? readOptional(inputs.examples, (v) => readExamples(v, site))
      : { ok: true as const, value: undefined };
  if (!examples.ok) return located(examples.error, 'examples', inputs.examples!.file);
  const descriptions = readOptional(inputs.descriptions, (v) => readDescriptions(v, site));
  if (!descriptions.ok) return located(descriptions.error, 'descriptions', inputs.descriptions!.file);
  const previous = inputs.previous;
  const changes = previous ? readPrevious(previous.value, previous.file, site) : null;
  if (changes && !changes.ok) return located(changes.error, 'previous', previous!.file);
  // the synthetic site keeps its records; any other catalog shows only what its owner gave
  const isSynthetic = inputs.catalog === undefined;
  const calls: readonly Example[] = examples.value ?? (isSynthetic ? RECORD_CALLS : []);
  const texts: DescriptionsFile | undefined =
    descriptions.value ?? (isSynthetic ? TOOL_DESCRIPTIONS : undefined);
  const title = siteTitle(inputs.title, site, lang, isSynthetic);
  const records = buildRecordFiles(
    {
      catalogValue: value,
      kind: site.kind,
      catalog: site.kind === 'scalar' ? site.catalog : null,
      calls,
      ...(mcpExamples.value ? { examples: mcpExamples.value.map(toResultRecord) } : {}),
      ...(texts !== undefined ? { descriptions: texts } : {}),
      // the synthetic site's records stay byte for byte the committed ones, which name no title
      ...(isSynthetic && !inputs.title ? {} : { title }),
      ...(site.groupOf ? { groups: Object.fromEntries(site.groupOf) } : {}),
    },
    sha256,
  );
  const report = changes ? changes.value.report : null;
  const docs = renderDocs({
    title,
    site,
    lang,
    ...(texts ? { descriptions: texts } : {}),
    examples: authorExamples(site, calls, mcpExamples.value ?? []),
    ...(report ? { changes: { count: report.changes.length, marks: changeMarks(report) } } : {}),
    showPortability: inputs.show?.includes('portability') ?? false,
    extras: trustAndCost(site, lang, inputs.counter),
  });
  const words = siteWords(lang);
  const description = words.description(site.tools.tools.length);
  const pages = new Map<string, PageText>([['index.html', { body: docs.body, title, description, lang }]]);
  for (const tool of docs.tools) {
    const about = tool.description === '' ? description : tool.description;
    pages.set(tool.file, { body: tool.body, title: `${tool.name} · ${title}`, description: about, lang });
  }
  if (changes) {
    const body = renderChanges({ ...changes.value, nav: docs.nav, fieldIds: docs.fieldIds, lang });
    pages.set('changes.html', { body, title: `${words.changes} · ${title}`, description, lang });
  }
  const data = {
    site,
    records,
    exampleCount: calls.length,
    pages,
    files: new Map([[SEARCH_INDEX_FILE, JSON.stringify(docs.search)]]),
    title,
    changes: changes ? changes.value : null,
  };
  return { ok: true, value: data };
}

/**
 * The sections the scan, the pins and the context bill add: the findings and the bill's totals near the
 * top, each tool's findings and pin beside its description, and its bill folded at the end of its entry.
 */
function trustAndCost(site: SiteCatalog, lang: SiteLang, counter: TokenCounter | undefined): DocsExtras {
  const trust = trustSite(site);
  const bill = counter === undefined ? null : billSite(site, counter);
  const words = siteWords(lang);
  return {
    catalog: (pageOf) =>
      `${bill === null ? '' : catalogBillHtml(bill, lang, pageOf)}${catalogTrustHtml(trust, lang, pageOf)}`,
    toolAside: (name) => toolTrustHtml(trust, name, lang),
    toolEnd: (name) => {
      const html = bill === null ? '' : toolBillHtml(bill, name, lang);
      return html === ''
        ? ''
        : `<details class="bill tool-bill"><summary>${escapeHtml(words.tokenCost)}</summary>${html}</details>`;
    },
  };
}

/**
 * The author's example of each tool: an MCP example's arguments and recorded structuredContent, or a scalar
 * `validate_arguments` call whose arguments the tool accepts (a refused call shows a refusal, not an example).
 */
function authorExamples(
  site: SiteCatalog,
  calls: readonly Example[],
  mcp: readonly McpExample[],
): Map<string, AuthorExample> {
  const examples = new Map<string, AuthorExample>();
  for (const example of mcp) {
    const entry = examples.get(example.name) ?? {};
    entry.arguments ??= example.arguments;
    const content = isObjectValue(example.result) ? example.result.structuredContent : undefined;
    if (example.verdict === 'conforms' && content !== undefined) entry.result ??= content;
    examples.set(example.name, entry);
  }
  for (const { call } of calls) {
    if (call.op !== 'validate_arguments' || examples.has(call.name)) continue;
    const tool = site.tools.get(call.name);
    if (tool?.check(call.arguments).ok) examples.set(call.name, { arguments: call.arguments });
  }
  return examples;
}

function readOptional<T>(
  input: SiteFile | undefined,
  read: (value: unknown) => SiteResult<T>,
): SiteResult<T | undefined> {
  return input === undefined ? { ok: true, value: undefined } : read(input.value);
}

/**
 * Copies a built app's assets into `dir`, adds the site's records, and writes each page from the built
 * `site.html`; the app's code is shared by every site.
 */
export function assembleSite(appDir: string, data: SiteData, dir: string): void {
  for (const entry of readdirSync(appDir)) {
    if (LEFT_OUT.has(entry)) continue;
    if (entry !== 'assets') cpSync(join(appDir, entry), join(dir, entry), { recursive: true });
  }
  // only what the site page reaches: the explorer's own chunks and workers stay out
  mkdirSync(join(dir, 'assets'), { recursive: true });
  for (const asset of siteAssets(appDir)) cpSync(join(appDir, 'assets', asset), join(dir, 'assets', asset));
  mkdirSync(join(dir, RECORDS_DIR), { recursive: true });
  for (const [file, text] of data.records) writeFileSync(join(dir, RECORDS_DIR, file), text, 'utf8');
  const template = readFileSync(join(appDir, 'site.html'), 'utf8');
  for (const [file, page] of data.pages) writeFileSync(join(dir, file), injectPage(template, page), 'utf8');
  for (const [file, text] of data.files) writeFileSync(join(dir, file), text, 'utf8');
}

/** Why `--out` cannot take a site, as data; the command line words it. */
export type OutProblem = 'is_file' | 'under_file' | 'not_a_site' | 'not_written';

/**
 * The absolute folder `--out` names, or why it cannot take a site: a file, a path inside a file, or a
 * folder holding anything but a site built here.
 */
export function checkOut(out: string): { ok: true; value: string } | { ok: false; error: OutProblem } {
  const target = resolve(out);
  try {
    if (!existsSync(target)) {
      let parent = dirname(target);
      while (!existsSync(parent)) parent = dirname(parent);
      return statSync(parent).isDirectory()
        ? { ok: true, value: target }
        : { ok: false, error: 'under_file' };
    }
    if (!statSync(target).isDirectory()) return { ok: false, error: 'is_file' };
    const entries = readdirSync(target);
    if (entries.length > 0 && !existsSync(join(target, RECORDS_DIR, 'manifest.json')))
      return { ok: false, error: 'not_a_site' };
  } catch {
    return { ok: false, error: 'not_written' };
  }
  return { ok: true, value: target };
}

/**
 * Writes the site into a temporary folder beside `out` (an absolute path `checkOut` accepted), then moves
 * it into place: a failed write leaves `out` as it was. Returns the file system's error code on failure.
 */
export function writeSite(appDir: string, data: SiteData, out: string): string | null {
  let staging: string | null = null;
  try {
    mkdirSync(dirname(out), { recursive: true });
    staging = mkdtempSync(join(dirname(out), '.site-'));
    const site = join(staging, 'site');
    mkdirSync(site);
    assembleSite(appDir, data, site);
    rmSync(out, { recursive: true, force: true });
    renameSync(site, out);
    return null;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : 'EIO';
  } finally {
    if (staging !== null) rmSync(staging, { recursive: true, force: true });
  }
}
