// The weight of what the first visit downloads: the entry script, its static imports and the CSS the page links,
// for the explorer (index.html) and for a published site's page (site.html).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SITE_MANIFEST } from '../vite.config.ts';
import { bytesBySource, sourceGroup } from './bundle-sources.ts';

/** The budget for the explorer's initial JavaScript and CSS, in gzip bytes. */
export const BUDGET_GZIP_BYTES = 40 * 1024;

/**
 * The budget for a published site's initial JavaScript and CSS, in gzip bytes: its sheet and its one small
 * script (nav, deep links, search, copy); Try it and everything of the explorer load when a reader opens it.
 */
export const SITE_BUDGET_GZIP_BYTES = 16 * 1024;

const EXPLORER_MANIFEST = '.vite/manifest.json';

/** Each page a build serves first: its file, the manifest of the build that made it, and its budget. */
export const PAGES = [
  { page: 'index.html', manifest: EXPLORER_MANIFEST, name: 'the explorer', budget: BUDGET_GZIP_BYTES },
  { page: 'site.html', manifest: SITE_MANIFEST, name: 'a published site', budget: SITE_BUDGET_GZIP_BYTES },
] as const;

/** One built file with its size as stored, gzipped (level 9) and brotli-compressed (quality 11). */
export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The initial files (counted against the budget) and the ones loaded later or never (listed only). */
export interface BundleReport {
  initial: FileSize[];
  deferred: FileSize[];
  total: Omit<FileSize, 'file'>;
}

/** One chunk as Vite's manifest describes it. */
export interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** A manifest of a build made with `--manifest` (the explorer's unless named): source entry (or `_shared` name) → chunk. */
export function readManifest(outDir: string, file = EXPLORER_MANIFEST): Record<string, ManifestChunk> {
  const manifestPath = join(outDir, file);
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with --manifest`);
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Runs the production build into `outDir` with Vite's manifest, which names each chunk's static imports, whoever calls it. */
export function buildSite(outDir: string, extraArgs: readonly string[] = []): void {
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const args = [
    'build',
    '--logLevel',
    'warn',
    '--outDir',
    outDir,
    '--emptyOutDir',
    '--manifest',
    ...extraArgs,
  ];
  // what ships is a production build; a NODE_ENV inherited from Vitest ('test') would build Svelte's dev code
  const env = { ...process.env, NODE_ENV: 'production' };
  const run = spawnSync(vite, args, { cwd: ROOT, encoding: 'utf8', env });
  if (run.status !== 0) throw new Error(`vite build failed:\n${run.stdout}\n${run.stderr}`);
}

/** Sizes of a file's bytes as served plainly, with gzip -9 and with brotli. */
export function sizeOf(file: string, bytes: Buffer): FileSize {
  const brotli = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotli.length };
}

/** The files `index.html` loads itself: module scripts, module preloads and stylesheets (relative URLs). */
export function linkedFiles(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag) && /\btype=["']?module/i.test(tag);
    const isLink = /\brel=["']?(stylesheet|modulepreload)\b/i.test(tag);
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/i.exec(tag)?.[1];
    if ((isScript || isLink) && url && !/^(data:|https?:|\/\/)/i.test(url))
      found.push(url.replace(/^\.?\//, ''));
  }
  return found;
}

/** Every file reachable from `start` through static imports, with the CSS of each chunk on the way. */
export function staticClosure(
  start: readonly string[],
  manifest: Record<string, ManifestChunk>,
): Set<string> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, chunk }]));
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const entry = byFile.get(file);
    if (!entry) continue;
    for (const css of entry.chunk.css ?? []) queue.push(css);
    for (const key of entry.chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) queue.push(imported.file);
    }
  }
  return seen;
}

/**
 * Measures a build folder: what `page` loads first (by the manifest of the build that made it) against
 * everything else the build emitted.
 */
export function measureBuild(
  outDir: string,
  page = 'index.html',
  manifestFile = EXPLORER_MANIFEST,
): BundleReport {
  const manifest = readManifest(outDir, manifestFile);
  const initialNames = staticClosure(linkedFiles(readFileSync(join(outDir, page), 'utf8')), manifest);
  const assets = listFiles(outDir).filter((file) => /\.(m?js|css)$/.test(file));
  const missing = [...initialNames].filter((file) => !assets.includes(file));
  if (missing.length > 0) throw new Error(`${page} loads files the build lacks: ${missing.join(', ')}`);
  const sized = assets.map((file) => sizeOf(file, readFileSync(join(outDir, file))));
  const initial = sized.filter((size) => initialNames.has(size.file));
  const sum = (key: 'raw' | 'gzip' | 'brotli') => initial.reduce((total, size) => total + size[key], 0);
  return {
    initial,
    deferred: sized.filter((size) => !initialNames.has(size.file)),
    total: { raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') },
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** The report as lines: each initial file, the total against `budget`, then the files left out. */
export function formatReport(report: BundleReport, budget = BUDGET_GZIP_BYTES): string {
  const row = (size: FileSize) =>
    `  ${size.file.padEnd(40)} ${kB(size.raw).padStart(9)} raw ${kB(size.gzip).padStart(9)} gzip ${kB(size.brotli).padStart(9)} brotli`;
  const { total } = report;
  return [
    'Initial JavaScript + CSS (entry, its static imports, linked CSS):',
    ...report.initial.map(row),
    `  total: ${total.raw} B raw, ${total.gzip} B gzip -9 (${kB(total.gzip)}), ${total.brotli} B brotli; budget ${budget} B gzip (${kB(budget)}), ${((total.gzip / budget) * 100).toFixed(0)}% used`,
    `Not counted (lazy chunks, workers):${report.deferred.length === 0 ? ' none' : ''}`,
    ...report.deferred.map(row),
  ].join('\n');
}

/** The initial JavaScript of a build made with hidden source maps, grouped by source folder with estimated gzip bytes. */
export function formatSources(outDir: string, report: BundleReport): string {
  const groups = new Map<string, { chars: number; gzip: number }>();
  for (const size of report.initial.filter((entry) => /\.m?js$/.test(entry.file))) {
    const code = readFileSync(join(outDir, size.file), 'utf8');
    const bySource = bytesBySource(code, JSON.parse(readFileSync(join(outDir, `${size.file}.map`), 'utf8')));
    for (const [source, chars] of bySource) {
      const group = groups.get(sourceGroup(source)) ?? { chars: 0, gzip: 0 };
      group.chars += chars;
      group.gzip += (chars / code.length) * size.gzip;
      groups.set(sourceGroup(source), group);
    }
  }
  const rows = [...groups].sort((a, b) => b[1].gzip - a[1].gzip);
  return [
    'Initial JavaScript by source (gzip estimated from each part’s share of its chunk):',
    ...rows.map(
      ([group, { chars, gzip }]) =>
        `  ${group.padEnd(40)} ${kB(chars).padStart(9)} min ${kB(gzip).padStart(9)} gzip`,
    ),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = mkdtempSync(join(tmpdir(), 'bundle-size-'));
  try {
    buildSite(outDir);
    for (const { page, manifest, name, budget } of PAGES) {
      const report = measureBuild(outDir, page, manifest);
      console.log(`${page} (${name}):\n${formatReport(report, budget)}\n`);
      if (report.total.gzip > budget) {
        console.error(`${page} is over budget by ${report.total.gzip - budget} B gzip.`);
        process.exitCode = 1;
      }
    }
    if (process.argv.includes('--by-source')) {
      buildSite(outDir, ['--sourcemap', 'hidden']);
      console.log(formatSources(outDir, measureBuild(outDir)));
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
