import { isPlainObject } from '../json-value.ts';
import type { FieldRow, FieldType } from './types.ts';
import { resolveSchema, type Resolved } from './resolve.ts';

/** What one schema says, as a field table shows it, and where its nested fields come from. */
export interface Shape {
  type: FieldType;
  limits: string[];
  values: FieldRow['values'];
  properties: [string, unknown][];
  required: ReadonlySet<string>;
  /** An array's items, whose fields are listed under the array's path with `[]`. */
  items: { shape: Shape; resolved: Resolved } | null;
  /** A union's object variants, each listed as a row with its own fields under it. */
  variants: { label: string; resolved: Resolved }[];
  hasChildren: boolean;
  /** The type of a map's values: an object's `additionalProperties` schema; null when it has none. */
  mapValues: FieldType | null;
}

// the keywords a reader needs besides the type, in the order a reader expects them
const LIMIT_KEYWORDS = [
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'pattern',
  'default',
  'examples',
];
// keywords that make a union member a value of its own rather than a constraint on its parent's value
const SHAPE_KEYWORDS = ['type', 'properties', 'items', '$ref', 'const', 'enum', 'anyOf', 'oneOf'];

/** The shape of a resolved schema: its type words, limits, values and nested fields. */
export function describeShape(root: unknown, resolved: Resolved): Shape {
  const { schema } = resolved;
  if (resolved.isNever) return leaf(['never'], schema);
  if (resolved.note !== null) return leaf([resolved.refName ?? 'any'], schema);
  const union = unionOf(schema);
  return union === null ? describeTyped(root, resolved) : describeUnion(root, resolved, union);
}

function unionOf(schema: Record<string, unknown>): unknown[] | null {
  const members = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : null;
  // a union of bare `required` lists constrains its parent's object; it adds no type of its own
  const isShaping = members?.some((m) => isPlainObject(m) && SHAPE_KEYWORDS.some((k) => Object.hasOwn(m, k)));
  return members !== null && members.length > 0 && isShaping ? members : null;
}

/** A union: "string or null", a nullable object read as that object, else "one of: A · B" with each variant listed. */
function describeUnion(root: unknown, resolved: Resolved, members: unknown[]): Shape {
  const own = withoutUnion(resolved.schema);
  const all = members.map((member) => resolveSchema(root, member, resolved.seen));
  const rest = all.filter((member) => !isNullOnly(member.schema));
  const nulls = rest.length < all.length ? ['null'] : [];
  if (rest.length === 1) {
    const single = rest[0]!;
    const shape = describeShape(root, { ...single, schema: { ...single.schema, ...own } });
    return { ...shape, type: { ...shape.type, parts: [...shape.type.parts, ...nulls] } };
  }
  const shapes = rest.map((member) => describeShape(root, member));
  const base = leaf([], own);
  const isPlain = shapes.every(
    (s, i) => !s.hasChildren && (typeof rest[i]!.schema.title !== 'string' || s.values),
  );
  if (isPlain) {
    const parts = [...new Set([...shapes.flatMap((s) => s.type.parts), ...nulls])];
    const hasValues = shapes.length > 0 && shapes.every((s) => s.values !== null);
    const values = hasValues
      ? { keyword: 'enum' as const, items: shapes.flatMap((s) => s.values!.items) }
      : null;
    return { ...base, type: { parts, isVariants: false }, values: base.values ?? values };
  }
  const variants = rest.map((member, i) => ({ label: labelOf(member, shapes[i]!), resolved: member }));
  return {
    ...base,
    type: { parts: [...variants.map((v) => v.label), ...nulls], isVariants: true },
    variants,
    hasChildren: true,
  };
}

