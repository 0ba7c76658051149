import { fail, ok, type Result } from '../result.ts';

/** Bounds on what a visitor may import, so a catalog is refused quickly instead of slowing the page. */
export const IMPORT_LIMITS = Object.freeze({
  /** Largest catalog text, in UTF-8 bytes (5 MiB). */
  maxTextBytes: 5 * 1024 * 1024,
  /** Most tools in an MCP `tools/list` result (the scalar contract has its own limit of 1000). */
  maxTools: 1000,
  /** Longest MCP tool name, in characters. */
  maxNameLength: 128,
});

/** Counts the UTF-8 bytes of a string: a file's size on disk, whichever way the text arrived. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if ((unit & 0xfc00) === 0xd800 && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair is one code point of four bytes
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Refuses a catalog by its size in bytes before anything reads or parses it. */
export function checkCatalogSize(bytes: number): Result<number> {
  if (bytes <= IMPORT_LIMITS.maxTextBytes) return ok(bytes);
  const mib = (bytes / 1024 / 1024).toFixed(1);
  return fail(
    'CATALOG_TOO_LARGE',
    '',
    'too_large',
    { limit: IMPORT_LIMITS.maxTextBytes, size: bytes },
    `The catalog has ${mib} MiB; the limit is 5 MiB.`,
  );
}

/** Refuses catalog text larger than the import limit, measured in UTF-8 bytes. */
export function checkCatalogText(text: string): Result<string> {
  // Every UTF-16 unit is at most 3 bytes: short texts skip the count.
  if (text.length * 3 <= IMPORT_LIMITS.maxTextBytes) return ok(text);
  const size = checkCatalogSize(utf8Length(text));
  return size.ok ? ok(text) : size;
}
