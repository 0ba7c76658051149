import { appendPointer, parsePointer } from '../pointer.ts';
import type { DiffChange } from './types.ts';

/** Schema keywords that name a subschema of the same value: a step over them stays at the same place. */
const SAME_VALUE = new Set(['allOf', 'anyOf', 'oneOf']);
/** Schema keywords whose subschema describes any item or any undeclared key: a step to `*`. */
const ANY_MEMBER = new Set(['items', 'additionalProperties']);

/**
 * The place in the arguments (input) or the result (output) a schema change is about, as a pointer into
 * that value with `*` for any item or undeclared key: `/inputSchema/properties/q/maxLength` is `/q`, and a
 * name made required is the place of that name. Undefined for a change of the tool, its annotations, title
 * or description, or of a `$ref` target, which may serve several places.
 */
export function changeField(
  change: Pick<DiffChange, 'kind' | 'pointer' | 'class' | 'params'>,
): string | undefined {
  if (change.kind !== 'input' && change.kind !== 'output') return undefined;
  const tokens = parsePointer(change.pointer);
  if (tokens === undefined || !['inputSchema', 'outputSchema'].includes(tokens[0] ?? '')) return undefined;
  let field = '';
  for (let i = 1; i < tokens.length; i++) {
    const [token, next] = [tokens[i]!, tokens[i + 1]];
    if (token === '$defs' || token === 'definitions') return undefined;
    if (next === undefined) break;
    if (token === 'properties') field = appendPointer(field, tokens[++i]!);
    else if (SAME_VALUE.has(token)) i++;
    else if (ANY_MEMBER.has(token)) field = appendPointer(field, '*');
    else break;
  }
  const { key } = change.params;
  const isRequiredName = /^(output_)?required_(added|removed)$/.test(change.class);
  return isRequiredName && typeof key === 'string' ? appendPointer(field, key) : field;
}
