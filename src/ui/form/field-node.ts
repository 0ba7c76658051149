import { appendPointer, isPlainObject, type JsonSchemaLike } from './schema-read.ts';
import { followRef, labelOf, nullOnly, readInfo, type FieldInfo } from './schema-read.ts';

/** Bounds a numeric field honours; `null` where the schema sets none. */
export interface NumberBounds {
  minimum: number | null;
  maximum: number | null;
  exclusiveMinimum: number | null;
  exclusiveMaximum: number | null;
  multipleOf: number | null;
}

/** One property of an object field; its node is built when first asked for, so recursive schemas stay finite. */
export interface PropertyField {
  key: string;
  isRequired: boolean;
  node: () => FieldNode;
}

/** One choice of a variant picker (`anyOf`/`oneOf` branch, or one type of a `type` array). */
export interface Variant {
  label: string;
  node: () => FieldNode;
}

/** Why a field is edited as JSON in place: any value allowed, none allowed, or a shape the form cannot draw. */
export type JsonReason = 'any' | 'none' | 'unrepresentable' | 'unresolved';

/** What the form draws for one schema location. */
export type FieldNode = FieldInfo &
  (
    | { kind: 'string'; minLength: number | null; maxLength: number | null; pattern: string | null }
    | { kind: 'number'; isInteger: boolean; bounds: NumberBounds }
    | { kind: 'boolean' }
    | { kind: 'null' }
    | { kind: 'choice'; options: readonly unknown[] }
    | { kind: 'nullable'; inner: () => FieldNode }
    | { kind: 'variants'; variants: readonly Variant[] }
    | {
        kind: 'object';
        properties: readonly PropertyField[];
        /** Whether keys other than `properties` are refused (`additionalProperties: false`). */
        isClosed: boolean;
      }
    | { kind: 'array'; item: () => FieldNode; minItems: number | null; maxItems: number | null }
    | { kind: 'json'; reason: JsonReason }
  );

export type FieldKind = FieldNode['kind'];

/** What a key the schema does not declare is drawn as: JSON in place, any value allowed, no keys of its own. */
export const UNDECLARED_KEY_NODE: FieldNode = {
  kind: 'json',
  reason: 'any',
  schemaPath: '',
  title: null,
  description: null,
  defaultValue: null,
  format: null,
};

const TYPE_NAMES = ['string', 'number', 'integer', 'boolean', 'null', 'object', 'array'];
const STRUCTURAL = ['type', 'const', 'enum', '$ref', 'properties', 'items', 'anyOf', 'oneOf'];

/**
 * Builds the form's field tree for a JSON Schema: one node per location, children built lazily and
 * memoised by schema pointer, so a recursive `$ref` expands only as deep as someone asks.
 */
export function buildFieldTree(root: unknown): FieldNode {
  const memo = new Map<string, FieldNode>();
  const at = (schema: unknown, path: string, site: Partial<FieldInfo> = {}): FieldNode => {
    const followed = followRef(root, schema, path);
    if (!followed.ok) return { ...readInfo(schema, path), kind: 'json', reason: 'unresolved', ...site };
    const key = followed.path;
    const hasSite = Object.keys(followed.site).length + Object.keys(site).length > 0;
    const cached = hasSite ? undefined : memo.get(key);
    if (cached) return cached;
    const node = { ...build(followed.schema, followed.path, at), ...followed.site, ...site } as FieldNode;
    if (!hasSite) memo.set(key, node);
    return node;
  };
  at.root = root;
  return at(root, '');
}

type At = ((schema: unknown, path: string, site?: Partial<FieldInfo>) => FieldNode) & { root: unknown };

function build(schema: unknown, path: string, at: At): FieldNode {
  const info = readInfo(schema, path);
  if (schema === true) return { ...info, kind: 'json', reason: 'any' };
  if (schema === false) return { ...info, kind: 'json', reason: 'none' };
  if (!isPlainObject(schema)) return { ...info, kind: 'json', reason: 'unrepresentable' };
  if (Object.hasOwn(schema, 'const')) return { ...info, kind: 'choice', options: [schema.const] };
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return { ...info, kind: 'choice', options: schema.enum };
  const branches = alternatives(schema);
  if (branches) return fromBranches(schema, path, branches, at);
  return fromTypes(schema, path, typesOf(schema), at);
}

/** The `anyOf`/`oneOf` branches when they are alternatives to pick from, not constraints on a shape given beside them. */
function alternatives(schema: JsonSchemaLike): { word: string; list: unknown[] } | undefined {
  for (const word of ['anyOf', 'oneOf']) {
    const list = schema[word];
    if (!Array.isArray(list) || list.length === 0) continue;
    const isStructural = list.every(
      (branch) => isPlainObject(branch) && STRUCTURAL.some((k) => Object.hasOwn(branch, k)),
    );
    if (isStructural) return { word, list };
  }
  return undefined;
}

