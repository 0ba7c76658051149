// The README is for users: it stays short, names every source folder, and speaks of no development history.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HISTORY_WORDS } from '../src/site/explorer-text.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

/** Every folder under `src/`, `src/` itself included, as `src/a/b/`. */
function sourceFolders(): string[] {
  const src = join(ROOT, 'src');
  const nested = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${relative(ROOT, join(entry.parentPath, entry.name))}/`);
  return ['src/', ...nested].sort();
}

/** The folders the README's Layout section names, one a line, each at the start of its line. */
function layoutFolders(readme: string): string[] {
  const section = /^## Layout\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(readme)?.[1] ?? '';
  return [...section.matchAll(/^(src\/\S*)\s/gm)].map((match) => match[1]!);
}

describe('the README', () => {
  it('names every folder under src/ in its Layout section, and no folder that is gone', () => {
    const folders = sourceFolders();
    expect(folders.length).toBeGreaterThan(20);
    expect(layoutFolders(README).sort()).toEqual(folders);
  });

  it('gives each folder of the Layout section a line of its own that says what it holds', () => {
    const section = /^## Layout\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(README)?.[1] ?? '';
    for (const folder of sourceFolders()) {
      const line = section.split('\n').find((text) => text.startsWith(`${folder} `));
      expect(line, folder).toBeDefined();
      expect(line!.slice(folder.length).trim().split(/\s+/).length, folder).toBeGreaterThan(2);
    }
  });

  it('finds a missing folder', () => {
    const without = README.replace(/^src\/core\/schema\/full\/ .*\n/m, '');
    expect(layoutFolders(without)).not.toContain('src/core/schema/full/');
    expect(layoutFolders(without).sort()).not.toEqual(sourceFolders());
  });

  it('stays under 350 lines', () => {
    expect(README.split('\n').length).toBeLessThan(350);
  });

  it('speaks of no seed, no specification section and no development history', () => {
    const found = HISTORY_WORDS.map((word) => word.exec(README)?.[0]).filter(Boolean);
    expect(found).toEqual([]);
  });

  it('keeps npm test as the command that runs every check', () => {
    expect(README).toMatch(/^npm install && npm test\b/m);
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<
      string,
      string
    >;
    for (const script of README.matchAll(/\bnpm run ([a-z0-9:]+)/g))
      expect(scripts, script[0]).toHaveProperty(script[1]!);
  });
});
