import type { OutputFormat } from '../command.ts';
import type { Lang } from '../problem-words.ts';
import { inputName } from '../sentences.ts';
import type { DiffCliChange, DiffCliReport } from './diff.ts';

type Change = DiffCliChange;
/** A change's sentence in a language (English is its `message`). */
type Words = (change: Change, lang: Lang) => string;
const SHOWN_COUNTEREXAMPLE = 200;

/** The report in a non-JSON format: text for people, markdown for a pull-request comment, GitHub annotations. */
export function renderDiff(
  report: DiffCliReport,
  format: OutputFormat,
  lang: Lang,
  sentence: Words = (change) => change.message,
): string {
  switch (format) {
    case 'markdown':
      return markdown(report);
    case 'github':
      return github(report);
    case 'json':
      return `${JSON.stringify(report, null, 2)}\n`;
    case 'text':
      return text(report, lang, sentence);
  }
}

/** Whether a change fails the run: breaking or undecided, and not accepted. */
export const isFailing = (change: Change) => change.breaking !== false && change.accepted !== true;

/** Failing changes first, then accepted breaks, then the rest, each group in report order. */
function ranked(changes: readonly Change[]): Change[] {
  // three buckets in one pass keep report order without a sort
  const groups: [Change[], Change[], Change[]] = [[], [], []];
  for (const change of changes) {
    groups[isFailing(change) ? 0 : change.breaking !== false ? 1 : 2].push(change);
  }
  return groups.flat();
}

function shown(value: unknown): string {
  const json = JSON.stringify(value);
  return json.length <= SHOWN_COUNTEREXAMPLE ? json : `${json.slice(0, SHOWN_COUNTEREXAMPLE)}…`;
}

const WORDS = {
  en: {
    summary: (old: string, next: string, breaking: number, total: number) =>
      `${old} → ${next}: ${total} change(s), ${breaking} breaking`,
    labels: { breaking: 'BREAKING ', undecided: 'UNDECIDED', accepted: 'accepted ', note: 'compatible' },
    counterexample: 'counterexample',
    unmatched: 'accept entries that matched no change:',
  },
  ko: {
    summary: (old: string, next: string, breaking: number, total: number) =>
      `${old} → ${next}: 변경 ${total}개, 호환되지 않음 ${breaking}개`,
    labels: { breaking: '깨짐     ', undecided: '판단 불가', accepted: '허용됨   ', note: '호환     ' },
    counterexample: '반례',
    unmatched: '어떤 변경에도 맞지 않은 허용 항목:',
  },
} satisfies Record<Lang, unknown>;

function label(change: Change): keyof (typeof WORDS)['en']['labels'] {
  if (change.accepted === true) return 'accepted';
  return change.breaking === true ? 'breaking' : change.breaking === 'undecided' ? 'undecided' : 'note';
}

function text(report: DiffCliReport, lang: Lang, sentence: Words): string {
  const words = WORDS[lang];
  const head = words.summary(
    inputName(report.old, lang),
    inputName(report.new, lang),
    report.breaking,
    report.changes.length,
  );
  const lines = ranked(report.changes).map((change) => {
    const where = change.pointer === '' ? change.tool : `${change.tool}#${change.pointer}`;
    const proof =
      'counterexample' in change ? `\n      ${words.counterexample}: ${shown(change.counterexample)}` : '';
    return `  ${words.labels[label(change)]} ${change.class} ${where}: ${sentence(change, lang)}${proof}\n`;
  });
  const unmatched = report.unmatchedAccepts.map(
    (entry) => `  ${entry.tool} ${entry.pointer} ${entry.class} (${entry.reason})\n`,
  );
  return `${head}\n${lines.join('')}${unmatched.length > 0 ? `${words.unmatched}\n${unmatched.join('')}` : ''}`;
}

/** A code span that survives any backticks inside it and a table cell's `|`. */
function code(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const body = value.replace(/\|/g, '\\|');
  return longest === 0 ? `${fence}${body}${fence}` : `${fence} ${body} ${fence}`;
}

const cell = (value: string) =>
  value
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ')
    .replace(/</g, '&lt;');

function markdown(report: DiffCliReport): string {
  const verdict = report.breaking === 0 ? 'no breaking change' : `${report.breaking} breaking change(s)`;
  const rows = ranked(report.changes).map((change) => {
    const proof = 'counterexample' in change ? code(shown(change.counterexample)) : '';
    const pointer = change.pointer === '' ? '' : code(change.pointer);
    return `| ${label(change)} | ${code(change.tool)} | ${code(change.class)} | ${pointer} | ${cell(change.message)} | ${proof} |`;
  });
  const table =
    rows.length === 0
      ? 'No changes.\n'
      : `| verdict | tool | class | pointer | change | counterexample |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`;
  const unmatched = report.unmatchedAccepts.map(
    (entry) => `- ${code(entry.tool)} ${code(entry.pointer)} ${code(entry.class)}: ${cell(entry.reason)}`,
  );
  return `### Tool catalog diff: ${verdict}\n\n${table}${unmatched.length > 0 ? `\nAccept entries that matched no change:\n\n${unmatched.join('\n')}\n` : ''}`;
}

// GitHub workflow commands: data escapes %, CR and LF; properties also escape : and ,
const escapeData = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');

function github(report: DiffCliReport): string {
  const lines = ranked(report.changes).map((change) => {
    const level = isFailing(change) ? 'error' : 'notice';
    const title = `${change.tool}: ${change.class}${change.accepted === true ? ' (accepted)' : ''}`;
    const proof =
      'counterexample' in change ? ` Counterexample: ${JSON.stringify(change.counterexample)}` : '';
    const where = change.pointer === '' ? '' : ` at ${change.pointer}`;
    return `::${level} title=${escapeProperty(title)}::${escapeData(`${change.message}${where}${proof}`)}\n`;
  });
  const unmatched = report.unmatchedAccepts.map(
    (entry) =>
      `::warning title=${escapeProperty('accept entry matched nothing')}::${escapeData(`${entry.tool} ${entry.pointer} ${entry.class}: ${entry.reason}`)}\n`,
  );
  return lines.join('') + unmatched.join('');
}
