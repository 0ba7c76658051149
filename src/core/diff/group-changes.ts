import type { DiffChange } from './types.ts';

/** The three lists a reader of a diff needs, in the order they need them. */
export type ChangeGroup = 'breaking' | 'compatible' | 'notes';

const GROUPS: readonly ChangeGroup[] = ['breaking', 'compatible', 'notes'];
const NOTE_KINDS: ReadonlySet<DiffChange['kind']> = new Set(['title', 'description']);

/** Which list a change goes to: breaking (or undecided, counted as breaking), compatible, or a note on wording. */
export function changeGroup(change: DiffChange): ChangeGroup {
  if (change.breaking !== false) return 'breaking';
  return NOTE_KINDS.has(change.kind) ? 'notes' : 'compatible';
}

/** The changes grouped breaking first, then compatible, then notes; the diff's order is kept inside each group. */
export function groupChanges(changes: readonly DiffChange[]): [ChangeGroup, DiffChange[]][] {
  const groups: Record<ChangeGroup, DiffChange[]> = { breaking: [], compatible: [], notes: [] };
  for (const change of changes) groups[changeGroup(change)].push(change);
  return GROUPS.map((group) => [group, groups[group]]);
}
