import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUDGET_GZIP_BYTES,
  PAGES,
  SITE_BUDGET_GZIP_BYTES,
  formatReport,
  linkedFiles,
  measureBuild,
  sizeOf,
  staticClosure,
  type BundleReport,
} from './bundle-size.ts';
import { appBuild } from './site/app-build.ts';

const folders: string[] = [];

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'bundle-size-test-'));
  folders.push(folder);
  return folder;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A hand-made build folder: an entry with a static and a dynamic import, a worker and CSS per chunk. */
function fakeBuild(): string {
  const dir = tempFolder();
  const files: Record<string, string> = {
    'index.html':
      '<script type="module" crossorigin src="./assets/entry.js"></script>' +
      '<link rel="modulepreload" href="./assets/shared.js"><link rel="stylesheet" href="./assets/entry.css">' +
      '<link rel="icon" href="data:,">',
    'assets/entry.js': 'import "./shared.js"; import("./lazy.js"); new Worker("./worker.js");'.repeat(3),
    'assets/shared.js': 'export const shared = 1;',
    'assets/shared.css': '.shared { color: red }',
    'assets/entry.css': 'body { margin: 0 }',
    'assets/lazy.js': 'export const lazy = "x".repeat(100);',
    'assets/lazy.css': '.lazy { color: blue }',
    'assets/worker.js': 'onmessage = () => {};',
    '.vite/manifest.json': JSON.stringify({
      'index.html': {
        file: 'assets/entry.js',
        isEntry: true,
        imports: ['_shared.js'],
        dynamicImports: ['src/lazy.ts'],
        css: ['assets/entry.css'],
      },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      'src/lazy.ts': { file: 'assets/lazy.js', isDynamicEntry: true, css: ['assets/lazy.css'] },
    }),
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('linkedFiles', () => {
  it.each([
    ['<script type="module" src="./assets/a.js"></script>', ['assets/a.js']],
    ['<script type=module src=/assets/a.js></script>', ['assets/a.js']],
    ['<link rel="stylesheet" crossorigin href="./assets/a.css">', ['assets/a.css']],
    ['<link rel="modulepreload" href="assets/b.js">', ['assets/b.js']],
    ['<link rel="icon" href="./icon.svg"><script src="./classic.js"></script>', []],
    ['<link rel="stylesheet" href="https://cdn.example/a.css">', []],
  ])('reads %s', (html, expected) => {
    expect(linkedFiles(html)).toEqual(expected);
  });
});

describe('staticClosure', () => {
  it('follows static imports and their CSS but not dynamic imports', () => {
    const manifest = JSON.parse(readFileSync(join(fakeBuild(), '.vite/manifest.json'), 'utf8'));
    expect([...staticClosure(['assets/entry.js'], manifest)].sort()).toEqual([
      'assets/entry.css',
      'assets/entry.js',
      'assets/shared.css',
      'assets/shared.js',
    ]);
  });
});

describe('sizeOf', () => {
  it('measures the gzip -9 size of the bytes it was given', () => {
    const bytes = Buffer.from('tool contract explorer '.repeat(200));
    const size = sizeOf('x.js', bytes);
    expect(size.raw).toBe(bytes.length);
    expect(size.gzip).toBe(gzipSync(bytes, { level: 9 }).length);
    expect(size.gzip).toBeLessThan(size.raw);
    expect(gunzipSync(gzipSync(bytes, { level: 9 })).equals(bytes)).toBe(true);
  });
});

describe('measureBuild', () => {
  it('counts the entry, its static imports and linked CSS, and lists lazy chunks and workers apart', () => {
    const dir = fakeBuild();
    const report = measureBuild(dir);
    const initial = report.initial.map((size) => size.file).sort();
    expect(initial).toEqual(['assets/entry.css', 'assets/entry.js', 'assets/shared.css', 'assets/shared.js']);
    expect(report.deferred.map((size) => size.file).sort()).toEqual([
      'assets/lazy.css',
      'assets/lazy.js',
      'assets/worker.js',
    ]);
    const gzipOf = (file: string) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
    expect(report.total.gzip).toBe(initial.reduce((sum, file) => sum + gzipOf(file), 0));
  });

  it('measures another page of the same build by what that page links', () => {
    const dir = fakeBuild();
    writeFileSync(join(dir, 'site.html'), '<script type="module" src="./assets/shared.js"></script>');
    const report = measureBuild(dir, 'site.html');
    expect(report.initial.map((size) => size.file).sort()).toEqual(['assets/shared.css', 'assets/shared.js']);
  });

  it('refuses a page that links a file the build lacks', () => {
    const dir = fakeBuild();
    rmSync(join(dir, 'assets/shared.js'));
    expect(() => measureBuild(dir)).toThrow(/assets\/shared\.js/);
  });
});

describe('the production build', () => {
  const reports = new Map<string, BundleReport>();
  let dir: string;

  beforeAll(() => {
    // the build every other user of these sources shares (the package, the sites, the browser tests' server)
    dir = appBuild();
    for (const { page, manifest, budget } of PAGES) {
      reports.set(page, measureBuild(dir, page, manifest));
      console.log(`${page}:\n${formatReport(reports.get(page)!, budget)}`);
    }
  }, 300_000);

  it.each(PAGES.map(({ page }) => page))('counts the script and stylesheet that %s loads', (page) => {
    const linked = linkedFiles(readFileSync(join(dir, page), 'utf8'));
    expect(linked.some((file) => file.endsWith('.js'))).toBe(true);
    expect(linked.some((file) => file.endsWith('.css'))).toBe(true);
    const counted = reports.get(page)!.initial.map((size) => size.file);
    for (const file of linked) expect(counted).toContain(file);
  });

  it(`keeps the explorer's initial JavaScript and CSS within ${BUDGET_GZIP_BYTES} bytes gzip`, () => {
    const report = reports.get('index.html')!;
    expect(report.total.gzip).toBeGreaterThan(0);
    expect(report.total.gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it(`keeps a published site's initial JavaScript and CSS within ${SITE_BUDGET_GZIP_BYTES} bytes gzip, none of it the explorer's`, () => {
    const site = reports.get('site.html')!;
    expect(site.total.gzip).toBeGreaterThan(0);
    expect(site.total.gzip).toBeLessThanOrEqual(SITE_BUDGET_GZIP_BYTES);
    const explorer = new Set(reports.get('index.html')!.initial.map((size) => size.file));
    expect(site.initial.filter((size) => explorer.has(size.file))).toEqual([]);
  });
});
