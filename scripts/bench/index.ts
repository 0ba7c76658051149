// `npm run bench`: the catalog contract and the schema compiler (subset and full engine), each beside Ajv, in one process.
import { runCatalogBench } from './catalog.ts';
import { runFullSchemaBench } from './full-schema.ts';
import { runSchemaBench } from './schema.ts';

console.log(`Node ${process.version}, ${new Date().toISOString()}\n`);
await runCatalogBench();
console.log('');
await runSchemaBench();
console.log('');
await runFullSchemaBench();