/** A schema without a union: its declared (or implied) types, an array's items, an object's properties. */
function describeTyped(root: unknown, resolved: Resolved): Shape {
  const { schema } = resolved;
  const types = typesOf(schema);
  const shape = { ...leaf(types, schema), mapValues: mapValuesOf(root, resolved) };
  const itemsSchema = schema.items;
  if (!types.includes('array') || !(isPlainObject(itemsSchema) || typeof itemsSchema === 'boolean')) {
    return objectFields(shape, schema);
  }
  const itemsResolved = resolveSchema(root, itemsSchema, resolved.seen);
  const items = describeShape(root, itemsResolved);
  const { parts, isVariants } = items.type;
  const arrayPart = isVariants ? 'array' : parts.length === 1 ? `${parts[0]}[]` : `(${parts.join(' | ')})[]`;
  const typed = {
    ...shape,
    type: { parts: types.map((t) => (t === 'array' ? arrayPart : t)), isVariants: false },
    values: shape.values ?? items.values,
    limits: [...shape.limits, ...items.limits.map((limit) => `items.${limit}`)],
  };
  if (!items.hasChildren && itemsResolved.note === null) return objectFields(typed, schema);
  return {
    ...objectFields(typed, schema),
    items: { shape: items, resolved: itemsResolved },
    hasChildren: true,
  };
}

function objectFields(shape: Shape, schema: Record<string, unknown>): Shape {
  const properties = isPlainObject(schema.properties) ? Object.entries(schema.properties) : [];
  if (properties.length === 0) return shape;
  const required = Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === 'string') : [];
  return { ...shape, properties, required: new Set(required), hasChildren: true };
}

function leaf(parts: string[], schema: Record<string, unknown>): Shape {
  return {
    type: { parts, isVariants: false },
    limits: limitsOf(schema),
    values: valuesOf(schema),
    properties: [],
    required: new Set(),
    items: null,
    variants: [],
    hasChildren: false,
    mapValues: null,
  };
}

/** The type of an object's `additionalProperties` when it is a schema (a map's values), else null. */
function mapValuesOf(root: unknown, resolved: Resolved): FieldType | null {
  const extra = resolved.schema.additionalProperties;
  if (!isPlainObject(extra) || resolved.note !== null) return null;
  const inner = resolveSchema(root, extra, resolved.seen);
  // a map of itself names its schema rather than reading it again
  if (inner.note !== null) return { parts: [inner.refName ?? 'object'], isVariants: false };
  return describeShape(root, inner).type;
}

/** The types a schema declares, else the ones its other keywords imply, else "any". */
function typesOf(schema: Record<string, unknown>): string[] {
  const { type } = schema;
  const declared = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
  if (declared.length > 0) return declared;
  if (isPlainObject(schema.properties)) return ['object'];
  if (Object.hasOwn(schema, 'items')) return ['array'];
  const values = Array.isArray(schema.enum)
    ? schema.enum
    : Object.hasOwn(schema, 'const')
      ? [schema.const]
      : [];
  return values.length > 0 ? [...new Set(values.map(jsonType))] : ['any'];
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function valuesOf(schema: Record<string, unknown>): FieldRow['values'] {
  if (Array.isArray(schema.enum)) return { keyword: 'enum', items: schema.enum.map(jsonText) };
  if (Object.hasOwn(schema, 'const')) return { keyword: 'const', items: [jsonText(schema.const)] };
  return null;
}

function limitsOf(schema: Record<string, unknown>): string[] {
  return LIMIT_KEYWORDS.filter((keyword) => Object.hasOwn(schema, keyword)).map((keyword) => {
    const value = schema[keyword];
    if (keyword === 'pattern' && typeof value === 'string') return `pattern: ${value}`;
    if (keyword === 'examples' && Array.isArray(value)) return `examples: ${value.map(jsonText).join(', ')}`;
    return `${keyword}: ${jsonText(value)}`;
  });
}

/** A variant's label: its `title`, else the name of the `$ref` it came through, else its type words. */
function labelOf(member: Resolved, shape: Shape): string {
  if (typeof member.schema.title === 'string' && member.schema.title !== '') return member.schema.title;
  return member.refName ?? shape.type.parts.join(' | ');
}

function isNullOnly(schema: Record<string, unknown>): boolean {
  return schema.type === 'null' || (Object.hasOwn(schema, 'const') && schema.const === null);
}

function withoutUnion(schema: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...schema };
  delete copy.anyOf;
  delete copy.oneOf;
  return copy;
}

function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}
