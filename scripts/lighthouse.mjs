// Builds the explorer (or takes a built site: --site DIR, and --path to open a page of it, such as a tool's
// page `/tool-list_issues.html` or the overview `/`), serves it gzip-compressed with the plain static server,
// runs Lighthouse (mobile preset) on it and checks the scores.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findBrowser } from './browser-path.mjs';
import { startStaticServer } from './serve-static.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TARGETS = { performance: 0.98, accessibility: 1, 'best-practices': 1, seo: 1 };
const REPORT = join(ROOT, '.lighthouse', 'report.json');

function build(outDir) {
  const vite = join(ROOT, 'node_modules', '.bin', 'vite');
  const run = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error('vite build failed');
}

/** The audits that cost a category points, worst first, as short lines. */
function missedAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < 1)
    .sort((a, b) => b.ref.weight * (1 - b.audit.score) - a.ref.weight * (1 - a.audit.score))
    .map(
      ({ audit }) =>
        `    ${audit.id} (${audit.score}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`,
    );
}

/** The folder and page to measure: `--site DIR [--path /tool-NAME.html]`, or the explorer built afresh. */
function target(argv) {
  const option = (name) => {
    const at = argv.indexOf(name);
    return at === -1 ? undefined : argv[at + 1];
  };
  return { site: option('--site'), path: option('--path') ?? '' };
}

async function main() {
  const { site, path } = target(process.argv.slice(2));
  const browser = findBrowser();
  const chromePath = browser?.executablePath ?? browser?.own;
  if (!chromePath) throw new Error('No Chromium found; run node scripts/ensure-browser.mjs');
  const outDir = site ?? mkdtempSync(join(tmpdir(), 'lighthouse-site-'));
  if (!site) build(outDir);
  const served = await startStaticServer({ root: outDir, prefix: '/' });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(new URL(path.replace(/^\//, ''), served.url).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    mkdirSync(join(ROOT, '.lighthouse'), { recursive: true });
    writeFileSync(REPORT, JSON.stringify(lhr, null, 2));
    console.log(
      `Lighthouse ${lhr.lighthouseVersion} (${lhr.configSettings.formFactor}) on ${lhr.finalDisplayedUrl}`,
    );
    let isBelow = false;
    for (const [id, target] of Object.entries(TARGETS)) {
      const { title, score } = lhr.categories[id];
      const isMet = score !== null && score >= target;
      isBelow ||= !isMet;
      console.log(
        `  ${title.padEnd(15)} ${score === null ? 'n/a' : score.toFixed(2)}  (target ≥ ${target})${isMet ? '' : '  BELOW'}`,
      );
      if (!isMet) console.log(missedAudits(lhr, id).join('\n'));
    }
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ];
    console.log(
      `  ${metrics.map((id) => `${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`).join(' · ')}`,
    );
    console.log(`  DOM size: ${lhr.audits['dom-size']?.displayValue ?? 'n/a'}`);
    console.log(`Full report: ${REPORT}`);
    if (isBelow) process.exitCode = 1;
  } finally {
    await chrome.kill();
    await served.close();
    if (!site) rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
