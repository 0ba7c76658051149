// Lists the test files that read the optional shared data beside the checkout (directly through
// scripts/shared-data.ts, or through scripts/json-schema-suite.ts), for .ci/run's run without it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const READERS = /shared-data\.ts|json-schema-suite\.ts/;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : walk(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = ['src', 'scripts'].flatMap(walk).filter((file) => READERS.test(readFileSync(file, 'utf8')));
console.log(files.sort().join('\n'));
