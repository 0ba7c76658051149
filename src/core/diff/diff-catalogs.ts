import type { ContractError } from '../result.ts';
import { diffTools } from './compare-tools.ts';
import { diffToolsOf } from './diff-tools.ts';
import type { DiffOptions, DiffReport } from './types.ts';

/** A diff, or the catalog that could not be read (`old` or `new`) with the contract's error inside it. */
export type DiffOutcome =
  { ok: true; value: DiffReport } | { ok: false; side: 'old' | 'new'; error: ContractError };

/**
 * Reads two parsed catalogs (either format, either side) and lists what changed from `before` to `after`,
 * by default assuming callers send only the properties the old schemas declare.
 */
export function diffCatalogs(before: unknown, after: unknown, options: DiffOptions = {}): DiffOutcome {
  const old = diffToolsOf(before);
  if (!old.ok) return { ok: false, side: 'old', error: old.error };
  const next = diffToolsOf(after);
  if (!next.ok) return { ok: false, side: 'new', error: next.error };
  return { ok: true, value: diffTools(old.value, next.value, options) };
}
