/** Compiles an ECMA-262 pattern with the `u` flag (code points, `\p{…}`): what the subset's profile accepts. Undefined when it is not valid Unicode syntax. */
export function compileUnicodePattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

/**
 * Compiles an ECMA-262 pattern as the full engine reads it: with the `u` flag, and without it only when
 * the pattern is not valid Unicode syntax but valid legacy syntax (e.g. `\-`). Undefined for a pattern
 * valid in neither.
 */
export function compilePattern(source: string): RegExp | undefined {
  const unicode = compileUnicodePattern(source);
  if (unicode) return unicode;
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}
