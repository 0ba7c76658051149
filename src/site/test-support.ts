import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes a stand-in for the production build into `dir/app` and returns that folder: a site builder test
 * needs the site page's template (`site.html`, with its head and body marker), the explorer's own page a
 * site leaves out, and an asset to copy, not a bundler run, since the app's code does not depend on the
 * catalog.
 */
export function writeStandInApp(dir: string): string {
  const app = join(dir, 'app');
  mkdirSync(join(app, 'assets'), { recursive: true });
  writeFileSync(join(app, 'assets', 'site.js'), 'export {};\n');
  const head =
    '<meta name="description" content="Documentation of tools." /><title>Tools</title><script type="module" src="./assets/site.js"></script>';
  writeFileSync(
    join(app, 'site.html'),
    `<!doctype html>\n<html lang="en"><head>${head}</head><body>\n<!--site-body-->\n</body></html>`,
  );
  writeFileSync(join(app, 'index.html'), '<html><body><div id="app"></div></body></html>');
  return app;
}

/** Every page's body of a site, the overview first, as one text: what a test searches a whole site for. */
export function allBodies(pages: ReadonlyMap<string, { body: string }>): string {
  return [...pages.values()].map((page) => page.body).join('\n');
}