function fromBranches(
  schema: JsonSchemaLike,
  path: string,
  branches: { word: string; list: unknown[] },
  at: At,
): FieldNode {
  const info = readInfo(schema, path);
  const located = branches.list.map((branch, i) => ({ branch, path: `${path}/${branches.word}/${i}` }));
  const others = located.filter(({ branch, path }) => !nullOnly(branch, path, at.root));
  if (others.length === 1 && located.length > 1) {
    const [only] = others;
    return { ...info, kind: 'nullable', inner: once(() => at(only!.branch, only!.path)) };
  }
  if (located.length === 1) return { ...at(located[0]!.branch, located[0]!.path), ...annotations(info) };
  const variants = located.map(({ branch, path }, i) => ({
    label: labelOf(branch, path, i),
    node: once(() => at(branch, path)),
  }));
  return { ...info, kind: 'variants', variants };
}

function typesOf(schema: JsonSchemaLike): string[] {
  const declared = schema.type;
  if (typeof declared === 'string') return TYPE_NAMES.includes(declared) ? [declared] : [];
  if (Array.isArray(declared)) return declared.filter((t): t is string => TYPE_NAMES.includes(t as string));
  if (isPlainObject(schema.properties) || Object.hasOwn(schema, 'additionalProperties')) return ['object'];
  if (Object.hasOwn(schema, 'items') || Object.hasOwn(schema, 'minItems')) return ['array'];
  if (['minLength', 'maxLength', 'pattern', 'format'].some((k) => Object.hasOwn(schema, k)))
    return ['string'];
  if (['minimum', 'maximum', 'multipleOf'].some((k) => Object.hasOwn(schema, k))) return ['number'];
  return [];
}

function fromTypes(schema: JsonSchemaLike, path: string, types: string[], at: At): FieldNode {
  const info = readInfo(schema, path);
  if (types.length === 0) return { ...info, kind: 'json', reason: 'any' };
  const nonNull = types.filter((type) => type !== 'null');
  if (nonNull.length > 0 && nonNull.length < types.length) {
    return { ...info, kind: 'nullable', inner: once(() => fromTypes(schema, path, nonNull, at)) };
  }
  if (types.length > 1) {
    const variants = types.map((type) => ({
      label: type,
      node: once(() => fromTypes(schema, path, [type], at)),
    }));
    return { ...info, kind: 'variants', variants };
  }
  return typed(schema, path, types[0]!, at, info);
}

function typed(schema: JsonSchemaLike, path: string, type: string, at: At, info: FieldInfo): FieldNode {
  switch (type) {
    case 'string':
      return {
        ...info,
        kind: 'string',
        minLength: count(schema.minLength),
        maxLength: count(schema.maxLength),
        pattern: typeof schema.pattern === 'string' ? schema.pattern : null,
      };
    case 'number':
    case 'integer':
      return { ...info, kind: 'number', isInteger: type === 'integer', bounds: boundsOf(schema) };
    case 'boolean':
      return { ...info, kind: 'boolean' };
    case 'null':
      return { ...info, kind: 'null' };
    case 'object':
      return objectNode(schema, path, at, info);
    default:
      return {
        ...info,
        kind: 'array',
        item: once(() => at(itemsOf(schema), `${path}/items`)),
        minItems: count(schema.minItems),
        maxItems: count(schema.maxItems),
      };
  }
}

function objectNode(schema: JsonSchemaLike, path: string, at: At, info: FieldInfo): FieldNode {
  const declared = isPlainObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((k) => typeof k === 'string') : [];
  const base = appendPointer(path, 'properties');
  const properties = Object.keys(declared).map((key) => ({
    key,
    isRequired: required.includes(key),
    node: once(() => at(declared[key], appendPointer(base, key))),
  }));
  const isClosed = schema.additionalProperties === false || schema.unevaluatedProperties === false;
  return { ...info, kind: 'object', properties, isClosed };
}

function itemsOf(schema: JsonSchemaLike): unknown {
  const items = schema.items;
  return items === undefined || Array.isArray(items) ? true : items;
}

function boundsOf(schema: JsonSchemaLike): NumberBounds {
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  // draft 4 writes exclusive bounds as booleans beside minimum/maximum
  const exclusive = (key: 'exclusiveMinimum' | 'exclusiveMaximum', bound: 'minimum' | 'maximum') =>
    schema[key] === true ? num(schema[bound]) : num(schema[key]);
  return {
    minimum: schema.exclusiveMinimum === true ? null : num(schema.minimum),
    maximum: schema.exclusiveMaximum === true ? null : num(schema.maximum),
    exclusiveMinimum: exclusive('exclusiveMinimum', 'minimum'),
    exclusiveMaximum: exclusive('exclusiveMaximum', 'maximum'),
    multipleOf:
      num(schema.multipleOf) !== null && (schema.multipleOf as number) > 0 ? num(schema.multipleOf) : null,
  };
}

function count(value: unknown): number | null {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : null;
}

function annotations(info: FieldInfo): Partial<FieldInfo> {
  const out: Partial<FieldInfo> = {};
  if (info.title !== null) out.title = info.title;
  if (info.description !== null) out.description = info.description;
  if (info.defaultValue !== null) out.defaultValue = info.defaultValue;
  return out;
}

/** A function that computes its value on the first call and returns the same value after. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
