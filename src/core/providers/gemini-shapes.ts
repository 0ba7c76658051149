import { appendPointer } from '../pointer.ts';
import { recordChange, recordDroppedConstraint, type Draft, type RewriteContext } from './rewrite-context.ts';

/**
 * Rewrites the two keywords Gemini takes in another form: a type list becomes one type plus
 * `nullable: true` (or anyOf over the types), and a string `const` becomes a one-value enum; a `const`
 * of another kind is dropped and left for the host to check.
 */
export function geminiShapes(draft: Draft, path: string, context: RewriteContext): void {
  const type = draft.get('type');
  if (type && Array.isArray(type.value))
    rewriteTypeList(draft, type.value as string[], type.origin, path, context);
  const constant = draft.get('const');
  if (!constant) return;
  draft.delete('const');
  if (typeof constant.value === 'string' && !draft.has('enum')) {
    draft.set('enum', { value: [constant.value], origin: constant.origin });
    recordChange(context, appendPointer(path, 'enum'), 'const_to_enum', 'kept', {});
  } else recordDroppedConstraint(context, path, 'const', 'gemini-fields');
}

function rewriteTypeList(
  draft: Draft,
  types: string[],
  origin: string,
  path: string,
  context: RewriteContext,
): void {
  const others = types.filter((t) => t !== 'null');
  const isNullable = others.length < types.length;
  if (others.length === 0) return;
  if (others.length > 1 && draft.has('anyOf')) return;
  draft.delete('type');
  if (others.length === 1) draft.set('type', { value: others[0], origin });
  else draft.set('anyOf', { value: others.map((t) => ({ type: t })), origin });
  if (isNullable) draft.set('nullable', { value: true, origin });
  const params = others.length === 1 ? { types } : { types, reason: 'any_of' };
  recordChange(context, appendPointer(path, 'type'), 'type_list', 'kept', params);
}
