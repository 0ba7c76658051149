import { isPlainObject } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { finding } from './finding.ts';
import { recordChange, type RewriteContext } from './rewrite-context.ts';
import type { ProviderFinding } from './types.ts';

/** Keeps a oneOf as anyOf, and says the provider no longer refuses a value that matches several branches. */
export function oneOfToAnyOf(
  value: unknown,
  from: string,
  path: string,
  rule: ProviderFinding['rule'],
  context: RewriteContext,
  keep: (key: string, value: unknown, from: string) => void,
): void {
  keep('anyOf', value, from);
  const at = appendPointer(path, 'anyOf');
  recordChange(context, at, 'one_of_to_any_of', 'widened', { keyword: 'oneOf' });
  context.ignored.push(finding(rule, at, { keyword: 'oneOf' }, 'ignored'));
}

/** Merges a one-schema allOf into its parent when no keyword clashes; false when it cannot. */
export function mergeAllOf(
  node: Record<string, unknown>,
  value: unknown,
  from: string,
  path: string,
  context: RewriteContext,
  keep: (key: string, value: unknown, from: string) => void,
): boolean {
  if (!Array.isArray(value) || value.length !== 1) return false;
  const only: unknown = value[0];
  if (only === true) {
    recordChange(context, appendPointer(path, 'allOf'), 'merged_all_of', 'kept', { reason: 'allows_all' });
    return true;
  }
  if (!isPlainObject(only) || Object.keys(only).some((key) => key in node)) return false;
  for (const key of Object.keys(only)) keep(key, only[key], appendPointer(appendPointer(from, '0'), key));
  recordChange(context, appendPointer(path, 'allOf'), 'merged_all_of', 'kept', {});
  return true;
}
