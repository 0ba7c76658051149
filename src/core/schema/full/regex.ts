/**
 * Compiles an ECMA-262 pattern as JSON Schema reads it: with the `u` flag (code points, `\p{…}`), and
 * without it only when the pattern is not valid Unicode syntax but valid legacy syntax (e.g. `\-`).
 * Undefined for a pattern valid in neither.
 */
export function compilePattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    try {
      return new RegExp(source);
    } catch {
      return undefined;
    }
  }
}
