import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { tempFolder } from '../cli/test-io.ts';
import { prepareSite, type SiteData, type SiteFile, type SiteInputs } from './build-site.ts';

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

/** A test's own temporary folder: where it is, the stand-in app inside it, and a way to write input files. */
export interface SiteFolder {
  readonly dir: string;
  readonly app: string;
  /** Writes `value` into the folder as `name`, text as it is and anything else as JSON; returns the file's path. */
  write(name: string, value: unknown): string;
}

/**
 * Gives each test of the calling file (or `describe` block) a fresh temporary folder holding a stand-in app,
 * and removes it after the test.
 */
export function siteFolderPerTest(): SiteFolder {
  let made: { folder: ReturnType<typeof tempFolder>; app: string } | undefined;
  beforeEach(() => {
    const folder = tempFolder();
    made = { folder, app: writeStandInApp(folder.dir) };
  });
  afterEach(() => {
    made?.folder.remove();
    made = undefined;
  });
  const current = () => {
    if (made === undefined) throw new Error('a site folder exists only while a test runs');
    return made;
  };
  return {
    get dir() {
      return current().folder.dir;
    },
    get app() {
      return current().app;
    },
    write: (name, value) => current().folder.write(name, value),
  };
}

/** The folders `writeSite` stages a site in that are still in `dir`: none once it has returned. */
export function stagingFoldersIn(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.startsWith('.site-'));
}

/** The input files a site is built from, by name, as the command line gives them. */
export interface SitePaths {
  catalog?: string;
  examples?: string;
  descriptions?: string;
  title?: string;
}

/** One input file, read and parsed as the command line reads it. */
export function readInput(file: string): SiteFile {
  return { file, value: JSON.parse(readFileSync(file, 'utf8')) as unknown };
}

/** The inputs `prepareSite` takes for the files `paths` names, each read and parsed. */
export function siteInputsOf(paths: SitePaths): SiteInputs {
  const inputs: SiteInputs = paths.title === undefined ? {} : { title: paths.title };
  for (const input of ['catalog', 'examples', 'descriptions'] as const) {
    const file = paths[input];
    if (file !== undefined) inputs[input] = readInput(file);
  }
  return inputs;
}

/** The site `inputs` make; throws the located error when they are refused, which the calling test does not expect. */
export function preparedSite(inputs: SiteInputs): SiteData {
  const site = prepareSite(inputs);
  if (!site.ok) throw new Error(`${site.error.code} ${site.error.path}: ${site.error.message}`);
  return site.value;
}

/** Reads back the numeric character references `escapeHtml` writes, as a test reads a value out of a page. */
export function unescapeHtml(html: string): string {
  return html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** Every page's body of a site, the overview first, as one text: what a test searches a whole site for. */
export function allBodies(pages: ReadonlyMap<string, { body: string }>): string {
  return [...pages.values()].map((page) => page.body).join('\n');
}
