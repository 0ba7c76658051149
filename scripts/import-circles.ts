/**
 * Finds import circles among the TypeScript and Svelte files of some folders: each file's relative
 * `import`/`export … from` (type-only ones too, which still tie two modules together) is an edge, and
 * every strongly connected group of more than one file, or a file that imports itself, is a circle.
 * Dynamic `import()` is left out: it loads on demand and makes no load-time circle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const STATIC_IMPORT = /(?:^|\s|;)(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/g;

/** The files below `folders` ending in .ts or .svelte, as absolute paths. */
export function sourceFiles(folders: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|svelte)$/.test(name)) files.push(resolve(path));
    }
  };
  for (const folder of folders) walk(folder);
  return files;
}

/** Each file's relative static imports that land on another of `files`. */
export function importGraph(files: readonly string[], read = (file: string) => readFileSync(file, 'utf8')) {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const match of read(file).matchAll(STATIC_IMPORT)) {
      const target = resolve(dirname(file), match[1]!);
      const withExtension = known.has(target) || existsSync(target) ? target : `${target}.ts`;
      if (known.has(withExtension)) targets.push(withExtension);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The circles of a graph (Tarjan's strongly connected components), each as its files. */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, counter);
    lowest.set(file, counter++);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) visit(next);
      if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) circles.push(group.reverse());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

// `npx tsx scripts/import-circles.ts src/core src/cli` lists the circles among those folders' files
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const folders = process.argv.slice(2);
  const circles = importCircles(importGraph(sourceFiles(folders.length > 0 ? folders : ['src'])));
  console.log(`${circles.length} import circle${circles.length === 1 ? '' : 's'}`);
  for (const circle of circles) console.log(`- ${circle.map((file) => relative('.', file)).join(' → ')}`);
  process.exitCode = circles.length === 0 ? 0 : 1;
}
