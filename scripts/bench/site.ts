/**
 * `npm run site` on the largest legal catalog (1000 tools × 30 fields): the whole command (read, check,
 * records, plain HTML, copy of the shared app build, move into place), timed end to end in this process.
 * The app build is made first and reused, as on every site build after the first for given sources.
 * Run with `npx tsx scripts/bench/site.ts`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeIo } from '../../src/cli/node-io.ts';
import { appBuild } from '../site/app-build.ts';
import { runSite } from '../site/cli.ts';
import { largestCatalog } from './catalog.ts';

const RUNS = 5;
const quiet = { ...nodeIo(), out: () => undefined };
const dir = mkdtempSync(join(tmpdir(), 'bench-site-'));
try {
  const catalog = join(dir, 'catalog.json');
  writeFileSync(catalog, JSON.stringify(largestCatalog()));
  const started = performance.now();
  appBuild();
  console.log(
    `app build (once per source change, then reused): ${Math.round(performance.now() - started)} ms`,
  );
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const status = await runSite([catalog, '--out', join(dir, 'site')], quiet);
    if (status !== 0) throw new Error('the site build failed');
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)]!;
  console.log(
    `site build, 1000 tools × 30 fields: median ${Math.round(median)} ms of ${RUNS} (min ${Math.round(times[0]!)}, max ${Math.round(times.at(-1)!)}), limit 10000 ms`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
