import {
  diffChangeSentence,
  groupChanges,
  parsePointer,
  wordSentence,
  type ChangeGroup,
  type DiffChange,
  type DiffReport,
  type FieldStep,
} from '../core/index.ts';
import { fieldAnchor, toolAnchor, type FieldPart } from './anchors.ts';
import { escapeHtml } from './escape-html.ts';
import { jsonBlockHtml } from './json-html.ts';
import { headerHtml, navHtml, type ChangeMark, type NavInput } from './nav-html.ts';
import type { SiteLang, SiteWords } from './site-strings.ts';
import { valueHtml } from './value-html.ts';

/** What the Changes page is made of: the diff, the site's navigation and field ids, and the language. */
export interface ChangesInput {
  report: DiffReport;
  /** How the previous version is named to the reader (its file name). */
  previous: string;
  /** The site's navigation; the Changes page shows the same one, its links leading to the tools' pages. */
  nav: NavInput;
  /** The id of every field row on the tools page: a change links to the deepest one it touches. */
  fieldIds: ReadonlySet<string>;
  lang: SiteLang;
}

/** Each changed tool of a diff and how it changed: breaking when one of its changes may break a caller. */
export function changeMarks(report: DiffReport): Map<string, ChangeMark> {
  const marks = new Map<string, ChangeMark>();
  for (const change of report.changes) {
    if (change.kind === 'removed') continue;
    const isBreaking = change.breaking !== false;
    if (isBreaking) marks.set(change.tool, 'breaking');
    else if (!marks.has(change.tool)) marks.set(change.tool, 'changed');
  }
  return marks;
}

/**
 * The body of the Changes page as plain, script-free HTML: the site's header and navigation, then every
 * change, breaking first and open when there is a break, each with its sentence, its counterexample and a
 * link to the field (or tool) it touches on the tool's page.
 */
export function renderChanges({ report, previous, nav, fieldIds, lang }: ChangesInput): string {
  const { words } = nav;
  const here: NavInput = { ...nav, isChanges: true };
  const count = `<p class="site-summary">${escapeHtml(words.changesCount(report.changes.length, report.breaking))}. ${escapeHtml(words.comparedWith)} <bdi>${escapeHtml(previous)}</bdi>.</p>`;
  const hasBreak = report.breaking > 0;
  const groups = groupChanges(report.changes)
    .filter(([, changes]) => changes.length > 0)
    .map(([group, changes]) =>
      groupHtml(group, changes, { words, lang, fieldIds, hasBreak, pages: nav.pages }),
    )
    .join('');
  const body = report.changes.length === 0 ? `<p>${escapeHtml(words.noChanges)}</p>` : groups;
  const main = `<main id="content" class="changes-page"><h1>${escapeHtml(words.changesTitle)}</h1>${count}${body}</main>`;
  return `${headerHtml(here)}<div class="site-body">${navHtml(here)}${main}</div>`;
}

interface Context {
  words: SiteWords;
  lang: SiteLang;
  fieldIds: ReadonlySet<string>;
  hasBreak: boolean;
  pages: ReadonlyMap<string, string>;
}

function groupHtml(group: ChangeGroup, changes: readonly DiffChange[], context: Context): string {
  const id = `changes-${group}`;
  // the breaking changes are always open; the others are open too when nothing breaks
  const isOpen = group === 'breaking' || (!context.hasBreak && group === 'compatible');
  const items = changes.map((change) => `<li class="change">${changeHtml(change, context)}</li>`).join('');
  const heading = `<h2 id="${id}">${escapeHtml(context.words.groupHeadings[group])} <span class="group-count">(${changes.length})</span></h2>`;
  return `<section class="change-group ${group}" aria-labelledby="${id}"><details${isOpen ? ' open' : ''}><summary>${heading}</summary><ol>${items}</ol></details></section>`;
}

function changeHtml(change: DiffChange, { words, lang, fieldIds, pages }: Context): string {
  const name = `<code>${valueHtml(change.tool)}</code>`;
  const page = pages.get(change.tool);
  const tool =
    change.kind === 'removed' || page === undefined
      ? `${name} <span class="note">(${escapeHtml(words.removed)})</span>`
      : `<a href="${escapeHtml(page)}#${changeTarget(change, fieldIds)}">${name}</a>`;
  const verdict = change.breaking === 'undecided' ? ` — ${escapeHtml(words.mayBreak)}` : '';
  const where =
    change.pointer === '' ? escapeHtml(words.wholeTool) : `<code>${valueHtml(change.pointer)}</code>`;
  const facts = `<p class="change-facts">${tool}: <code>${escapeHtml(change.class)}</code> ${escapeHtml(words.at)} ${where}${verdict}</p>`;
  const message = lang === 'en' ? change.message : wordSentence(diffChangeSentence(change, lang), lang);
  return `${facts}<p><bdi>${escapeHtml(message)}</bdi></p>${counterexampleHtml(change, words)}`;
}

/**
 * The id a change links to: the deepest field row on the tool's page its pointer passes through
 * (`/inputSchema/properties/a/items/properties/b/maximum` → `a/[]/b`), else the tool's heading.
 */
export function changeTarget(
  change: Pick<DiffChange, 'tool' | 'pointer'>,
  fieldIds: ReadonlySet<string>,
): string {
  const tokens = parsePointer(change.pointer) ?? [];
  const part: FieldPart | null =
    tokens[0] === 'inputSchema' ? 'input' : tokens[0] === 'outputSchema' ? 'output' : null;
  if (part === null) return toolAnchor(change.tool);
  const steps: FieldStep[] = [];
  let target = toolAnchor(change.tool);
  for (let i = 1; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === 'properties' && i + 1 < tokens.length) steps.push({ kind: 'property', key: tokens[++i]! });
    else if (token === 'items') steps.push({ kind: 'items' });
    else continue;
    const id = fieldAnchor(change.tool, steps, part);
    if (fieldIds.has(id)) target = id;
  }
  return target;
}

function counterexampleHtml(change: DiffChange, words: SiteWords): string {
  if (!('counterexample' in change)) return '';
  const label =
    change.kind === 'input'
      ? words.counterexample.input
      : change.kind === 'output'
        ? words.counterexample.output
        : words.counterexample.other;
  return `<p class="counterexample-label">${escapeHtml(label)}</p>${jsonBlockHtml(change.counterexample)}`;
}
