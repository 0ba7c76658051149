import { isPlainObject } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { makeNullable } from './nullable.ts';
import { recordChange, setOwn, type RewriteContext } from './rewrite-context.ts';
import { additionalPropertiesKind, isObjectSchema, propertyNames, requiredNames } from './schema-facts.ts';

/**
 * In strict mode, closes a rebuilt object schema (`additionalProperties: false` where it was missing or
 * true) and, for OpenAI, lists every property in `required`, making each formerly optional one nullable:
 * the model then sends null where it would have left the property out.
 */
export function closeObject(schema: Record<string, unknown>, path: string, context: RewriteContext): void {
  const isStrict = context.strict && (context.provider === 'openai' || context.provider === 'anthropic');
  if (!isStrict || !isObjectSchema(schema)) return;
  const kind = additionalPropertiesKind(schema);
  if (kind === 'absent' || kind === 'true') {
    setOwn(schema, 'additionalProperties', false);
    const at = appendPointer(path, 'additionalProperties');
    recordChange(context, at, 'closed_object', 'narrowed', { found: kind });
  }
  if (context.provider === 'openai') requireAll(schema, path, context);
}

function requireAll(schema: Record<string, unknown>, path: string, context: RewriteContext): void {
  const properties = schema.properties;
  if (!isPlainObject(properties)) return;
  const required = requiredNames(schema);
  const listed = new Set(required);
  const added: string[] = [];
  for (const key of propertyNames(schema)) {
    if (listed.has(key)) continue;
    setOwn(properties, key, makeNullable(properties[key]));
    added.push(key);
    const at = appendPointer(appendPointer(path, 'properties'), key);
    recordChange(context, at, 'made_nullable', 'kept', { key });
  }
  if (added.length > 0) setOwn(schema, 'required', [...required, ...added]);
}
