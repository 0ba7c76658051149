import {
  diffCallersSentence,
  isolate,
  SENTENCES,
  wordSentence,
  type Callers,
  type Sentence,
} from '../../core/index.ts';
import type { OutputFormat } from '../command.ts';
import type { Lang } from '../problem-words.ts';
import { inputName } from '../sentences.ts';
import type { DiffCliChange, DiffCliReport } from './diff-report.ts';
import { markdownCell, markdownCode } from '../markdown-text.ts';

type Change = DiffCliChange;

/** What a change's line says in one language, from the core's wording. */
export interface ChangeWords {
  /** The change's sentence: what changed, from the old version to the new. */
  readonly sentence: string;
  /** The place in the arguments or the result, or undefined for the tool as a whole. */
  readonly field: string | undefined;
  /** The sentence that proves a break by its counterexample, the value written by `shown`. */
  readonly proof: (shown: (value: unknown) => string) => Sentence | undefined;
}

/** A change's words in a language. */
type Words = (change: Change, lang: Lang) => ChangeWords;
const SHOWN_COUNTEREXAMPLE = 200;

/** The report in a non-JSON format: text for people, markdown for a pull-request comment, GitHub annotations. */
export function renderDiff(
  report: DiffCliReport,
  format: Exclude<OutputFormat, 'sarif'>,
  lang: Lang,
  words: Words,
): string {
  switch (format) {
    case 'markdown':
      return markdown(report, words);
    case 'github':
      return github(report, words);
    case 'json':
      return `${JSON.stringify(report, null, 2)}\n`;
    case 'text':
      return text(report, lang, words);
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
    field: { input: 'argument', output: 'result' },
    whole: { input: 'the arguments', output: 'the result' },
    unmatched: 'accept entries that matched no change:',
  },
  ko: {
    summary: (old: string, next: string, breaking: number, total: number) =>
      `${old} → ${next}: 변경 ${total}개, 호환되지 않음 ${breaking}개`,
    labels: { breaking: '깨짐     ', undecided: '판단 불가', accepted: '허용됨   ', note: '호환     ' },
    field: { input: '인수', output: '결과' },
    whole: { input: '인수 전체', output: '결과 전체' },
    unmatched: '어떤 변경에도 맞지 않은 허용 항목:',
  },
} satisfies Record<Lang, unknown>;

function label(change: Change): keyof (typeof WORDS)['en']['labels'] {
  if (change.accepted === true) return 'accepted';
  return change.breaking === true ? 'breaking' : change.breaking === 'undecided' ? 'undecided' : 'note';
}

/** The assumption about callers, as one sentence that names the option which changes it. */
function assumption(callers: Callers, lang: Lang, option = `--callers ${callers}`): string {
  const gap = lang === 'ko' ? '' : ' ';
  return `${wordSentence(diffCallersSentence(callers), lang).replace(/\.$/, '')}${gap}(${option}).`;
}

/** The tool and the place a change is about: `search, argument /q`. */
function subject(change: Change, field: string | undefined, lang: Lang): string {
  const tool = isolate(change.tool);
  if (field === undefined || (change.kind !== 'input' && change.kind !== 'output')) return tool;
  const words = WORDS[lang];
  const place = field === '' ? words.whole[change.kind] : `${words.field[change.kind]} ${isolate(field)}`;
  return `${tool}, ${place}`;
}

/** A change as one line: verdict, tool and place, what changed, the proof, and what an accept entry names. */
function textLine(change: Change, lang: Lang, words: ChangeWords): string {
  const proof = words.proof(shown);
  const proved = proof === undefined ? '' : ` ${wordSentence(proof, lang)}`;
  const where = change.pointer === '' ? '' : ` ${isolate(change.pointer)}`;
  const head = `${WORDS[lang].labels[label(change)]} ${subject(change, words.field, lang)}`;
  return `  ${head}: ${words.sentence}${proved} [${change.class}${where}]\n`;
}

