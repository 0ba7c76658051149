// The form generated from the schema ships in its own chunk, fetched when a visitor chooses Form: neither the
// first page nor the Arguments view nor the MCP browser carries its modules.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, linkedFiles, readManifest, staticClosure, type ManifestChunk } from './bundle-size.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FORM_DIR = 'src/ui/form';
const FORM_ENTRY = `${FORM_DIR}/ArgumentsForm.svelte`;

/** The modules a source file imports at run time (type-only imports are erased), as paths from the root. */
function runtimeImports(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/^\s*import\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)) {
    if (!match[1])
      found.push(
        relative(ROOT, resolve(ROOT, dirname(file), match[2]!))
          .split('\\')
          .join('/'),
      );
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|svelte)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** Every form module reachable from `roots` through static imports that stay inside the form's folder. */
function closureInForm(roots: readonly string[], graph: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const queue = roots.filter((file) => file.startsWith(`${FORM_DIR}/`));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(graph.get(file) ?? []).filter((next) => next.startsWith(`${FORM_DIR}/`)));
  }
  return seen;
}

/**
 * The form's own modules: those the form component needs and nothing outside the form's folder reaches
 * statically (the edit-mode switch, its strings and the lazy loader stay with the views).
 */
function formOnlyModules(): Set<string> {
  const files = sourceFiles('src');
  const graph = new Map(
    files.map((file) => [file, runtimeImports(file, readFileSync(join(ROOT, file), 'utf8'))]),
  );
  const fromOutside = files
    .filter((file) => !file.startsWith(`${FORM_DIR}/`))
    .flatMap((file) => graph.get(file)!);
  const reachedFromOutside = closureInForm(fromOutside, graph);
  return new Set([...closureInForm([FORM_ENTRY], graph)].filter((file) => !reachedFromOutside.has(file)));
}

/** The source modules a set of built chunks were made from, read from their (hidden) source maps. */
function sourcesOf(outDir: string, files: Iterable<string>): Set<string> {
  const sources = new Set<string>();
  for (const file of files) {
    const map = join(outDir, `${file}.map`);
    if (!file.endsWith('.js') || !existsSync(map)) continue;
    for (const source of (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources)
      sources.add(
        relative(ROOT, resolve(dirname(map), source))
          .split('\\')
          .join('/'),
      );
  }
  return sources;
}

describe('the form in the production build', () => {
  let dir: string;
  let manifest: Record<string, ManifestChunk>;
  let formOnly: Set<string>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'form-chunk-test-'));
    buildSite(dir, ['--sourcemap', 'hidden']);
    manifest = readManifest(dir);
    formOnly = formOnlyModules();
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const chunkOf = (source: string) => {
    const chunk = manifest[source];
    if (!chunk) throw new Error(`the build has no chunk for ${source}`);
    return chunk;
  };

  it('reads the form’s own modules from the source: the fields, not the switch', () => {
    for (const part of [
      'ArgumentsForm.svelte',
      'Field.svelte',
      'ObjectFields.svelte',
      'form-editor.svelte.ts',
    ])
      expect(formOnly).toContain(`${FORM_DIR}/${part}`);
    for (const part of ['EditModeSwitch.svelte', 'edit-mode.ts', 'lazy-form.ts'])
      expect(formOnly).not.toContain(`${FORM_DIR}/${part}`);
  });

  it('builds the form as a chunk of its own, loaded on demand, holding every form module that ships', () => {
    const form = chunkOf(FORM_ENTRY);
    expect(form.isDynamicEntry).toBe(true);
    const shipped = sourcesOf(dir, staticClosure([form.file], manifest));
    const everywhere = sourcesOf(
      dir,
      Object.values(manifest).map((chunk) => chunk.file),
    );
    const formShipped = [...formOnly].filter((file) => everywhere.has(file));
    expect(formShipped.length).toBeGreaterThan(5);
    for (const file of formShipped) expect(shipped).toContain(file);
  });

  it.each([
    // one view for every catalog format: a scalar tool's check and an MCP tool's
    ['the Arguments view', 'src/ui/arguments/ArgumentsView.svelte'],
  ])('keeps the form out of %s and everything it loads with it', (_name, source) => {
    const view = chunkOf(source);
    expect(view.isDynamicEntry).toBe(true);
    const withView = staticClosure([view.file], manifest);
    expect(withView).not.toContain(chunkOf(FORM_ENTRY).file);
    expect([...sourcesOf(dir, withView)].filter((file) => formOnly.has(file))).toEqual([]);
    // the view does carry the switch that loads the form
    expect(sourcesOf(dir, withView)).toContain(`${FORM_DIR}/EditModeSwitch.svelte`);
  });

  it('keeps the form out of the first page', () => {
    const initial = staticClosure(linkedFiles(readFileSync(join(dir, 'index.html'), 'utf8')), manifest);
    expect([...sourcesOf(dir, initial)].filter((file) => formOnly.has(file))).toEqual([]);
  });
});
