import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes a stand-in for the explorer's production build into `dir/app` and returns that folder: a site
 * builder test needs an `index.html` with the explorer's head and an asset to copy, not a bundler run,
 * since the app's code does not depend on the catalog.
 */
export function writeStandInApp(dir: string): string {
  const app = join(dir, 'app');
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(join(app, 'assets', 'index.js'), 'export {};\n');
  const head = '<meta name="description" content="Explorer" /><title>Tool Contract Explorer</title>';
  writeFileSync(
    join(app, 'index.html'),
    `<html><head>${head}</head><body><div id="app"></div></body></html>`,
  );
  return app;
}
