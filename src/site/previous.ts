import { basename } from 'node:path';
import { diffCatalogs, type DiffReport } from '../core/index.ts';
import { loadSiteCatalog, type SiteCatalog } from './site-catalog.ts';
import { fromContract, type SiteResult } from './site-error.ts';

/** What a site built with `--previous` adds: the diff, and how the previous version is named to the reader. */
export interface SiteChanges {
  report: DiffReport;
  /** The previous version's file name. */
  previous: string;
}

/**
 * Reads the previous version (already parsed, with the same reader and limits as the catalog) and diffs it
 * against the new one with the core's `diffCatalogs`. A defect of the previous version is refused with its
 * pointer; the new catalog was checked before this is called.
 */
export function readPrevious(value: unknown, file: string, site: SiteCatalog): SiteResult<SiteChanges> {
  const old = loadSiteCatalog(value);
  if (!old.ok) return old;
  const diffed = diffCatalogs(old.value.value, site.value);
  if (!diffed.ok) return fromContract(diffed.error);
  return { ok: true, value: { report: diffed.value, previous: basename(file) } };
}
