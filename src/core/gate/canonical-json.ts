/**
 * The separators of Python's `json.dumps`: none for keys (canonical) or `", "` and `": "` (display); with
 * `indent`, each member starts a new line indented one more step than its container.
 */
interface Separators {
  item: string;
  key: string;
  indent?: string;
}

const COMPACT: Separators = { item: ',', key: ':' };
const SPACED: Separators = { item: ', ', key: ': ' };
const INDENTED: Separators = { item: ',', key: ': ', indent: '  ' };

/**
 * JSON with keys sorted at every depth, no spaces and non-ASCII kept, as Python's
 * `json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))` writes it.
 * Throws a TypeError for a value JSON cannot hold (a bug: the gate calls it with checked input only).
 */
export function canonicalJson(value: unknown): string {
  return write(value, COMPACT, new Set());
}

/** JSON as Python's `json.dumps(value, ensure_ascii=False, sort_keys=True)` prints it: `{"text": "초안"}`. */
export function displayJson(value: unknown): string {
  return write(value, SPACED, new Set());
}

/**
 * JSON with keys sorted at every depth, indented by two spaces and non-ASCII kept, as Python's
 * `json.dumps(value, ensure_ascii=False, sort_keys=True, indent=2)` writes it: a stable text to diff.
 */
export function indentedCanonicalJson(value: unknown): string {
  return write(value, INDENTED, new Set());
}

/** Orders strings by code point, as Python does; UTF-16 order differs once a surrogate pair is involved. */
export function compareCodePoints(a: string, b: string): number {
  const left = a[Symbol.iterator]();
  const right = b[Symbol.iterator]();
  for (;;) {
    const x = left.next();
    const y = right.next();
    if (x.done || y.done) return (x.done ? 0 : 1) - (y.done ? 0 : 1);
    const difference = x.value.codePointAt(0)! - y.value.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
}

function write(value: unknown, separators: Separators, ancestors: Set<object>, margin = ''): string {
  if (value === null || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('JSON has no non-finite numbers.');
    return JSON.stringify(value);
  }
  if (typeof value !== 'object' || ancestors.has(value)) throw new TypeError('Not a JSON value.');
  ancestors.add(value);
  const text = Array.isArray(value)
    ? writeArray(value, separators, ancestors, margin)
    : writeObject(value, separators, ancestors, margin);
  ancestors.delete(value);
  return text;
}

function writeArray(
  items: readonly unknown[],
  separators: Separators,
  ancestors: Set<object>,
  margin: string,
): string {
  const inner = margin + (separators.indent ?? '');
  const members = items.map((item) => write(item, separators, ancestors, inner));
  return enclose('[', members, ']', separators, margin);
}

function writeObject(object: object, separators: Separators, ancestors: Set<object>, margin: string): string {
  const prototype = Object.getPrototypeOf(object);
  if (prototype !== Object.prototype && prototype !== null) throw new TypeError('Not a plain object.');
  const record = object as Record<string, unknown>;
  const inner = margin + (separators.indent ?? '');
  const members = Object.keys(record)
    .sort(compareCodePoints)
    .map((key) => JSON.stringify(key) + separators.key + write(record[key], separators, ancestors, inner));
  return enclose('{', members, '}', separators, margin);
}

/** Joins members between brackets: on one line, or one per line when indenting (`[]` and `{}` stay whole). */
function enclose(
  open: string,
  members: string[],
  close: string,
  separators: Separators,
  margin: string,
): string {
  if (separators.indent === undefined || members.length === 0)
    return open + members.join(separators.item) + close;
  const inner = margin + separators.indent;
  return `${open}\n${inner}${members.join(`${separators.item}\n${inner}`)}\n${margin}${close}`;
}
