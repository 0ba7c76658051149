import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../bundle-size.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'tce-site-app');
// everything the production build reads besides node_modules (whose versions the lockfile pins)
const INPUTS = [
  'src',
  'public',
  'index.html',
  'site.html',
  'vite.config.ts',
  'svelte.config.js',
  'tsconfig.json',
  'package-lock.json',
];
// no build takes this long, even on a busy machine: a builder's folder older than this is left over
const BUILD_BOUND_MS = 5 * 60_000;
// a build of other sources used this recently may still be served (a browser test run) and is kept
const KEEP_UNUSED_MS = 60 * 60_000;
const POLL_MS = 200;

/** A digest of the app's sources: the same digest means the same JavaScript and CSS, whatever the catalog. */
export function appSourceDigest(root = ROOT): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => listInput(root, input)).sort()) {
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

function listInput(root: string, input: string): string[] {
  const path = join(root, input);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [input];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Where appBuild keeps its builds, which sources it builds, how, and how long it waits for another builder. */
export interface AppBuildOptions {
  cache?: string;
  digest?: string;
  build?: (outDir: string) => void;
  waitMs?: number;
}

/**
 * The production build of the app for the current sources, built once and kept under node_modules/.cache:
 * the app fetches its catalog, so one build serves every site and a site build needs no bundler run. While
 * another live process builds the same sources (its `<digest>.<pid>.tmp` folder), this one waits for that
 * build instead of making a second.
 */
export function appBuild(options: AppBuildOptions = {}): string {
  const { cache = CACHE, build = buildSite, waitMs = BUILD_BOUND_MS } = options;
  const digest = options.digest ?? appSourceDigest();
  const dir = join(cache, digest);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (isKept(dir)) return dir;
    const builder = firstLiveBuilder(cache, digest);
    if (builder === undefined) {
      if (buildOnce(cache, digest, build)) continue;
    } else if (Date.now() > deadline) {
      throw new Error(`waited ${waitMs} ms for process ${builder} to build ${dir}, and it has not finished`);
    }
    sleep(POLL_MS);
  }
}

/** Whether `dir` holds a whole build, marking it used so that no other run removes it while it is served. */
function isKept(dir: string): boolean {
  if (!existsSync(join(dir, 'site.html'))) return false;
  try {
    const now = new Date();
    utimesSync(dir, now, now);
    return true;
  } catch {
    return false; // removed in between, as a build unused for long
  }
}

/**
 * Builds `digest` into this process's own folder and moves it into place; false, without building, when a
 * live builder with a lower pid also started, so that of two processes starting at once one builds.
 */
function buildOnce(cache: string, digest: string, build: (outDir: string) => void): boolean {
  const building = join(cache, `${digest}.${process.pid}.tmp`);
  mkdirSync(building, { recursive: true });
  const other = firstLiveBuilder(cache, digest);
  if (other !== undefined && other < process.pid) {
    rmSync(building, { recursive: true, force: true });
    return false;
  }
  try {
    build(building);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  removeUnused(cache, digest);
  try {
    renameSync(building, join(cache, digest));
  } catch {
    // another build of the same sources finished first; its output is the same
    rmSync(building, { recursive: true, force: true });
  }
  return true;
}

/** The lowest pid of the other processes building `digest` now; left-over folders of dead ones are removed. */
function firstLiveBuilder(cache: string, digest: string): number | undefined {
  const pattern = new RegExp(`^${digest}\\.(\\d+)\\.tmp$`);
  let first: number | undefined;
  for (const name of existsSync(cache) ? readdirSync(cache) : []) {
    const pid = Number(pattern.exec(name)?.[1] ?? NaN);
    if (Number.isNaN(pid) || pid === process.pid) continue;
    const path = join(cache, name);
    if (isAlive(pid) && ageMs(path) < BUILD_BOUND_MS) first = Math.min(first ?? pid, pid);
    else rmSync(path, { recursive: true, force: true });
  }
  return first;
}

/** Removes builds of other sources, and their builders' folders, that nothing has used for a while. */
function removeUnused(cache: string, digest: string): void {
  for (const name of readdirSync(cache)) {
    if (name.startsWith(digest)) continue;
    const path = join(cache, name);
    if (ageMs(path) > KEEP_UNUSED_MS) rmSync(path, { recursive: true, force: true });
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0; // gone already
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
