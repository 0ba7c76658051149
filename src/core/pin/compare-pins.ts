import { compareCodePoints } from '../gate/canonical-json.ts';
import type { PinSet } from './pin-catalog.ts';
import { PINNED_FIELDS, type PinnedField } from './pinned-tool.ts';

/** How one pinned member of a tool differs from its pin. */
export interface FieldChange {
  readonly field: PinnedField;
  readonly change: 'added' | 'removed' | 'changed';
}

/** One tool that differs from the pins: added, removed, changed (and which members), or renamed. */
export type PinChange =
  | { readonly change: 'added' | 'removed'; readonly tool: string }
  | { readonly change: 'changed'; readonly tool: string; readonly fields: readonly FieldChange[] }
  | { readonly change: 'renamed'; readonly tool: string; readonly from: string };

/**
 * Every tool that differs between the pins and the tools now, sorted by name (a rename by its old name).
 * A tool removed and another added whose every pinned member hashes the same is one rename; that needs
 * the per-member hashes, so a lock without them reports a removal and an addition instead.
 */
export function comparePins(pinned: PinSet, current: PinSet): PinChange[] {
  const changes: PinChange[] = [];
  const added: string[] = [];
  for (const name of Object.keys(current.tools)) if (!Object.hasOwn(pinned.tools, name)) added.push(name);
  const removed: string[] = [];
  for (const [name, pin] of Object.entries(pinned.tools)) {
    if (!Object.hasOwn(current.tools, name)) removed.push(name);
    else if (current.tools[name] !== pin) {
      const fields = fieldChanges(pinned.fields[name], current.fields[name]);
      changes.push({ change: 'changed', tool: name, fields });
    }
  }
  const renamed = pairRenames(removed, added, pinned, current);
  for (const [from, to] of renamed) changes.push({ change: 'renamed', tool: to, from });
  const paired = new Set([...renamed.keys(), ...renamed.values()]);
  for (const tool of removed) if (!paired.has(tool)) changes.push({ change: 'removed', tool });
  for (const tool of added) if (!paired.has(tool)) changes.push({ change: 'added', tool });
  return changes.sort((a, b) => compareCodePoints(sortName(a), sortName(b)));
}

function sortName(change: PinChange): string {
  return change.change === 'renamed' ? change.from : change.tool;
}

/** Which members differ; empty when the lock holds no member hashes for the tool. */
function fieldChanges(
  before: PinSet['fields'][string] | undefined,
  after: PinSet['fields'][string] | undefined,
): FieldChange[] {
  if (before === undefined || after === undefined) return [];
  const changes: FieldChange[] = [];
  for (const field of PINNED_FIELDS) {
    const [was, now] = [before[field], after[field]];
    if (was === now) continue;
    const change = was === undefined ? 'added' : now === undefined ? 'removed' : 'changed';
    changes.push({ field, change });
  }
  return changes;
}

/** Removed tools matched, old name to new, with added ones whose members all hash the same, in name order. */
function pairRenames(
  removed: readonly string[],
  added: readonly string[],
  pinned: PinSet,
  current: PinSet,
): Map<string, string> {
  const waiting = new Map<string, string[]>();
  for (const name of [...added].sort(compareCodePoints)) {
    const members = current.fields[name];
    if (members === undefined) continue;
    const key = membersKey(members);
    const queue = waiting.get(key);
    if (queue === undefined) waiting.set(key, [name]);
    else queue.push(name);
  }
  const pairs = new Map<string, string>();
  for (const name of [...removed].sort(compareCodePoints)) {
    const members = pinned.fields[name];
    const match = members === undefined ? undefined : waiting.get(membersKey(members))?.shift();
    if (match !== undefined) pairs.set(name, match);
  }
  return pairs;
}

function membersKey(members: PinSet['fields'][string]): string {
  return PINNED_FIELDS.map((field) => members[field] ?? '').join(' ');
}
