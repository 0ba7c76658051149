import { basename } from 'node:path';
import { diffCatalogs, type DiffReport } from '../core/index.ts';
import { renderChanges } from './changes-html.ts';
import { loadSiteCatalog, type SiteCatalog } from './site-catalog.ts';
import { fromContract, type SiteResult } from './site-error.ts';
import { docAnchors } from './static-html.ts';

/** What a site built with `--previous` adds: the diff, and the Changes section that lists it. */
export interface SiteChanges {
  report: DiffReport;
  section: string;
}

/**
 * Reads the previous version (already parsed, with the same reader and limits as the catalog), diffs it
 * against the new one with the core's `diffCatalogs`, and renders what changed. A defect of the previous
 * version is refused with its pointer; the new catalog was checked before this is called.
 */
export function readPrevious(value: unknown, file: string, site: SiteCatalog): SiteResult<SiteChanges> {
  const old = loadSiteCatalog(value);
  if (!old.ok) return old;
  const diffed = diffCatalogs(old.value.value, site.value);
  if (!diffed.ok) return fromContract(diffed.error);
  const report = diffed.value;
  const section = renderChanges({ report, anchors: docAnchors(site), previous: basename(file) });
  return { ok: true, value: { report, section } };
}
