import { isAbsolute, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SarifArtifact } from '../../core/index.ts';
import { STDIN } from '../read-input.ts';

/** The base a relative artifact URI is read against: the checkout, as code scanning names it. */
export const SOURCE_ROOT = '%SRCROOT%';

/**
 * A file operand as a SARIF artifact: a path relative to the working directory becomes a relative URI
 * against %SRCROOT% (segments percent-encoded, `./` dropped), so code scanning finds the file in the
 * checkout; an absolute path becomes a `file:` URI; standard input has no URI.
 */
export function sarifArtifact(source: string, text: string | null): SarifArtifact {
  if (source === STDIN) return { uri: null, text };
  if (isAbsolute(source)) return { uri: pathToFileURL(source).href, text };
  const segments = source.split(sep === '\\' ? /[\\/]/ : '/').filter((part) => part !== '' && part !== '.');
  return { uri: segments.map(encodeURIComponent).join('/'), uriBaseId: SOURCE_ROOT, text };
}
