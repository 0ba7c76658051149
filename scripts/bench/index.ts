// `npm run bench`: the catalog contract and the schema compiler (subset and full engine), each beside Ajv; the full engine's contenders each in a fresh process of their own (full-schema.ts); then the catalog diff at the largest legal size; then search and grouping over 1000 tools; then the published site's search, each keystroke on 1000 tools × 30 fields; then `tool-contract scan` of 1000 tools × 30 fields as a whole process; then `tool-contract budget --format json` on 1000 tools × 30 fields as a whole process, beside a plain script that counts the same adapted tools.
import { loadavg } from 'node:os';
import { runBudgetBench } from './budget.ts';
import { runCatalogBench } from './catalog.ts';
import { runDiffBench } from './diff.ts';
import { runFullSchemaBench } from './full-schema.ts';
import { harnessSelfCheck } from './measure.ts';
import { runScanBench } from './scan.ts';
import { runSchemaBench } from './schema.ts';
import { runSearchBench } from './search.ts';
import { runSiteSearchBench } from './site-search.ts';

console.log(
  `Node ${process.version}, ${new Date().toISOString()}, load average ${loadavg()[0]!.toFixed(2)}\n`,
);
const { ratios, spread } = harnessSelfCheck();
console.log(
  `Harness self-check: a tiny check over an identical copy of itself, ${ratios.map((ratio) => ratio.toFixed(3) + '×').join(' and ')}` +
    ` (named first, then second): ${spread <= 0.05 ? 'within' : 'NOT within'} 5 %\n`,
);
await runCatalogBench();
console.log('');
await runSchemaBench();
console.log('');
await runFullSchemaBench();
console.log('');
runDiffBench();
console.log('');
runSearchBench();
console.log('');
runSiteSearchBench();
console.log('');
runScanBench();
console.log('');
runBudgetBench();
