/** Escapes one reference token for an RFC 6901 pointer: `~` before `/`. */
export function escapeToken(token: string | number): string {
  if (typeof token !== 'string') return String(token);
  if (!token.includes('~') && !token.includes('/')) return token;
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Unescapes one reference token of an RFC 6901 pointer: `~1` before `~0`. */
export function unescapeToken(token: string): string {
  if (!token.includes('~')) return token;
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Joins tokens into a pointer; no tokens is the whole document, `""`. */
export function toPointer(tokens: readonly (string | number)[]): string {
  let out = '';
  for (const token of tokens) out += '/' + escapeToken(token);
  return out;
}

/** Appends one token to an existing pointer. */
export function appendPointer(pointer: string, token: string | number): string {
  return pointer + '/' + escapeToken(token);
}

/** Splits a pointer into unescaped tokens, or undefined when it is not a valid RFC 6901 pointer. */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/') || /~[^01]|~$/.test(pointer)) return undefined;
  return pointer.slice(1).split('/').map(unescapeToken);
}
