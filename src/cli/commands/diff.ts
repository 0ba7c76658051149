import {
  applyAccepts,
  diffCatalogs,
  diffChangeSentence,
  readAcceptList,
  wordSentence,
  type AcceptedReport,
  type AcceptEntry,
} from '../../core/index.ts';
import type { Command, CommandOutcome, OutputFormat } from '../command.ts';
import type { CliIo } from '../io.ts';
import type { Lang } from '../problem-words.ts';
import { readJsonInput } from '../read-input.ts';
import { renderDiff } from './diff-output.ts';

/** The JSON output of `diff`: the core's report with its inputs, accepted changes marked. */
export interface DiffCliReport {
  command: 'diff';
  ok: boolean;
  old: string;
  new: string;
  breaking: number;
  changes: readonly DiffCliChange[];
  unmatchedAccepts: readonly AcceptEntry[];
}

/** One change as the JSON output lists it: the core's change without the data its sentence is made from. */
export type DiffCliChange = Omit<AcceptedReport['changes'][number], 'params' | 'refusal'>;

/** `diff <old.json> <new.json> [--accept FILE]`: what changed between two catalogs and what breaks callers. */
export const diffCommand: Command = {
  name: 'diff',
  operands: ['<old.json>', '<new.json>'],
  options: { accept: { value: '<accept.json>' } },
  formats: ['text', 'json', 'markdown', 'github'],
  summary: {
    en: 'what changed between two catalogs and whether it breaks callers (exit 1), with a counterexample for each break; --format also markdown|github',
    ko: '두 카탈로그 사이에 바뀐 것과 호출자를 깨뜨리는지(종료 1), 깨짐마다 반례를 보임. --format에 markdown|github도 가능',
  },
  async run([before = '', after = ''], options, io): Promise<CommandOutcome> {
    const values: unknown[] = [];
    for (const source of [before, after]) {
      const read = await readJsonInput(source, io);
      if (read.kind === 'unreadable') return read;
      if (read.kind === 'refused') return { kind: 'unusable', source, error: read.error };
      values.push(read.value);
    }
    const diffed = diffCatalogs(values[0], values[1]);
    if (!diffed.ok)
      return { kind: 'unusable', source: diffed.side === 'old' ? before : after, error: diffed.error };
    const file = options.extra.accept;
    const accepts = await readAccepts(typeof file === 'string' ? file : undefined, io);
    if (!Array.isArray(accepts)) return accepts;
    const accepted = applyAccepts(diffed.value, accepts);
    const changes = accepted.changes.map(orderedChange);
    const report: DiffCliReport = {
      command: 'diff',
      ok: accepted.breaking === 0,
      old: before,
      new: after,
      breaking: accepted.breaking,
      changes,
      unmatchedAccepts: accepted.unmatchedAccepts,
    };
    // the Korean sentence is made from the change's params and refusal, which the JSON output leaves out
    const korean = new Map(changes.map((change, i) => [change, accepted.changes[i]!]));
    const sentence = (change: DiffCliChange, lang: Lang) =>
      lang === 'en' ? change.message : wordSentence(diffChangeSentence(korean.get(change)!, lang), lang);
    const format: OutputFormat = options.format;
    const text = (lang: Lang) => renderDiff(report, format, lang, sentence);
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

/** The documented key order: tool, kind, pointer, class, breaking, counterexample, message, accepted. */
function orderedChange(change: AcceptedReport['changes'][number]): DiffCliChange {
  const { tool, kind, pointer, breaking, counterexample, message, accepted } = change;
  return {
    tool,
    kind,
    pointer,
    class: change.class,
    breaking,
    ...('counterexample' in change ? { counterexample } : {}),
    message,
    ...(accepted ? { accepted } : {}),
  };
}
