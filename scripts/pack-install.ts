// The package as others get it: `npm pack` (whose prepack builds lib/), installed from the tarball into an
// empty project without the network (dependencies come from npm's cache when it holds them).
import { execFile, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');

/** npm and tsc on a shared two-core machine. */
export const SLOW = 300_000;

// npm's own checks are switched off, and what npm's cache holds is installed from it without asking.
const NPM_ENV = {
  ...process.env,
  npm_config_prefer_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
};

/** What one run of a program wrote and returned. */
export interface Exec {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a program in `cwd` with npm's checks off; a non-zero exit is a result, not a throw. */
export async function exec(file: string, args: string[], cwd: string): Promise<Exec> {
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, { cwd, env: NPM_ENV, timeout: SLOW });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { status: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** The tarball as `npm pack --json` describes it. */
export interface Packed {
  filename: string;
  files: { path: string }[];
  size: number;
}

// Tarballs packed from this checkout, by the hash of its files: `npm test` packs once (its package test and its
// installed site both need the tarball), and packs again whenever a file changes.
const CACHE = join(ROOT, 'node_modules', '.cache', 'tool-contract-pack');

/** A hash of every file git sees in the checkout (tracked or new, not ignored); null where git cannot list them. */
function checkoutHash(): string | null {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
  });
  if (listed.status !== 0) return null;
  const hash = createHash('sha256');
  for (const path of listed.stdout.toString('utf8').split('\0').filter(Boolean).sort()) {
    const file = join(ROOT, path);
    hash
      .update(`${path}\0`)
      .update(existsSync(file) ? readFileSync(file) : '(deleted)')
      .update('\0');
  }
  return hash.digest('hex');
}

/** Packs the checkout into `work` (or copies the tarball packed from the same files before); what npm packed. */
async function pack(work: string): Promise<Packed> {
  const key = checkoutHash();
  const kept = key === null ? null : join(CACHE, key);
  if (kept !== null && existsSync(`${kept}.json`)) {
    const packed = JSON.parse(readFileSync(`${kept}.json`, 'utf8')) as Packed;
    copyFileSync(`${kept}.tgz`, join(work, packed.filename));
    return packed;
  }
  const packing = await exec('npm', ['pack', '--json', '--silent', '--pack-destination', work], ROOT);
  if (packing.status !== 0) throw new Error(`npm pack failed:\n${packing.stderr}`);
  const packed = (JSON.parse(packing.stdout) as Packed[])[0]!;
  if (kept !== null) {
    // one tarball is kept, the newest; its description is written last, so a tarball is only ever taken whole
    rmSync(CACHE, { recursive: true, force: true });
    mkdirSync(CACHE, { recursive: true });
    copyFileSync(join(work, packed.filename), `${kept}.tgz`);
    writeFileSync(`${kept}.json.part`, JSON.stringify(packed));
    renameSync(`${kept}.json.part`, `${kept}.json`);
  }
  return packed;
}

/** Packs the checkout into `work` and installs the tarball into `work/project`, an empty ES module project. */
export async function packAndInstall(work: string): Promise<{ packed: Packed; project: string }> {
  const packed = await pack(work);
  const project = join(work, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  const install = await exec('npm', ['install', '--prefer-offline', join(work, packed.filename)], project);
  if (install.status !== 0) throw new Error(`npm install of the tarball failed:\n${install.stderr}`);
  return { packed, project };
}
