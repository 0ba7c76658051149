import type { ContractError } from '../result.ts';
import { importToolCatalog } from '../tool/import-tools.ts';
import { diffTools } from './compare-tools.ts';
import type { DiffOptions, DiffReport } from './types.ts';

/** A diff, or the catalog that could not be read (`old` or `new`) with the contract's error inside it. */
export type DiffOutcome =
  { ok: true; value: DiffReport } | { ok: false; side: 'old' | 'new'; error: ContractError };

/**
 * Imports two parsed catalogs (either format, either side) as tools and lists what changed from `before`
 * to `after` (see diffTools), by default assuming callers send only the properties the old schemas declare.
 */
export function diffCatalogs(before: unknown, after: unknown, options: DiffOptions = {}): DiffOutcome {
  const old = importToolCatalog(before);
  if (!old.ok) return { ok: false, side: 'old', error: old.error };
  const next = importToolCatalog(after);
  if (!next.ok) return { ok: false, side: 'new', error: next.error };
  return { ok: true, value: diffTools(old.value, next.value, options) };
}