function text(report: DiffCliReport, lang: Lang, words: Words): string {
  const head = WORDS[lang].summary(
    inputName(report.old, lang),
    inputName(report.new, lang),
    report.breaking,
    report.changes.length,
  );
  const lines = ranked(report.changes).map((change) => textLine(change, lang, words(change, lang)));
  const unmatched = report.unmatchedAccepts.map(
    (entry) => `  ${entry.tool} ${entry.pointer} ${entry.class} (${entry.reason})\n`,
  );
  const rest = unmatched.length > 0 ? `${WORDS[lang].unmatched}\n${unmatched.join('')}` : '';
  return `${head}\n${assumption(report.callers, lang)}\n${lines.join('')}${rest}`;
}

/** A sentence for a table cell: the counterexample and its place in code spans, every other part escaped. */
function markdownSentence({ key, params }: Sentence): string {
  const pieces = SENTENCES[key].en.split(/\{(\w+)\}/);
  return pieces
    .map((piece, i) => {
      if (i % 2 === 0) return markdownCell(piece);
      const value = String(params[piece] ?? `{${piece}}`);
      return piece === 'value' || piece === 'at' ? markdownCode(value) : markdownCell(value);
    })
    .join('');
}

function markdown(report: DiffCliReport, words: Words): string {
  const verdict = report.breaking === 0 ? 'no breaking change' : `${report.breaking} breaking change(s)`;
  const rows = ranked(report.changes).map((change) => {
    const { field, proof } = words(change, 'en');
    const proved = proof(shown);
    const sentence = `${markdownCell(change.message)}${proved === undefined ? '' : ` ${markdownSentence(proved)}`}`;
    const place = field === undefined ? '' : markdownCode(field === '' ? '(all)' : field);
    const pointer = change.pointer === '' ? '' : markdownCode(change.pointer);
    return `| ${label(change)} | ${markdownCode(change.tool)} | ${place} | ${sentence} | ${markdownCode(change.class)} | ${pointer} |`;
  });
  const table =
    rows.length === 0
      ? 'No changes.\n'
      : `| verdict | tool | field | change | class | pointer |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`;
  const unmatched = report.unmatchedAccepts.map(
    (entry) =>
      `- ${markdownCode(entry.tool)} ${markdownCode(entry.pointer)} ${markdownCode(entry.class)}: ${markdownCell(entry.reason)}`,
  );
  const assumed = assumption(report.callers, 'en', markdownCode(`--callers ${report.callers}`));
  return `### Tool catalog diff: ${verdict}\n\n${assumed}\n\n${table}${unmatched.length > 0 ? `\nAccept entries that matched no change:\n\n${unmatched.join('\n')}\n` : ''}`;
}

// GitHub workflow commands: data escapes %, CR and LF; properties also escape : and ,
const escapeData = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');

function github(report: DiffCliReport, words: Words): string {
  const notice = `::notice title=${escapeProperty('Assumption about callers')}::${escapeData(assumption(report.callers, 'en'))}\n`;
  const lines = ranked(report.changes).map((change) => {
    const level = isFailing(change) ? 'error' : 'notice';
    const title = `${change.tool}: ${change.class}${change.accepted === true ? ' (accepted)' : ''}`;
    const { field, proof } = words(change, 'en');
    // GitHub keeps the whole counterexample
    const proved = proof((value) => JSON.stringify(value));
    const sentence = `${change.message}${proved === undefined ? '' : ` ${wordSentence(proved, 'en')}`}`;
    const where = change.pointer === '' ? '' : ` [${change.pointer}]`;
    return `::${level} title=${escapeProperty(title)}::${escapeData(`${subject(change, field, 'en')}: ${sentence}${where}`)}\n`;
  });
  const unmatched = report.unmatchedAccepts.map(
    (entry) =>
      `::warning title=${escapeProperty('accept entry matched nothing')}::${escapeData(`${entry.tool} ${entry.pointer} ${entry.class}: ${entry.reason}`)}\n`,
  );
  return notice + lines.join('') + unmatched.join('');
}
