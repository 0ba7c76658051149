import { isObjectValue, ownValue } from '../json-value.ts';
import { followRefs, sampleValue } from './sample-value.ts';

// nesting below this samples as null: a schema that nests itself has no finite example otherwise
const MAX_DEPTH = 8;

// a value of each `format` a reader recognises, valid for the format checkers of the core and of Ajv
const FORMAT_EXAMPLES: Readonly<Record<string, string>> = {
  'date-time': '2024-01-15T09:30:00Z',
  date: '2024-01-15',
  time: '09:30:00Z',
  email: 'user@example.com',
  uri: 'https://example.com/docs',
  'uri-reference': 'https://example.com/docs',
  url: 'https://example.com/docs',
  uuid: '3f2b8c1e-9d4a-4f6b-8e2a-1c5d7b9e0f12',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
};

/**
 * A value a reader can copy as an example of `schema`: the schema's own `examples`, `default`, `const` or
 * first `enum` value when it has one, else a value of its first type that fits its bounds (lengths, ranges,
 * item counts, required properties); unions take their first member that is not null. It is a candidate:
 * callers check it against the tool before showing it.
 */
export function exampleValue(schema: unknown, root: unknown, name = '', depth = 0): unknown {
  const target = followRefs(schema, root);
  if (target === true) return sampleValue({ type: 'string' }, { fill: 'all', name });
  if (!isObjectValue(target) || depth > MAX_DEPTH) return null;
  const examples = ownValue(target, 'examples');
  if (Array.isArray(examples) && examples.length > 0) return examples[0];
  for (const key of ['default', 'const']) if (Object.hasOwn(target, key)) return target[key];
  const choices = ownValue(target, 'enum');
  if (Array.isArray(choices) && choices.length > 0) return choices[0];
  const member = unionMember(target);
  if (member !== undefined)
    return exampleValue({ ...withoutUnion(target), ...member }, root, name, depth + 1);
  const type = firstType(target);
  return type === undefined ? null : (BY_TYPE[type]?.(target, root, name, depth) ?? null);
}

type Maker = (schema: Record<string, unknown>, root: unknown, name: string, depth: number) => unknown;

const BY_TYPE: Readonly<Record<string, Maker>> = {
  string: exampleString,
  number: (schema, _root, name) => exampleNumber(schema, name, false),
  integer: (schema, _root, name) => exampleNumber(schema, name, true),
  boolean: (_schema, _root, name) => sampleValue({ type: 'boolean' }, { fill: 'all', name }),
  null: () => null,
  array: exampleArray,
  object: exampleObject,
};

/** The first member of `anyOf`/`oneOf`/`allOf` that is not the null type, as an object to merge. */
function unionMember(schema: Record<string, unknown>): Record<string, unknown> | undefined {
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const members = ownValue(schema, key);
    if (!Array.isArray(members)) continue;
    const member = members.find((m) => isObjectValue(m) && m.type !== 'null') as
      Record<string, unknown> | undefined;
    if (member !== undefined) return member;
  }
  return undefined;
}

function withoutUnion(schema: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...schema };
  delete copy.allOf;
  delete copy.anyOf;
  delete copy.oneOf;
  return copy;
}

/** The first declared type that is not null, else the type the other keywords imply. */
function firstType(schema: Record<string, unknown>): string | undefined {
  const declared = ownValue(schema, 'type');
  const types = (Array.isArray(declared) ? declared : [declared]).filter((t) => typeof t === 'string');
  const named = types.find((t) => t !== 'null') ?? types[0];
  if (named !== undefined) return named;
  const has = (...keys: string[]) => keys.some((key) => Object.hasOwn(schema, key));
  if (has('properties', 'required', 'additionalProperties')) return 'object';
  if (has('items', 'minItems')) return 'array';
  if (has('minLength', 'maxLength', 'pattern', 'format')) return 'string';
  if (has('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum')) return 'number';
  return undefined;
}

function exampleString(schema: Record<string, unknown>, _root: unknown, name: string): string {
  const format = ownValue(schema, 'format');
  const base =
    typeof format === 'string' && Object.hasOwn(FORMAT_EXAMPLES, format)
      ? FORMAT_EXAMPLES[format]!
      : namedString(name);
  const least = numberOf(schema, 'minLength') ?? 0;
  const most = numberOf(schema, 'maxLength') ?? Infinity;
  // code points, not UTF-16 units: JSON Schema counts characters
  const chars = [...base];
  while (chars.length < least) chars.push('x');
  return chars.slice(0, most).join('');
}

