// docs/architecture.md is a map of the code: every file and folder it names must exist, so the map cannot rot.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HISTORY_WORDS } from '../src/site/explorer-text.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const DOCS = join(ROOT, 'docs');
const MAP = readFileSync(join(DOCS, 'architecture.md'), 'utf8');

/** Every path of the repository the text names in backticks (`src/…`, `scripts/…`), placeholders left out. */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
  const paths = spans.filter((span) => /^(src|scripts|e2e|public|docs)\/[^\s<>*]*$/.test(span));
  return [...new Set(paths)];
}

/**
 * The source paths the picture names (`ui/views.ts`, `mcp/`): each is a path from the root, under `src/`,
 * or, for the core's folders, under `src/core/`; a `*` stands for the files of its folder.
 */
function picturePaths(markdown: string): string[] {
  const picture = /^## Layers[\s\S]*?```\n([\s\S]*?)```/m.exec(markdown)?.[1] ?? '';
  const tokens = picture.match(/\b[a-z][a-z0-9.-]*\/[a-z0-9./*-]*/g) ?? [];
  return [
    ...new Set(tokens.filter((token) => token !== 'tools/list').map((token) => token.replace(/\*.*$/, ''))),
  ];
}

/** The targets of the text's relative Markdown links, such as `cli.md`. */
function linkedDocs(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)#:\s]+)\)/g)].map((match) => match[1]!);
}

describe('namedPaths', () => {
  it('takes repository paths in backticks, once each, and leaves out other code and placeholders', () => {
    const text =
      'In `src/core/` and `src/core/`, see `scripts/a.ts`, not `npm test` nor `src/cli/<name>.ts`.';
    expect(namedPaths(text)).toEqual(['src/core/', 'scripts/a.ts']);
  });
});

describe('docs/architecture.md', () => {
  it('names only files and folders that exist', () => {
    const paths = namedPaths(MAP);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('draws only source files and folders that exist', () => {
    const paths = picturePaths(MAP);
    expect(paths.length).toBeGreaterThan(15);
    const missing = paths.filter(
      (path) => !['', 'src', 'src/core'].some((base) => existsSync(join(ROOT, base, path))),
    );
    expect(missing).toEqual([]);
  });

  it('links only documents that exist', () => {
    const links = linkedDocs(MAP);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((link) => !existsSync(join(DOCS, link)))).toEqual([]);
  });

  it('stays a short read and speaks of the code, not of how it was made', () => {
    expect(MAP.split('\n').length).toBeLessThanOrEqual(200);
    expect(HISTORY_WORDS.map((word) => word.exec(MAP)?.[0]).filter(Boolean)).toEqual([]);
  });
});
