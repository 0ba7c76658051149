// Part of npm test: builds the explorer's own site and a site from the fixture MCP catalog, then checks each
// with the data-driven Playwright project (playwright.site.config.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { publishSite, type SiteOptions } from './build-site.ts';
import { formatSiteError } from './site-error.ts';
import { testSite } from './test-site.ts';

const FIXTURE_MCP = fileURLToPath(new URL('./fixtures/mcp-tools.json', import.meta.url));

/** The sites `npm test` checks: the default build, and one from a small MCP catalog the project wrote. */
export const SITES: readonly { name: string; options: Omit<SiteOptions, 'out'> }[] = [
  { name: 'default', options: {} },
  { name: 'mcp', options: { catalog: FIXTURE_MCP, title: 'Notes server' } },
];

const root = mkdtempSync(join(tmpdir(), 'test-sites-'));
let failed = 0;
try {
  for (const { name, options } of SITES) {
    const out = join(root, name);
    const built = publishSite({ ...options, out });
    if (!built.ok) {
      console.error(`test:sites: the ${name} site did not build: ${formatSiteError(built.error)}`);
      failed++;
      continue;
    }
    console.log(`test:sites: checking the ${name} site`);
    if (testSite(out, [], { E2E_REPORT: `reports/e2e-site-${name}.json` }) !== 0) failed++;
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
process.exitCode = failed === 0 ? 0 : 1;
