// npm run test:site -- --site <dir>: runs the data-driven Playwright checks on a built site.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs playwright.site.config.ts against `site`; extra arguments go to Playwright. Returns the exit status. */
export function testSite(site: string, extra: readonly string[] = [], env: NodeJS.ProcessEnv = {}): number {
  const dir = resolve(site);
  if (!existsSync(join(dir, 'records', 'manifest.json'))) {
    console.error(
      `test:site: ${dir} is not a built site (no records/manifest.json); build one with tool-contract site (npm run site in a checkout).`,
    );
    return 1;
  }
  return testSites({ ...env, SITE_DIR: dir }, extra);
}

/** Runs playwright.site.config.ts with `env` naming the sites (SITE_DIR or SITE_DIRS); returns the exit status. */
export function testSites(env: NodeJS.ProcessEnv, extra: readonly string[] = []): number {
  const playwright = join(ROOT, 'node_modules', '.bin', 'playwright');
  const run = spawnSync(playwright, ['test', '-c', 'playwright.site.config.ts', ...extra], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, SITE_DIRS: '', ...env },
  });
  return run.status ?? 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--site');
  const site = at >= 0 ? args[at + 1] : undefined;
  if (site === undefined) {
    console.error('test:site: name the built site with --site <dir>.');
    process.exitCode = 1;
  } else {
    process.exitCode = testSite(site, [...args.slice(0, at), ...args.slice(at + 2)]);
  }
}
