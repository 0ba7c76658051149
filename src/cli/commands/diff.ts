import {
  applyAccepts,
  changeField,
  counterexampleSentence,
  diffChangeSentence,
  diffTools,
  importToolCatalog,
  readAcceptList,
  wordAnyReason,
  wordSentence,
  type AcceptedReport,
  type AcceptEntry,
  type Callers,
} from '../../core/index.ts';
import type { Command, CommandOutcome, OutputFormat } from '../command.ts';
import type { CliIo } from '../io.ts';
import type { Lang } from '../problem-words.ts';
import { readJsonInput } from '../read-input.ts';
import { diffSarif } from '../sarif/diff-sarif.ts';
import { renderDiff, type ChangeWords } from './diff-output.ts';
import type { DiffCliChange, DiffCliReport } from './diff-report.ts';

type CoreChange = AcceptedReport['changes'][number];

/** The assumptions about callers `--callers` names, the default first. */
const CALLERS: readonly Callers[] = ['declared', 'any'];

/**
 * `diff <old.json> <new.json> [--accept FILE] [--callers declared|any]`: what changed between two catalogs
 * and what breaks callers.
 */
export const diffCommand: Command = {
  name: 'diff',
  operands: ['<old.json>', '<new.json>'],
  options: { accept: { value: '<accept.json>' }, callers: CALLERS },
  formats: ['text', 'json', 'markdown', 'github', 'sarif'],
  summary: {
    en: 'what changed between two catalogs and whether it breaks callers (exit 1), with a counterexample for each break; --callers declared (default: callers send only declared properties) or any; --format also markdown|github|sarif',
    ko: '두 카탈로그 사이에 바뀐 것과 호출자를 깨뜨리는지(종료 1), 깨짐마다 반례를 보임. --callers declared(기본: 호출자는 선언된 속성만 보냄) 또는 any. --format에 markdown|github|sarif도 가능',
  },
  async run([before = '', after = ''], options, io): Promise<CommandOutcome> {
    const values: unknown[] = [];
    const texts: string[] = [];
    for (const source of [before, after]) {
      const read = await readJsonInput(source, io);
      if (read.kind === 'unreadable') return read;
      if (read.kind === 'refused') return { kind: 'unusable', source, error: read.error };
      values.push(read.value);
      texts.push(read.text);
    }
    const catalogs = [];
    for (const [i, source] of [before, after].entries()) {
      const imported = importToolCatalog(values[i]);
      if (!imported.ok) return { kind: 'unusable', source, error: imported.error };
      catalogs.push(imported.value);
    }
    const callers = options.extra.callers === 'any' ? 'any' : 'declared';
    const diffed = diffTools(catalogs[0]!, catalogs[1]!, { callers });
    const file = options.extra.accept;
    const accepts = await readAccepts(typeof file === 'string' ? file : undefined, io);
    if (!Array.isArray(accepts)) return accepts;
    const accepted = applyAccepts(diffed, accepts);
    const changes = accepted.changes.map(orderedChange);
    const report: DiffCliReport = {
      command: 'diff',
      ok: accepted.breaking === 0,
      old: before,
      new: after,
      callers: accepted.callers,
      breaking: accepted.breaking,
      changes,
      unmatchedAccepts: accepted.unmatchedAccepts,
    };
    // the words are made from the core's change: its params, refusal and issue, which the JSON leaves out
    const cores = new Map(changes.map((change, i) => [change, accepted.changes[i]!]));
    const words = (change: DiffCliChange, lang: Lang) => changeWords(cores.get(change)!, lang);
    const format: OutputFormat = options.format;
    const diffedFile = { text: texts[1]!, value: values[1] };
    const text = (lang: Lang) =>
      format === 'sarif'
        ? diffSarif(report, diffedFile, accepts, io.version())
        : renderDiff(report, format, lang, words);
    return { kind: 'report', ok: report.ok, report, text };
  },
};

async function readAccepts(
  source: string | true | undefined,
  io: CliIo,
): Promise<AcceptEntry[] | CommandOutcome> {
  if (typeof source !== 'string') return [];
  const read = await readJsonInput(source, io);
  if (read.kind === 'unreadable') return read;
  if (read.kind === 'refused') return { kind: 'unusable', source, error: read.error };
  const entries = readAcceptList(read.value);
  return entries.ok ? entries.value : { kind: 'unusable', source, error: entries.error };
}

/** What a change's line says, in a language, from the core's one wording. */
function changeWords(change: CoreChange, lang: Lang): ChangeWords {
  return {
    sentence: lang === 'en' ? change.message : wordSentence(diffChangeSentence(change, lang), lang),
    field: changeField(change),
    proof: (shown) => counterexampleSentence(change, lang, shown),
  };
}

/**
 * The documented key order: tool, kind, pointer, class, breaking, counterexample, counterexampleIssue,
 * message, accepted.
 */
function orderedChange(change: CoreChange): DiffCliChange {
  const {
    tool,
    kind,
    pointer,
    breaking,
    counterexample,
    counterexampleIssue: issue,
    message,
    accepted,
  } = change;
  const reason = issue && (wordAnyReason(issue.reason, issue.params, 'en') ?? issue.reason);
  return {
    tool,
    kind,
    pointer,
    class: change.class,
    breaking,
    ...('counterexample' in change ? { counterexample } : {}),
    ...(issue ? { counterexampleIssue: { path: issue.path, message: reason! } } : {}),
    message,
    ...(accepted ? { accepted } : {}),
  };
}
