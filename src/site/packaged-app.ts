import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the package keeps its production build of the explorer: `lib/app`, beside this module's compiled
 * `lib/site`. The build does not depend on any catalog, so every site copies it and adds its own data.
 */
export const PACKAGED_APP = fileURLToPath(new URL('../app/', import.meta.url));

/** The packaged explorer's folder, or null when it is missing (a checkout runs `npm run site` instead). */
export function packagedApp(): string | null {
  return existsSync(join(PACKAGED_APP, 'index.html')) ? PACKAGED_APP : null;
}
