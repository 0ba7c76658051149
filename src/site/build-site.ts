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
import { basename, dirname, join, resolve } from 'node:path';
import { buildRecordFiles, RECORD_CALLS, SYNTHETIC_CATALOG, TOOL_DESCRIPTIONS } from '../core/index.ts';
import { readDescriptions, type DescriptionsFile } from './descriptions.ts';
import { readExamples, type Example } from './examples.ts';
import { readMcpExamples, toResultRecord } from './mcp-examples.ts';
import { injectDocs } from './inject-docs.ts';
import { readPrevious, type SiteChanges } from './previous.ts';
import { readGroups } from './groups.ts';
import { loadSiteCatalog, type SiteCatalog } from './site-catalog.ts';
import { located, type SiteError, type SiteResult } from './site-error.ts';
import { renderDocs } from './static-html.ts';

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
}

/** Everything a site holds besides the app's code: the records folder and the documentation. */
export interface SiteData {
  site: SiteCatalog;
  records: Map<string, string>;
  /** How many example calls the records hold. */
  exampleCount: number;
  docs: string;
  title: string | null;
  /** The page's meta description; null keeps the explorer's own. */
  description: string | null;
  /** What changed since the previous version; null without one. */
  changes: SiteChanges | null;
}

const DEFAULT_TITLE = 'Tool Contract Explorer';
const RECORDS_DIR = 'records';

/** SHA-256 of a file's UTF-8 bytes as lowercase hex, the digest the page checks with Web Crypto. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

type Prepared = { ok: true; value: SiteData } | { ok: false; error: SiteError };

/** Checks the inputs and computes every file of the site's data; nothing is written. */
export function prepareSite(inputs: SiteInputs): Prepared {
  const value = inputs.catalog ? inputs.catalog.value : SYNTHETIC_CATALOG;
  const loaded = loadSiteCatalog(value);
  if (!loaded.ok) return located(loaded.error, 'catalog', inputs.catalog?.file ?? 'the synthetic catalog');
  const groups = readOptional(inputs.groups, (v) => readGroups(v, loaded.value));
  if (!groups.ok) return located(groups.error, 'groups', inputs.groups!.file);
  const site = {
    ok: true as const,
    value: { ...loaded.value, ...(groups.value ? { groupOf: groups.value } : {}) },
  };
  const siteCatalog = site.value;
  // an MCP site's examples are calls with recorded results, checked here and shown in the documentation
  const mcpExamples =
    siteCatalog.kind === 'mcp'
      ? readOptional(inputs.examples, (v) => readMcpExamples(v, siteCatalog.tools))
      : { ok: true as const, value: undefined };
  if (!mcpExamples.ok) return located(mcpExamples.error, 'examples', inputs.examples!.file);
  const examples =
    siteCatalog.kind === 'scalar'
      ? readOptional(inputs.examples, (v) => readExamples(v, siteCatalog))
      : { ok: true as const, value: undefined };
  if (!examples.ok) return located(examples.error, 'examples', inputs.examples!.file);
  const descriptions = readOptional(inputs.descriptions, (v) => readDescriptions(v, site.value));
  if (!descriptions.ok) return located(descriptions.error, 'descriptions', inputs.descriptions!.file);
  const previous = inputs.previous;
  const changes = previous ? readPrevious(previous.value, previous.file, site.value) : null;
  if (changes && !changes.ok) return located(changes.error, 'previous', previous!.file);
  // the synthetic site keeps its records; any other catalog shows only what its owner gave
  const isSynthetic = inputs.catalog === undefined;
  const calls: readonly Example[] = examples.value ?? (isSynthetic ? RECORD_CALLS : []);
  const texts: DescriptionsFile | undefined =
    descriptions.value ?? (isSynthetic ? TOOL_DESCRIPTIONS : undefined);
  // an empty title would leave the page without a name, and the page would take itself for the explorer's own
  const title = inputs.title || (isSynthetic ? null : basename(inputs.catalog!.file).replace(/\.json$/i, ''));
  const records = buildRecordFiles(
    {
      catalogValue: value,
      kind: site.value.kind,
      catalog: site.value.kind === 'scalar' ? site.value.catalog : null,
      calls,
      ...(mcpExamples.value ? { examples: mcpExamples.value.map(toResultRecord) } : {}),
      ...(texts !== undefined ? { descriptions: texts } : {}),
      ...(title !== null ? { title } : {}),
      ...(site.value.groupOf ? { groups: Object.fromEntries(site.value.groupOf) } : {}),
    },
    sha256,
  );
  const docs = renderDocs({
    title: title ?? DEFAULT_TITLE,
    site: site.value,
    ...(texts ? { descriptions: texts } : {}),
    ...(changes ? { changes: changes.value.report.changes.length } : {}),
    ...(mcpExamples.value ? { examples: mcpExamples.value } : {}),
  });
  const toolCount = site.value.tools.tools.length;
  const description = isSynthetic
    ? null
    : `Documentation of ${toolCount} ${toolCount === 1 ? 'tool' : 'tools'}: schemas, fields and checked examples.`;
  const data = {
    site: site.value,
    records,
    exampleCount: calls.length,
    docs,
    title,
    description,
    changes: changes ? changes.value : null,
  };
  return { ok: true, value: data };
}

function readOptional<T>(
  input: SiteFile | undefined,
  read: (value: unknown) => SiteResult<T>,
): SiteResult<T | undefined> {
  return input === undefined ? { ok: true, value: undefined } : read(input.value);
}

/** Copies a built app into `dir` and adds the site's records and documentation; the app's code is shared by every site. */
export function assembleSite(appDir: string, data: SiteData, dir: string): void {
  for (const entry of readdirSync(appDir)) {
    // the app build carries the synthetic records (from public/) and Vite's manifest: neither belongs to the site
    if (entry === RECORDS_DIR || entry === '.vite' || entry === 'index.html') continue;
    cpSync(join(appDir, entry), join(dir, entry), { recursive: true });
  }
  mkdirSync(join(dir, RECORDS_DIR), { recursive: true });
  for (const [file, text] of data.records) writeFileSync(join(dir, RECORDS_DIR, file), text, 'utf8');
  const index = readFileSync(join(appDir, 'index.html'), 'utf8');
  writeFileSync(join(dir, 'index.html'), injectDocs(index, data), 'utf8');
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
