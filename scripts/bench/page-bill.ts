/**
 * The explorer's bill worker in Chromium, on the 1000 MCP tools × 30 described fields of the budget bench:
 * the built page starts the worker it ships (`assets/bill-worker-*.js`) and posts it the catalog text, as
 * the page does when a visitor opens a bill. Timed from posting to the answer: the first bill (the worker
 * starts and loads o200k_base, then reads and counts), a bill of a catalog not read before (reads and
 * counts), and a second provider of the same catalog (counts only). Beside it, the plain loop of the budget
 * bench (JSON.stringify + gpt-tokenizer over the same adapted tools) in this Node process.
 * Run with `npx tsx scripts/bench/page-bill.ts`; `npm run bench:page` runs it after the page's rows.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { importCatalog, toolCatalog } from '../../src/core/index.ts';
import { CHROMIUM_ARGS, findBrowser } from '../browser-path.mjs';
import { buildSite } from '../bundle-size.ts';
import { startStaticServer } from '../serve-static.mjs';
import { adaptedRequests, budgetCatalog } from './budget.ts';
import { median } from './measure.ts';

const RUNS = 5;
/** The bound: counting 1000 tools × 30 fields in the page's worker takes under a second. */
export const WORKER_LIMIT_MS = 1000;

/** Each answer's time, in ms, and the total it counted. */
interface WorkerTimes {
  first: number;
  fresh: number[];
  counted: number[];
  total: number;
}

/** Times the built bill worker in `page` (already on the served build), answering bills of `text`. */
async function benchBillWorker(page: Page, outDir: string, text: string): Promise<WorkerTimes> {
  const worker = readdirSync(join(outDir, 'assets')).find((file) => /^bill-worker-.*\.js$/.test(file));
  if (worker === undefined) throw new Error('the build has no bill worker');
  // tsx keeps function names with a helper the page does not have: the function below is run as given
  await page.evaluate('window.__name = (f) => f');
  return page.evaluate(
    async ({ url, text, runs }) => {
      const bill = new Worker(url, { type: 'module' });
      let id = 0;
      const ask = (request: object) =>
        new Promise<{ ms: number; total: number }>((resolve, reject) => {
          const asked = performance.now();
          const ownId = ++id;
          bill.onmessage = (event: MessageEvent) => {
            if (event.data.id !== ownId) return;
            const outcome = event.data.reply.outcome;
            if (!outcome.ok) reject(new Error(outcome.error.message));
            else resolve({ ms: performance.now() - asked, total: outcome.bill.total });
          };
          bill.postMessage({ ...request, id: ownId });
        });
      const source = { text };
      const first = await ask({ kind: 'bill', catalog: 0, source, provider: 'openai' });
      const fresh: number[] = [];
      const counted: number[] = [];
      for (let run = 1; run <= runs; run++) {
        fresh.push((await ask({ kind: 'bill', catalog: run, source, provider: 'openai' })).ms);
        counted.push((await ask({ kind: 'bill', catalog: run, source, provider: 'gemini' })).ms);
      }
      bill.terminate();
      return { first: first.ms, fresh, counted, total: first.total };
    },
    { url: `assets/${worker}`, text, runs: RUNS },
  );
}

/** The plain loop over the same adapted tools, in this process: median of RUNS, and its total. */
function plainLoop(catalog: ReturnType<typeof budgetCatalog>): { ms: number; total: number } {
  const imported = importCatalog(catalog);
  if (!imported.ok) throw new Error(imported.error.message);
  const requests = adaptedRequests(toolCatalog(imported.value));
  const plain = { disallowedSpecial: new Set<string>() };
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    total = 0;
    for (const request of requests) total += encode(JSON.stringify(request), plain).length;
    if (run > 0) times.push(performance.now() - started);
  }
  return { ms: median(times), total };
}

/** Prints the rows: the worker's answers, and the plain loop beside them. */
function printBillRows(times: WorkerTimes, plain: { ms: number; total: number }): void {
  if (times.total !== plain.total) throw new Error(`totals differ: ${times.total} and ${plain.total}`);
  const fresh = median(times.fresh);
  console.log(
    `The bill worker, 1000 MCP tools × 30 described fields, ${times.total.toLocaleString('en-US')} o200k tokens (OpenAI), ms:`,
  );
  console.log(
    `  first bill (worker start, o200k_base loaded, catalog read, counted): ${times.first.toFixed(0)}`,
  );
  console.log(
    `  a catalog not read before (read and counted), median of ${RUNS}: ${fresh.toFixed(0)} (limit ${WORKER_LIMIT_MS})`,
  );
  console.log(
    `  another provider of a catalog read (counted), median of ${RUNS}: ${median(times.counted).toFixed(0)}`,
  );
  console.log(
    `  plain loop in Node (JSON.stringify + gpt-tokenizer over the adapted tools): ${plain.ms.toFixed(0)}`,
  );
  console.log(
    `  the worker's read and count against the plain loop: ${(fresh / plain.ms).toFixed(2)}×; ${fresh < WORKER_LIMIT_MS ? 'within' : 'over'} the ${WORKER_LIMIT_MS} ms bound`,
  );
}

/** Times the bill worker of the build in `outDir` from `page` (on that build), and prints its rows. */
export async function runBillRows(page: Page, outDir: string): Promise<void> {
  const catalog = budgetCatalog();
  printBillRows(await benchBillWorker(page, outDir, JSON.stringify(catalog)), plainLoop(catalog));
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-bill-'));
  buildSite(outDir);
  const served = await startStaticServer({ root: outDir, prefix: '/' });
  const browser = await chromium.launch({
    executablePath: findBrowser()?.executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(served.url);
    console.log(`Chromium ${browser.version()}`);
    await runBillRows(page, outDir);
  } finally {
    await browser.close();
    await served.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
