// The built sites one run of the site checks serves: SITE_DIRS, a JSON list of { name, dir }, or the one
// folder SITE_DIR names (dist when neither is set).
import { resolve } from 'node:path';

/** The port the site checks serve every site from. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4175);

/** One built site: its name in test titles, its folder, and where the server serves it. */
export interface SiteDir {
  name: string;
  dir: string;
  prefix: string;
  url: string;
}

/** The sites to check, each served under `/docs/<name>/`. */
export function siteDirs(): SiteDir[] {
  const listed = process.env.SITE_DIRS
    ? (JSON.parse(process.env.SITE_DIRS) as { name: string; dir: string }[])
    : [{ name: 'site', dir: process.env.SITE_DIR ?? 'dist' }];
  return listed.map(({ name, dir }) => {
    const prefix = `/docs/${encodeURIComponent(name)}/`;
    return { name, dir: resolve(dir), prefix, url: `http://127.0.0.1:${SITE_PORT}${prefix}` };
  });
}

/** What the static server mounts: each site's folder under its prefix. */
export function siteMounts(): { prefix: string; root: string; url: string }[] {
  return siteDirs().map(({ dir, prefix, url }) => ({ prefix, root: dir, url }));
}
