import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
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

/**
 * The production build of the app for the current sources, built once and kept under node_modules/.cache:
 * the app fetches its catalog, so one build serves every site and a site build needs no bundler run.
 */
export function appBuild(): string {
  const digest = appSourceDigest();
  const dir = join(CACHE, digest);
  if (existsSync(join(dir, 'site.html'))) return dir;
  const building = `${dir}.${process.pid}.tmp`;
  buildSite(building);
  for (const old of existsSync(CACHE) ? readdirSync(CACHE) : []) {
    if (old !== digest && !old.endsWith('.tmp')) rmSync(join(CACHE, old), { recursive: true, force: true });
  }
  try {
    renameSync(building, dir);
  } catch {
    // another build of the same sources finished first; its output is the same
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}
