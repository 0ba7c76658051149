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

const sites = read('reports/e2e-site.json');
if (sites) {
  const s = sites.stats;
  // each built site's checks are one describe block named after the site, in every site spec
  const names = new Set(sites.suites.flatMap((file) => (file.suites ?? []).map((suite) => suite.title)));
  console.log(`site checks: ${s.expected + s.flaky} passed, ${s.unexpected} failed (${names.size} sites)`);
}
