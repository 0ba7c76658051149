import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, sourceFiles } from './import-circles.ts';

describe('importCircles', () => {
  it('finds a circle through type-only and multi-line imports, and none through a dynamic import', () => {
    const texts: Record<string, string> = {
      '/x/a.ts': "import { b } from './b.ts';\nexport const a = 1;",
      '/x/b.ts': "import type {\n  C,\n} from './c.ts';\nexport const b = 2;",
      '/x/c.ts': "export { a } from './a.ts';",
      '/x/d.ts': "const lazy = () => import('./e.ts');",
      '/x/e.ts': "import { d } from './d.ts';",
    };
    const graph = importGraph(Object.keys(texts), (file) => texts[file]!);
    expect(importCircles(graph)).toEqual([['/x/a.ts', '/x/b.ts', '/x/c.ts']]);
  });

  it('finds a file that imports itself', () => {
    expect(importCircles(new Map([['/x/a.ts', ['/x/a.ts']]]))).toEqual([['/x/a.ts']]);
  });

  it.each(['src/core', 'src/cli', 'src/site', 'src/ui'])(
    'finds no circle among the files of %s',
    (folder) => {
      const files = sourceFiles([resolve(import.meta.dirname, '..', folder)]);
      expect(files.length).toBeGreaterThan(10);
      expect(importCircles(importGraph(files))).toEqual([]);
    },
  );
});
