import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ASSETS_DIR = 'assets';

/**
 * The files of a built app's `assets/` folder that its `site.html` reaches: those the page names, then those
 * any reached file names in turn (a lazy chunk, its sheet, a worker). A published site copies only these, so
 * the explorer's own parts (its first page, the token counter's worker) stay out of it.
 */
export function siteAssets(appDir: string): string[] {
  const dir = join(appDir, ASSETS_DIR);
  const assets = existsSync(dir) ? readdirSync(dir) : [];
  const reached = new Set<string>();
  const unread = [readFileSync(join(appDir, 'site.html'), 'utf8')];
  for (let text = unread.pop(); text !== undefined; text = unread.pop()) {
    for (const asset of assets) {
      if (reached.has(asset) || !text.includes(asset)) continue;
      reached.add(asset);
      unread.push(readFileSync(join(dir, asset), 'utf8'));
    }
  }
  return [...reached].sort();
}
