import { isPlainObject, ownValue, valueKind } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { ok, type Result } from '../result.ts';
import { refuse } from '../wording/refuse.ts';
import type { ScanFinding } from './types.ts';

/** A finding reviewed and allowed on purpose: its tool, code and pointer exactly, and why. */
export interface AllowEntry {
  readonly tool: string;
  readonly code: string;
  readonly pointer: string;
  readonly reason: string;
}

/** A finding with the allow-list entry that silences it, if one does. */
export type AllowedFinding = ScanFinding & { readonly allowed?: true; readonly allowReason?: string };

/** Findings with the allowed ones marked, and the entries that matched no finding (in list order). */
export interface AllowedScan {
  readonly findings: readonly AllowedFinding[];
  readonly unmatchedAllows: readonly AllowEntry[];
}

const KEYS = ['tool', 'code', 'pointer', 'reason'] as const;

/**
 * Checks an allow list: a JSON array of `{ tool, code, pointer, reason }`, every value a string and the
 * reason not empty. It is refused as `diff --accept` refuses its list (INVALID_ACCEPT_LIST with a pointer
 * into it), since both are lists of reviewed exceptions.
 */
export function readAllowList(value: unknown): Result<AllowEntry[]> {
  if (!Array.isArray(value))
    return refuse('INVALID_ACCEPT_LIST', '', 'not_an_accept_list', { received: valueKind(value) });
  const entries: AllowEntry[] = [];
  for (let index = 0; index < value.length; index++) {
    const item: unknown = value[index];
    const at = appendPointer('', index);
    if (!isPlainObject(item))
      return refuse('INVALID_ACCEPT_LIST', at, 'accept_entry_not_object', {
        index,
        received: valueKind(item),
      });
    for (const key of KEYS) {
      const field = ownValue(item, key);
      if (typeof field !== 'string' || (key === 'reason' && field.trim() === '')) {
        const reason = key === 'reason' ? 'accept_entry_empty_reason' : 'accept_entry_not_string';
        return refuse('INVALID_ACCEPT_LIST', appendPointer(at, key), reason, {
          index,
          key,
          received: valueKind(field),
        });
      }
    }
    const { tool, code, pointer, reason } = item as Record<(typeof KEYS)[number], string>;
    entries.push({ tool, code, pointer, reason });
  }
  return ok(entries);
}

/** Whether an entry names this finding: its tool, code and pointer, each exactly. */
export function allowsFinding(entry: AllowEntry, finding: ScanFinding): boolean {
  return entry.tool === finding.tool && entry.code === finding.code && entry.pointer === finding.pointer;
}

/** Marks each finding an entry names as allowed, with the entry's reason, and lists the entries that named none. */
export function applyAllowList(
  findings: readonly ScanFinding[],
  entries: readonly AllowEntry[],
): AllowedScan {
  const used = new Set<number>();
  const marked = findings.map((finding): AllowedFinding => {
    const index = entries.findIndex((entry) => allowsFinding(entry, finding));
    if (index === -1) return finding;
    entries.forEach((entry, i) => allowsFinding(entry, finding) && used.add(i));
    return { ...finding, allowed: true, allowReason: entries[index]!.reason };
  });
  return { findings: marked, unmatchedAllows: entries.filter((_, i) => !used.has(i)) };
}

/** Whether a scan passes: no error-severity finding that is not allowed. Warnings never fail it. */
export function isScanClean(findings: readonly AllowedFinding[]): boolean {
  return findings.every((finding) => finding.severity !== 'error' || finding.allowed === true);
}
