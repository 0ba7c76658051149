// Prints `unit: N passed, N failed`, `standalone: …` (the suites that read the shared data, run without it) and `e2e: …` from the JSON reports.
import { existsSync, readFileSync } from 'node:fs';

function read(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const unit = read('reports/unit.json');
if (unit) console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
else console.log('unit: 0 passed, 0 failed (no report: the run stopped before the unit tests)');

const alone = read('reports/unit-no-shared.json');
if (alone) console.log(`standalone: ${alone.numPassedTests} passed, ${alone.numFailedTests} failed`);

const e2e = read('reports/e2e.json');
if (e2e) {
  const s = e2e.stats;
  console.log(`e2e: ${s.expected + s.flaky} passed, ${s.unexpected} failed`);
} else console.log('e2e: 0 passed, 0 failed (no report: the run stopped before the e2e tests)');

const sites = ['default', 'mcp', 'installed']
  .map((name) => read(`reports/e2e-site-${name}.json`))
  .filter(Boolean);
if (sites.length > 0) {
  const passed = sites.reduce((n, r) => n + r.stats.expected + r.stats.flaky, 0);
  const failed = sites.reduce((n, r) => n + r.stats.unexpected, 0);
  console.log(`site checks: ${passed} passed, ${failed} failed (${sites.length} sites)`);
}
