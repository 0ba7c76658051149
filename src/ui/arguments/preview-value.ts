const ELLIPSIS = '…';

/** A short, single-line JSON rendering of any value, bounded in depth and length so huge or deep input cannot freeze the page. */
export function previewValue(value: unknown, limit = 120): string {
  const out: string[] = [];
  let length = 0;
  const push = (s: string): boolean => {
    out.push(s);
    length += s.length;
    return length < limit;
  };
  write(value, 0, push);
  const text = out.join('');
  return text.length > limit ? text.slice(0, limit - 1) + ELLIPSIS : text;
}

function write(value: unknown, depth: number, push: (s: string) => boolean): boolean {
  if (value === null || typeof value !== 'object') return push(scalar(value));
  if (depth >= 4) return push(Array.isArray(value) ? `[${ELLIPSIS}]` : `{${ELLIPSIS}}`);
  const isArray = Array.isArray(value);
  if (!push(isArray ? '[' : '{')) return false;
  const keys = isArray ? value.map((_, i) => i) : Object.keys(value);
  for (const [n, key] of keys.entries()) {
    if (n > 0 && !push(', ')) return false;
    if (!isArray && !push(`${JSON.stringify(key)}: `)) return false;
    const item = (value as Record<string | number, unknown>)[key];
    if (!write(item, depth + 1, push)) return false;
  }
  return push(isArray ? ']' : '}');
}

function scalar(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 200 ? value.slice(0, 200) : value);
  return value === undefined ? 'undefined' : String(value);
}

/** The value an RFC 6901 pointer (already split into tokens) points to inside parsed JSON, own properties only. */
export function valueAt(root: unknown, tokens: readonly string[]): { found: boolean; value?: unknown } {
  let current = root;
  for (const token of tokens) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, token))
      return { found: false };
    current = (current as Record<string, unknown>)[token];
  }
  return { found: true, value: current };
}
