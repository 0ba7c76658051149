/**
 * Compact JSON, exactly as `JSON.stringify` writes it, with each stretch of the text marked with the part it
 * belongs to. A `Role` says the part of a value and how its members are marked; a value whose members all
 * share its part is written by `JSON.stringify` at once. A member's key is written in its parent's part
 * unless the member's role takes it (`ownsKey`), as a field owns its name.
 */

/**
 * How a value and its members are marked: a part number, and the role of each member when they differ.
 * `ownString` is a shortcut for an object whose JSON holds `"key":` only once, as its own member: that
 * string member is `ownString.part` and the rest `part`, all written at once; without any `"key":` in
 * its JSON the whole object is `part`. Elsewhere its members are marked one by one.
 */
export interface Role {
  readonly part: number;
  readonly ownsKey?: boolean;
  readonly member?: (key: string, value: unknown) => Role;
  readonly ownString?: { readonly key: string; readonly part: number };
}

/** The text, and where each part begins: `parts[i]` runs from `starts[i]` (UTF-16 units) to the next start. */
export interface MarkedJson {
  readonly text: string;
  readonly starts: readonly number[];
  readonly parts: readonly number[];
}

class Writer {
  readonly chunks: string[] = [];
  readonly starts: number[] = [];
  readonly parts: number[] = [];
  length = 0;
  private current = -1;

  write(chunk: string, part: number): void {
    if (part !== this.current) {
      this.starts.push(this.length);
      this.parts.push(part);
      this.current = part;
    }
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
}

/** Writes `value` as `JSON.stringify(value)` does, marking every stretch with its part. */
export function markedJson(value: unknown, role: Role): MarkedJson {
  const writer = new Writer();
  writeValue(writer, value, role, false);
  return { text: writer.chunks.join(''), starts: writer.starts, parts: writer.parts };
}

function writeValue(writer: Writer, value: unknown, role: Role, inArray: boolean): void {
  if (role.member === undefined || typeof value !== 'object' || value === null) {
    // what JSON.stringify leaves out of an object is never written here; in an array it is null
    writer.write(JSON.stringify(value) ?? (inArray ? 'null' : ''), role.part);
    return;
  }
  if (role.ownString !== undefined && writeAtOnce(writer, value, role, role.ownString)) return;
  if (Array.isArray(value)) writeArray(writer, value, role);
  else writeObject(writer, value as Record<string, unknown>, role);
}

/** Writes the value at once when its JSON holds no `"key":` or only its own string member's; false otherwise. */
function writeAtOnce(
  writer: Writer,
  value: object,
  role: Role,
  own: NonNullable<Role['ownString']>,
): boolean {
  const json = JSON.stringify(value);
  // a string's inner quotes are escaped, so `"key":` in the JSON is always a key
  const marker = `${JSON.stringify(own.key)}:`;
  const first = json.indexOf(marker);
  if (first === -1) {
    writer.write(json, role.part);
    return true;
  }
  const member = Array.isArray(value) ? undefined : (value as Record<string, unknown>)[own.key];
  if (typeof member !== 'string' || !Object.hasOwn(value, own.key) || json.includes(marker, first + 1))
    return false;
  const start = first + marker.length;
  const end = start + JSON.stringify(member).length;
  writer.write(json.slice(0, start), role.part);
  writer.write(json.slice(start, end), own.part);
  writer.write(json.slice(end), role.part);
  return true;
}

function writeArray(writer: Writer, items: readonly unknown[], role: Role): void {
  writer.write('[', role.part);
  for (let i = 0; i < items.length; i++) {
    if (i > 0) writer.write(',', role.part);
    writeValue(writer, items[i], role.member!(String(i), items[i]), true);
  }
  writer.write(']', role.part);
}

function writeObject(writer: Writer, object: Record<string, unknown>, role: Role): void {
  writer.write('{', role.part);
  let isFirst = true;
  for (const key of Object.keys(object)) {
    const member = object[key];
    if (isLeftOut(member)) continue;
    if (!isFirst) writer.write(',', role.part);
    isFirst = false;
    const memberRole = role.member!(key, member);
    writer.write(`${JSON.stringify(key)}:`, memberRole.ownsKey === true ? memberRole.part : role.part);
    writeValue(writer, member, memberRole, false);
  }
  writer.write('}', role.part);
}

/** What JSON.stringify leaves out of an object: undefined, functions and symbols. */
function isLeftOut(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}
