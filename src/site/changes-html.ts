import { groupChanges, type ChangeGroup, type DiffChange, type DiffReport } from '../core/index.ts';
import { escapeHtml } from './static-html.ts';

/** The id of the Changes section, the target of the links that lead to it. */
export const CHANGES_ID = 'changes';

/** What the Changes section is made of: the diff, and where each tool of the new catalog is documented. */
export interface ChangesInput {
  report: DiffReport;
  /** Tool name → the id of its entry in the documentation; a tool absent here has no entry to link to. */
  anchors: ReadonlyMap<string, string>;
  /** How the previous version is named to the reader (its file name). */
  previous: string;
}

const HEADINGS: Record<ChangeGroup, string> = {
  breaking: 'Breaking',
  compatible: 'Compatible',
  notes: 'Notes',
};

/**
 * The Changes section as plain, script-free HTML, folded under its heading and count: it is placed before
 * the docs, so it stays (unmoved) when the explorer replaces them. Every catalog value is escaped and
 * isolated in `<bdi>`.
 */
export function renderChanges({ report, anchors, previous }: ChangesInput): string {
  const total = report.changes.length;
  const count = `${plural(total, 'change')}, ${report.breaking} breaking`;
  const head = `<summary><h2 id="${CHANGES_ID}-title">Changes since the previous version <small>${escapeHtml(count)}</small></h2></summary>`;
  const intro = `<p>Compared with <bdi>${escapeHtml(previous)}</bdi>.</p>`;
  const lists = groupChanges(report.changes)
    .filter(([, changes]) => changes.length > 0)
    .map(([group, changes]) => renderGroup(group, changes, anchors))
    .join('\n');
  const body = total === 0 ? '<p>No tool changed.</p>' : lists;
  return `<section id="${CHANGES_ID}" class="docs" aria-labelledby="${CHANGES_ID}-title"><details>${head}${intro}\n${body}\n</details></section>`;
}

function renderGroup(
  group: ChangeGroup,
  changes: DiffChange[],
  anchors: ReadonlyMap<string, string>,
): string {
  const id = `${CHANGES_ID}-${group}`;
  const items = changes.map((change) => `<li>${renderChange(change, anchors)}</li>`).join('');
  return `<h3 id="${id}">${HEADINGS[group]} <small>(${changes.length})</small></h3><ol aria-labelledby="${id}">${items}</ol>`;
}

function renderChange(change: DiffChange, anchors: ReadonlyMap<string, string>): string {
  const name = `<code><bdi>${escapeHtml(change.tool)}</bdi></code>`;
  const anchor = change.kind === 'removed' ? undefined : anchors.get(change.tool);
  const tool =
    anchor === undefined
      ? `${name}${change.kind === 'removed' ? ' (removed: no longer in the catalog)' : ''}`
      : `<a href="${escapeHtml(toolHref(change.tool, anchor))}">${name}</a>`;
  const verdict = change.breaking === 'undecided' ? ' — may break: not proven compatible' : '';
  const where =
    change.pointer === '' ? 'the whole tool' : `<code><bdi>${escapeHtml(change.pointer)}</bdi></code>`;
  const facts = `${tool}: <code>${escapeHtml(change.class)}</code> at ${where}${verdict}`;
  const sentence = `<p><bdi>${escapeHtml(change.message)}</bdi></p>`;
  return `${facts}${sentence}${renderCounterexample(change)}`;
}

/**
 * The tool's address in the explorer (`?tool=NAME`) with its place in the plain documentation as the
 * fragment: with scripts the explorer opens the tool, without them the browser scrolls to its section.
 */
export function toolHref(tool: string, anchor: string): string {
  return `?tool=${encodeURIComponent(tool)}#${anchor}`;
}

function renderCounterexample(change: DiffChange): string {
  if (!('counterexample' in change)) return '';
  const label = COUNTEREXAMPLE_LABELS[change.kind] ?? 'Counterexample:';
  const json = JSON.stringify(change.counterexample, null, 2) ?? 'undefined';
  return `<p>${label}</p><pre><code><bdi>${escapeHtml(json)}</bdi></code></pre>`;
}

const COUNTEREXAMPLE_LABELS: Partial<Record<DiffChange['kind'], string>> = {
  input: 'Arguments the old schema accepts and the new refuses:',
  output: 'A value the new schema allows and the old refused:',
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
