// Part of npm test: builds the explorer's own site and a site from the fixture MCP catalog (with its author's
// groups) and a Korean site from a fixture whose tools declare output schemas with npm run site, a site from
// the fixture scalar catalog with `npx tool-contract site` in the packed package installed into an empty
// folder (no checkout, no Vite), and, when the shared data sits beside the checkout, a site of GitHub's
// 117-tool MCP server; then checks each with the data-driven Playwright project (playwright.site.config.ts),
// all of them in one run. npm run test:sites:full (E2E_FULL=1) runs every check on every site.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exec, packAndInstall } from '../pack-install.ts';
import { sharedData } from '../shared-data.ts';
import { runSite } from './cli.ts';
import { testSites } from './test-site.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** The sites `npm test` checks, each with the command line that builds it into the folder given last. */
export const SITES: readonly { name: string; build: (out: string) => Promise<boolean | 'skipped'> }[] = [
  { name: 'default', build: async (out) => (await runSite(['--out', out])) === 0 },
  {
    name: 'mcp',
    build: async (out) =>
      (await runSite([
        ...[fixture('mcp-tools.json'), '--title', 'Notes server'],
        ...['--groups', fixture('mcp-groups.json'), '--out', out],
      ])) === 0,
  },
  {
    name: 'korean',
    build: async (out) =>
      (await runSite([
        fixture('mcp-ko-tools.json'),
        '--title',
        '메모 도구',
        '--lang',
        'ko',
        '--out',
        out,
      ])) === 0,
  },
  { name: 'installed', build: buildFromInstalledPackage },
  { name: 'github', build: buildGitHubSite },
];

// The sites npm test scans with axe at 320 px as well as at 1280 px: those whose pages differ most, the Korean
// one and GitHub's 117 tools, or the fixture MCP list's where GitHub's was not built.
function narrowAxeSites(built: readonly string[]): string[] {
  return ['korean', built.includes('github') ? 'github' : 'mcp'].filter((name) => built.includes(name));
}

/** The GitHub server's tools as a site titled "GitHub tools", when the shared data is there; else it says it skips. */
async function buildGitHubSite(out: string): Promise<boolean | 'skipped'> {
  const list = sharedData('test:sites github site', 'mcp-real', 'github-mcp-server.json');
  if (list === undefined) return 'skipped';
  return (await runSite([list, '--title', 'GitHub tools', '--out', out])) === 0;
}

/** `npx tool-contract site` in the packed package, installed beside the site's folder with nothing else around. */
async function buildFromInstalledPackage(out: string): Promise<boolean> {
  const work = join(out, '..', 'package');
  const { project } = await packAndInstall(mkdtempSync(`${work}-`));
  const argv = [
    ...['tool-contract', 'site', fixture('catalog.json')],
    ...['--examples', fixture('examples.json'), '--descriptions', fixture('descriptions.json'), '--out', out],
  ];
  const built = await exec('npx', argv, project);
  process.stdout.write(built.stdout);
  process.stderr.write(built.stderr);
  return built.status === 0;
}

const root = mkdtempSync(join(tmpdir(), 'test-sites-'));
let failed = 0;
try {
  const built: { name: string; dir: string }[] = [];
  for (const { name, build } of SITES) {
    const dir = join(root, name);
    const outcome = await build(dir);
    if (outcome === 'skipped') continue;
    if (outcome) built.push({ name, dir });
    else {
      console.error(`test:sites: the ${name} site did not build`);
      failed++;
    }
  }
  // one server and one browser check every site that built
  const names = built.map((site) => site.name);
  const narrow = process.env.E2E_FULL === '1' ? names : narrowAxeSites(names);
  console.log(
    `test:sites: checking the ${names.join(', ')} sites (axe at 320 px on ${narrow.join(' and ')})`,
  );
  const env = {
    SITE_DIRS: JSON.stringify(built),
    SITE_AXE_320: JSON.stringify(narrow),
    E2E_REPORT: 'reports/e2e-site.json',
  };
  if (built.length > 0 && testSites(env) !== 0) failed++;
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.exitCode = failed === 0 ? 0 : 1;
