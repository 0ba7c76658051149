import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the package keeps its production build: `lib/app`, beside this module's compiled `lib/site`, with the
 * site page's template `site.html` and its assets. The build does not depend on any catalog, so every site
 * copies it and adds its own pages and data.
 */
export const PACKAGED_APP = fileURLToPath(new URL('../app/', import.meta.url));

/** The packaged build's folder, or null when it is missing (a checkout runs `npm run site` instead). */
export function packagedApp(): string | null {
  return existsSync(join(PACKAGED_APP, 'site.html')) ? PACKAGED_APP : null;
}
