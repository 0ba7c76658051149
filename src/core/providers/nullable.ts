import { VALIDATION_KEYWORDS } from './keywords.ts';

/** True when a schema already lets `null` through its `type` (or has no type and no other constraint). */
function typeAllowsNull(schema: Record<string, unknown>): boolean {
  const type = schema.type;
  return type === 'null' || (Array.isArray(type) && type.includes('null'));
}

function withNullInEnum(schema: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(schema.enum) || schema.enum.includes(null)) return schema;
  return { ...schema, enum: [...schema.enum, null] };
}

/**
 * The schema that accepts what `schema` accepts and also `null`: `type: [t, "null"]` (with null added to an
 * enum) where the schema has a type, an extra `{ type: "null" }` branch on a bare anyOf, else the schema
 * and `{ type: "null" }` under anyOf.
 */
export function makeNullable(schema: unknown): unknown {
  // false allows nothing, so the property could only be left out: now it can only be null
  if (schema === false) return { type: 'null' };
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return schema;
  const node = schema as Record<string, unknown>;
  if (node.const !== undefined) return { anyOf: [node, { type: 'null' }] };
  if (typeAllowsNull(node)) return node.enum === undefined ? node : withNullInEnum(node);
  if (typeof node.type === 'string') {
    return withNullInEnum({ ...node, type: [node.type, 'null'] });
  }
  if (Array.isArray(node.type)) {
    return withNullInEnum({ ...node, type: [...(node.type as unknown[]), 'null'] });
  }
  const validators = Object.keys(node).filter((key) => VALIDATION_KEYWORDS.includes(key));
  if (validators.length === 1 && Array.isArray(node.anyOf)) {
    return { ...node, anyOf: [...(node.anyOf as unknown[]), { type: 'null' }] };
  }
  return { anyOf: [node, { type: 'null' }] };
}
