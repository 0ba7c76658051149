// The package as others get it: `npm pack` (whose prepack builds lib/), installed from the tarball into an
// empty project without the network (dependencies come from npm's cache when it holds them).
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
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

/** Packs the checkout into `work` and installs the tarball into `work/project`, an empty ES module project. */
export async function packAndInstall(work: string): Promise<{ packed: Packed; project: string }> {
  const pack = await exec('npm', ['pack', '--json', '--silent', '--pack-destination', work], ROOT);
  if (pack.status !== 0) throw new Error(`npm pack failed:\n${pack.stderr}`);
  const packed = (JSON.parse(pack.stdout) as Packed[])[0]!;
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
