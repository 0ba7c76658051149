import { jsonEqual } from '../../json-value.ts';

/** Below this length pairs are compared directly; above it items are keyed, so the check stays near linear. */
const PAIRWISE_LIMIT = 16;

/** The first pair of equal items `[first, second]` (JSON equality), or undefined when all are distinct. */
export function firstDuplicate(items: readonly unknown[]): [number, number] | undefined {
  const n = items.length;
  if (n <= PAIRWISE_LIMIT) {
    for (let j = 1; j < n; j++) for (let i = 0; i < j; i++) if (jsonEqual(items[i], items[j])) return [i, j];
    return undefined;
  }
  const seen = new Map<string, number>();
  for (let j = 0; j < n; j++) {
    const key = canonicalKey(items[j]);
    const i = seen.get(key);
    if (i !== undefined) return [i, j];
    seen.set(key, j);
  }
  return undefined;
}

/** A string equal for two values exactly when they are equal JSON values (object keys sorted). */
export function canonicalKey(value: unknown): string {
  if (typeof value === 'string') return 's' + value;
  if (typeof value !== 'object' || value === null) return 'p' + String(value);
  return 'j' + canonical(value);
}

function canonical(value: unknown): string {
  if (typeof value !== 'object' || value === null)
    return typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? 'null');
  if (Array.isArray(value)) return '[' + value.map(canonical).join(',') + ']';
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort();
  return '{' + keys.map((key) => JSON.stringify(key) + ':' + canonical(record[key])).join(',') + '}';
}
