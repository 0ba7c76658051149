import { isObjectValue as isObject } from '../../core/index.ts';

/** One row of a tool's field table: what an `inputSchema` says about one property, as short text. */
export interface FieldRow {
  name: string;
  type: string;
  isRequired: boolean;
  /** The property's constraints as `keyword: value` text, in a fixed order. */
  limits: string[];
  /** The property's own `description`, as the schema gives it. */
  description: string | null;
}

// constraints worth a column, in the order a reader expects them
const LIMIT_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'minimum',
  'exclusiveMinimum',
  'maximum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'default',
];
const MAX_LIMIT_CHARS = 120;
const MAX_ENUM_SHOWN = 5;

/** The rows of a field table for an `inputSchema`: one per property, scalar or MCP alike; none when it has none. */
export function fieldRows(schema: unknown): FieldRow[] {
  if (!isObject(schema) || !isObject(schema.properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(schema.properties).map(([name, property]) => ({
    name,
    type: typeOf(property),
    isRequired: required.includes(name),
    limits: isObject(property) ? limitsOf(property) : [],
    description: isObject(property) && typeof property.description === 'string' ? property.description : null,
  }));
}

/** A property's type as one short word: its `type` (or types), else the keyword that decides its values. */
function typeOf(property: unknown): string {
  if (!isObject(property)) return property === false ? 'never' : 'any';
  const { type, items } = property;
  const types = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
  if (types.length === 1 && types[0] === 'array' && isObject(items) && typeof items.type === 'string')
    return `${items.type}[]`;
  if (types.length > 0) return types.join(' | ');
  if (typeof property.$ref === 'string') return property.$ref;
  return ['enum', 'const', 'anyOf', 'oneOf', 'allOf'].find((key) => Object.hasOwn(property, key)) ?? 'any';
}

function limitsOf(property: Record<string, unknown>): string[] {
  return LIMIT_KEYWORDS.filter((keyword) => Object.hasOwn(property, keyword)).map((keyword) =>
    clip(`${keyword}: ${limitValue(keyword, property[keyword])}`),
  );
}

function limitValue(keyword: string, value: unknown): string {
  if (keyword === 'pattern' && typeof value === 'string') return value;
  if (keyword !== 'enum' || !Array.isArray(value)) return JSON.stringify(value) ?? String(value);
  const shown = value.slice(0, MAX_ENUM_SHOWN).map((item) => JSON.stringify(item));
  return value.length > MAX_ENUM_SHOWN ? `${shown.join(', ')}, … (${value.length})` : shown.join(', ');
}

function clip(text: string): string {
  return text.length > MAX_LIMIT_CHARS ? `${text.slice(0, MAX_LIMIT_CHARS - 1)}…` : text;
}
