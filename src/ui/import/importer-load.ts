import type { ImportNews, ImportProblem, LoadEnd } from './import-types.ts';

/** The importer's state that the end of a load writes (its news aside, written through its own writer). */
export interface LoadState {
  isLoading: boolean;
  problem: ImportProblem | null;
  lastLoad: { id: number; isKept: boolean } | null;
}

/**
 * The importer's own writing of how a load ended, loaded with its work rather than with the page: the
 * refusal, or the news (through `tell`, the importer's writer of it) and whether the catalog is kept for a
 * reload; true when the catalog went in use.
 */
export async function finishLoad(
  importer: LoadState,
  ending: Promise<LoadEnd>,
  tell: (news: ImportNews) => void,
): Promise<boolean> {
  const end = await ending;
  if (end.kind === 'superseded') return false;
  importer.isLoading = false;
  if (end.kind === 'refused') {
    importer.problem = end.problem;
    return false;
  }
  tell({ key: `import.loaded.${end.about}`, params: { count: end.count }, about: end.about });
  importer.lastLoad = { id: end.id, isKept: true };
  if (!(await end.isKept)) importer.lastLoad = { id: end.id, isKept: false };
  return true;
}
