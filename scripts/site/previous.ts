import { basename } from 'node:path';
import { diffCatalogs, type DiffReport } from '../../src/core/index.ts';
import { renderChanges } from './changes-html.ts';
import { readJsonFile } from './read-json.ts';
import { loadSiteCatalog, type SiteCatalog } from './site-catalog.ts';
import { fromContract, type SiteResult } from './site-error.ts';
import { docAnchors } from './static-html.ts';

/** What a site built with `--previous` adds: the diff, and the Changes section that lists it. */
export interface SiteChanges {
  report: DiffReport;
  section: string;
}

/**
 * Reads the previous version with the same reader and limits as the catalog, diffs it against the new one
 * with the core's `diffCatalogs`, and renders what changed; a defect in either is located in its file.
 */
export function readPrevious(file: string, site: SiteCatalog, newFile: string): SiteResult<SiteChanges> {
  const value = readJsonFile(file);
  if (!value.ok) return value;
  const old = loadSiteCatalog(value.value, file);
  if (!old.ok) return old;
  const diffed = diffCatalogs(old.value.value, site.value);
  if (!diffed.ok) return fromContract(diffed.error, diffed.side === 'old' ? file : newFile);
  const report = diffed.value;
  const section = renderChanges({ report, anchors: docAnchors(site), previous: basename(file) });
  return { ok: true, value: { report, section } };
}