// a property's last name word → a string a reader recognises for it
const NAMED_STRINGS: ReadonlyArray<[ReadonlySet<string>, string]> = [
  [new Set(['url', 'uri', 'href', 'link', 'endpoint']), 'https://example.com/docs'],
  [new Set(['email', 'mail']), 'user@example.com'],
  [new Set(['path', 'file', 'filename', 'dir', 'directory']), 'docs/notes.md'],
  [new Set(['id', 'uuid', 'key', 'sha', 'ref', 'token', 'cursor']), 'abc123'],
  [new Set(['query', 'search', 'q', 'pattern', 'filter']), 'status:open'],
  [new Set(['date', 'since', 'until']), '2024-01-15'],
];

/** An example string for a property by the last word of its name (`repoUrl`, `file_path`), else "example". */
function namedString(name: string): string {
  const words = name.split(/[_\-\s.]+|(?<=[a-z0-9])(?=[A-Z])/).filter((word) => word !== '');
  const last = words.at(-1)?.toLowerCase() ?? '';
  return NAMED_STRINGS.find(([names]) => names.has(last))?.[1] ?? 'example';
}

function exampleNumber(schema: Record<string, unknown>, name: string, isInteger: boolean): number {
  const plausible = Number(sampleValue({ type: 'number' }, { fill: 'all', name }));
  const step = isInteger ? 1 : 0.5;
  const exclusiveLow = numberOf(schema, 'exclusiveMinimum');
  const exclusiveHigh = numberOf(schema, 'exclusiveMaximum');
  const low = numberOf(schema, 'minimum') ?? (exclusiveLow === undefined ? -Infinity : exclusiveLow + step);
  const high = numberOf(schema, 'maximum') ?? (exclusiveHigh === undefined ? Infinity : exclusiveHigh - step);
  let value = Math.min(Math.max(plausible, low), high);
  if (isInteger) value = Math.ceil(value) <= high ? Math.ceil(value) : Math.floor(value);
  const multiple = numberOf(schema, 'multipleOf');
  if (multiple !== undefined && multiple > 0) value = Math.ceil(value / multiple) * multiple;
  return value;
}

function exampleArray(
  schema: Record<string, unknown>,
  root: unknown,
  name: string,
  depth: number,
): unknown[] {
  const count = Math.max(numberOf(schema, 'minItems') ?? 0, 1);
  const most = numberOf(schema, 'maxItems') ?? count;
  const items = ownValue(schema, 'items');
  if (items === undefined || items === false || most === 0) return [];
  const item = exampleValue(items, root, name, depth + 1);
  const isUnique = ownValue(schema, 'uniqueItems') === true;
  // one item of a unique array, as many copies of it as the minimum asks for otherwise
  return Array.from({ length: isUnique ? 1 : Math.min(count, most) }, () => item);
}

function exampleObject(
  schema: Record<string, unknown>,
  root: unknown,
  _name: string,
  depth: number,
): Record<string, unknown> {
  const properties = ownValue(schema, 'properties');
  const required = ownValue(schema, 'required');
  const object: Record<string, unknown> = {};
  for (const key of Array.isArray(required) ? required : []) {
    if (typeof key !== 'string' || Object.hasOwn(object, key)) continue;
    const property = isObjectValue(properties) ? ownValue(properties, key) : undefined;
    const extra = ownValue(schema, 'additionalProperties');
    // defineProperty: a "__proto__" property must become an own key, not the object's prototype
    Object.defineProperty(object, key, {
      value: exampleValue(property ?? extra ?? {}, root, key, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

function numberOf(schema: Record<string, unknown>, key: string): number | undefined {
  const value = ownValue(schema, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * Example arguments for a tool, for documentation: its required properties, each with the value
 * `exampleValue` gives. Unlike `sampleArguments`' skeleton, each value is meant to pass the tool's check.
 */
export function exampleArguments(tool: { readonly inputSchema: unknown }): Record<string, unknown> {
  const value = exampleValue(tool.inputSchema, tool.inputSchema);
  return isObjectValue(value) ? value : {};
}

/** An example result of a tool with an outputSchema: one text block and its example structuredContent. */
export function exampleResult(tool: { readonly outputSchema: unknown }): Record<string, unknown> {
  const structuredContent = exampleValue(tool.outputSchema, tool.outputSchema);
  return {
    content: [{ type: 'text', text: JSON.stringify(structuredContent) }],
    structuredContent: isObjectValue(structuredContent) ? structuredContent : {},
  };
}
