import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, sourceFiles } from '../../../scripts/import-circles.ts';

describe('the page state and the importer', () => {
  it('import no circle among themselves and the records they load', () => {
    const folders = ['state', 'import', 'records', 'arguments'].map((folder) =>
      resolve(import.meta.dirname, '..', folder),
    );
    const files = sourceFiles(folders);
    expect(files.length).toBeGreaterThan(20);
    expect(importCircles(importGraph(files))).toEqual([]);
  });
});
