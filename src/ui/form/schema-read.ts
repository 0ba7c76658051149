import { appendPointer, hasOwnKey, isPlainObject, locateRef } from '../../core/index.ts';

export { appendPointer, isPlainObject };

/** A schema object as read from a catalog: unknown values behind string keys, read as own keys only. */
export type JsonSchemaLike = Record<string, unknown>;

/** What every field shows besides its control: where it came from, its title, help text, default and format hint. */
export interface FieldInfo {
  /** Pointer into the root schema of the location the field was built from, after following `$ref`. */
  schemaPath: string;
  title: string | null;
  description: string | null;
  /** The schema's `default`, offered to the visitor and never inserted by itself. */
  defaultValue: { value: unknown } | null;
  format: string | null;
}

/** `$ref` hops followed before a chain is given up as unresolved (a loop of refs never reaches a schema). */
const MAX_REF_HOPS = 32;

/** The annotations of one schema location. */
export function readInfo(schema: unknown, schemaPath: string): FieldInfo {
  const s = isPlainObject(schema) ? schema : {};
  const text = (key: string) => (hasOwnKey(s, key) && typeof s[key] === 'string' ? (s[key] as string) : null);
  return {
    schemaPath,
    title: text('title'),
    description: text('description'),
    defaultValue: hasOwnKey(s, 'default') ? { value: s.default } : null,
    format: text('format'),
  };
}

/** The annotations a `$ref` site sets itself, which win over its target's. */
function siteInfo(schema: JsonSchemaLike): Partial<FieldInfo> {
  const info = readInfo(schema, '');
  const out: Partial<FieldInfo> = {};
  if (info.title !== null) out.title = info.title;
  if (info.description !== null) out.description = info.description;
  if (info.defaultValue !== null) out.defaultValue = info.defaultValue;
  return out;
}

export type Followed = { ok: true; schema: unknown; path: string; site: Partial<FieldInfo> } | { ok: false };

/** Follows a chain of local `$ref`s from `schema` to the schema it names, keeping the sites' own annotations. */
export function followRef(root: unknown, schema: unknown, path: string): Followed {
  let site: Partial<FieldInfo> = {};
  for (let hops = 0; isPlainObject(schema) && typeof schema.$ref === 'string'; hops++) {
    if (hops === MAX_REF_HOPS) return { ok: false };
    site = { ...siteInfo(schema), ...site };
    const target = locateRef(root, schema.$ref);
    if (target === undefined) return { ok: false };
    schema = target.schema;
    path = target.pointer;
  }
  return { ok: true, schema, path, site };
}

/** Whether a branch accepts only `null` (`{type: "null"}`, `{const: null}`, `{enum: [null]}`). */
export function nullOnly(branch: unknown, path: string, root: unknown = branch): boolean {
  const followed = followRef(root, branch, path);
  const schema = followed.ok ? followed.schema : branch;
  if (!isPlainObject(schema)) return false;
  if (schema.type === 'null') return true;
  if (hasOwnKey(schema, 'const')) return schema.const === null;
  return Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null;
}

/** A short name for a variant: its title, its type names, its constant, or its position. */
export function labelOf(branch: unknown, _path: string, index: number): string {
  if (!isPlainObject(branch)) return `#${index + 1}`;
  if (typeof branch.title === 'string' && branch.title !== '') return branch.title;
  if (hasOwnKey(branch, 'const')) return JSON.stringify(branch.const) ?? `#${index + 1}`;
  if (typeof branch.type === 'string') return branch.type;
  if (Array.isArray(branch.type)) return branch.type.filter((t) => typeof t === 'string').join(' | ');
  if (typeof branch.$ref === 'string')
    return branch.$ref.slice(branch.$ref.lastIndexOf('/') + 1) || `#${index + 1}`;
  if (isPlainObject(branch.properties)) return Object.keys(branch.properties).join(', ') || 'object';
  return `#${index + 1}`;
}
