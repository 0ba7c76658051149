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
import {
  buildRecordFiles,
  RECORD_CALLS,
  SYNTHETIC_CATALOG,
  TOOL_DESCRIPTIONS,
} from '../../src/core/index.ts';
import { appBuild } from './app-build.ts';
import { readDescriptions, type DescriptionsFile } from './descriptions.ts';
import { readExamples, type Example } from './examples.ts';
import { readMcpExamples } from './mcp-examples.ts';
import { injectDocs } from './inject-docs.ts';
import { readJsonFile } from './read-json.ts';
import { loadSiteCatalog, type SiteCatalog } from './site-catalog.ts';
import { siteFail, type SiteResult } from './site-error.ts';
import { renderDocs } from './static-html.ts';

/** The inputs of `npm run site`; every file is optional, and without a catalog the site is the synthetic one. */
export interface SiteOptions {
  catalog?: string;
  examples?: string;
  descriptions?: string;
  title?: string;
  out: string;
}

/** Everything a site holds besides the app's code: the records folder and the documentation. */
export interface SiteData {
  site: SiteCatalog;
  records: Map<string, string>;
  docs: string;
  title: string | null;
  /** The page's meta description; null keeps the explorer's own. */
  description: string | null;
}

const DEFAULT_TITLE = 'Tool Contract Explorer';
const RECORDS_DIR = 'records';

/** SHA-256 of a file's UTF-8 bytes as lowercase hex, the digest the page checks with Web Crypto. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Reads and checks the inputs and computes every file of the site's data; nothing is written. */
export function prepareSite(options: Omit<SiteOptions, 'out'>): SiteResult<SiteData> {
  const catalogFile = options.catalog ?? 'the synthetic catalog';
  const value = options.catalog
    ? readJsonFile(options.catalog)
    : { ok: true as const, value: SYNTHETIC_CATALOG };
  if (!value.ok) return value;
  const site = loadSiteCatalog(value.value, catalogFile);
  if (!site.ok) return site;
  const siteCatalog = site.value;
  // an MCP site's examples are calls with recorded results, checked here and shown in the documentation
  const mcpExamples =
    siteCatalog.kind === 'mcp'
      ? readOptional(options.examples, (v, file) => readMcpExamples(v, file, siteCatalog.catalog))
      : { ok: true as const, value: undefined };
  if (!mcpExamples.ok) return mcpExamples;
  const examples =
    siteCatalog.kind === 'scalar'
      ? readOptional(options.examples, (v, file) => readExamples(v, file, siteCatalog))
      : { ok: true as const, value: undefined };
  if (!examples.ok) return examples;
  const descriptions = readOptional(options.descriptions, (v, file) => readDescriptions(v, file, site.value));
  if (!descriptions.ok) return descriptions;
  // the synthetic site keeps its records; any other catalog shows only what its owner gave
  const isSynthetic = options.catalog === undefined;
  const calls: readonly Example[] = examples.value ?? (isSynthetic ? RECORD_CALLS : []);
  const texts: DescriptionsFile | undefined =
    descriptions.value ?? (isSynthetic ? TOOL_DESCRIPTIONS : undefined);
  const title = options.title ?? (isSynthetic ? null : basename(options.catalog!).replace(/\.json$/i, ''));
  const records = buildRecordFiles(
    {
      catalogValue: value.value,
      kind: site.value.kind,
      catalog: site.value.kind === 'scalar' ? site.value.catalog : null,
      calls,
      ...(texts !== undefined ? { descriptions: texts } : {}),
      ...(title !== null ? { title } : {}),
    },
    sha256,
  );
  const docs = renderDocs({
    title: title ?? DEFAULT_TITLE,
    site: site.value,
    ...(mcpExamples.value ? { examples: mcpExamples.value } : {}),
    ...(texts ? { descriptions: texts } : {}),
  });
  const toolCount = site.value.catalog.tools.length;
  const description = isSynthetic
    ? null
    : `Documentation of ${toolCount} ${toolCount === 1 ? 'tool' : 'tools'}: schemas, fields and checked examples.`;
  return { ok: true, value: { site: site.value, records, docs, title, description } };
}

function readOptional<T>(
  file: string | undefined,
  read: (value: unknown, file: string) => SiteResult<T>,
): SiteResult<T | undefined> {
  if (file === undefined) return { ok: true, value: undefined };
  const value = readJsonFile(file);
  return value.ok ? read(value.value, file) : value;
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

/** Refuses an `--out` that is a file, or a folder holding anything but a site this command built. */
export function checkOut(out: string): SiteResult<string> {
  const target = resolve(out);
  if (!existsSync(target)) return { ok: true, value: target };
  if (!statSync(target).isDirectory())
    return siteFail('IO_ERROR', out, '', '--out names a file; it must name a folder.');
  const entries = readdirSync(target);
  if (entries.length > 0 && !existsSync(join(target, RECORDS_DIR, 'manifest.json'))) {
    const message = '--out holds files that are not a built site; name a new or empty folder.';
    return siteFail('IO_ERROR', out, '', message);
  }
  return { ok: true, value: target };
}

/**
 * Builds the whole site into a temporary folder beside `--out`, then moves it into place: a failed build
 * leaves `--out` as it was. `appDir` reuses an app build (its code does not depend on the catalog).
 */
export function publishSite(options: SiteOptions, appDir?: string): SiteResult<SiteData> {
  const out = checkOut(options.out);
  if (!out.ok) return out;
  const data = prepareSite(options);
  if (!data.ok) return data;
  mkdirSync(dirname(out.value), { recursive: true });
  const staging = mkdtempSync(join(dirname(out.value), '.site-'));
  try {
    const site = join(staging, 'site');
    mkdirSync(site);
    assembleSite(appDir ?? appBuild(), data.value, site);
    rmSync(out.value, { recursive: true, force: true });
    renameSync(site, out.value);
    return data;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
