// npm run test:sites:real [-- NAME...]: builds a site from each real MCP server's tools/list that may sit
// beside the checkout (../shared/mcp-real/*.json, or only the files named) and checks each with the
// data-driven Playwright project, as npm run test:site does; it ends with one line per site.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { sharedData } from '../shared-data.ts';
import { runSite } from './cli.ts';
import { testSite } from './test-site.ts';

type Outcome = 'passed' | 'failed' | 'not built';

/** The catalogs to check: every JSON file of `dir`, or those whose name (with or without .json) is given. */
function catalogs(dir: string, names: readonly string[]): string[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  if (names.length === 0) return files;
  const wanted = new Set(names.map((name) => name.replace(/\.json$/, '')));
  return files.filter((file) => wanted.has(basename(file, '.json')));
}

async function checkAll(dir: string, files: readonly string[]): Promise<Map<string, Outcome>> {
  const outcomes = new Map<string, Outcome>();
  const root = mkdtempSync(join(tmpdir(), 'test-sites-real-'));
  try {
    for (const file of files) {
      const name = basename(file, '.json');
      const out = join(root, name);
      if ((await runSite([join(dir, file), '--out', out])) !== 0) {
        outcomes.set(name, 'not built');
        continue;
      }
      console.log(`test:sites:real: checking the ${name} site`);
      const status = testSite(out, [], { E2E_REPORT: `reports/e2e-site-real-${name}.json` });
      outcomes.set(name, status === 0 ? 'passed' : 'failed');
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return outcomes;
}

const dir = sharedData('test:sites:real', 'mcp-real');
if (dir !== undefined) {
  const names = process.argv.slice(2);
  const files = catalogs(dir, names);
  if (files.length === 0) {
    console.error(`test:sites:real: ${dir} has no catalog named ${names.join(', ')}.`);
    process.exitCode = 1;
  } else {
    const outcomes = await checkAll(dir, files);
    for (const [name, outcome] of outcomes) console.log(`test:sites:real: ${name}: ${outcome}`);
    process.exitCode = [...outcomes.values()].every((outcome) => outcome === 'passed') ? 0 : 1;
  }
}
