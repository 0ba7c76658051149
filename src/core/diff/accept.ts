import { isPlainObject, ownValue, valueKind } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { ok, type Result } from '../result.ts';
import { refuse } from '../wording/refuse.ts';
import type { DiffChange, DiffReport } from './types.ts';

/** A change accepted on purpose: `*` as the tool or the pointer accepts the class everywhere. */
export interface AcceptEntry {
  readonly tool: string;
  readonly pointer: string;
  readonly class: string;
  readonly reason: string;
}

/** A diff with the accepted changes marked: they no longer count as breaking. */
export interface AcceptedReport extends DiffReport {
  readonly changes: readonly (DiffChange & { readonly accepted?: true })[];
  /** Entries of the accept list that matched no change, in list order. */
  readonly unmatchedAccepts: readonly AcceptEntry[];
}

const KEYS = ['tool', 'pointer', 'class', 'reason'] as const;

/** Checks an accept list: a JSON array of `{ tool, pointer, class, reason }`, every value a string, reason not empty. */
export function readAcceptList(value: unknown): Result<AcceptEntry[]> {
  if (!Array.isArray(value))
    return refuse('INVALID_ACCEPT_LIST', '', 'not_an_accept_list', { received: valueKind(value) });
  const entries: AcceptEntry[] = [];
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index];
    const at = appendPointer('', index);
    if (!isPlainObject(item)) {
      const params = { index, received: valueKind(item) };
      return refuse('INVALID_ACCEPT_LIST', at, 'accept_entry_not_object', params);
    }
    for (const key of KEYS) {
      const field = ownValue(item, key);
      if (typeof field !== 'string' || (key === 'reason' && field.trim() === '')) {
        const reason = key === 'reason' ? 'accept_entry_empty_reason' : 'accept_entry_not_string';
        const params = { index, key, received: valueKind(field) };
        return refuse('INVALID_ACCEPT_LIST', appendPointer(at, key), reason, params);
      }
    }
    const { tool, pointer, reason } = item as Record<(typeof KEYS)[number], string>;
    entries.push({ tool, pointer, class: item.class as string, reason });
  }
  return ok(entries);
}

/** True when the entry names this change (its class exactly; its tool and pointer exactly or by `*`). */
export function acceptsChange(entry: AcceptEntry, change: DiffChange): boolean {
  return (
    entry.class === change.class &&
    (entry.tool === '*' || entry.tool === change.tool) &&
    (entry.pointer === '*' || entry.pointer === change.pointer)
  );
}

/** Marks the changes the list accepts, counts the breaking ones left, and lists entries that matched nothing. */
export function applyAccepts(report: DiffReport, entries: readonly AcceptEntry[]): AcceptedReport {
  const used = new Set<number>();
  const changes = report.changes.map((change) => {
    const index = entries.findIndex((entry) => acceptsChange(entry, change));
    if (index === -1) return change;
    entries.forEach((entry, i) => acceptsChange(entry, change) && used.add(i));
    return { ...change, accepted: true as const };
  });
  const breaking = changes.filter((change) => change.breaking !== false && !('accepted' in change)).length;
  const unmatchedAccepts = entries.filter((_, i) => !used.has(i));
  return { callers: report.callers, breaking, changes, unmatchedAccepts };
}
