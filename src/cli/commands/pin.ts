import {
  comparePins,
  indentedCanonicalJson,
  isolate,
  pinCatalog,
  pinLock,
  readPinLock,
  type ContractError,
  type PinChange,
  type PinSet,
  type Result,
} from '../../core/index.ts';
import type { Command, CommandOutcome, Options } from '../command.ts';
import type { CliIo } from '../io.ts';
import type { Lang } from '../problem-words.ts';
import { readJsonInput } from '../read-input.ts';
import { inputName, PROGRAM, usageText } from '../sentences.ts';
import { writeAtomic } from '../snapshot/write-atomic.ts';
import { PIN_HASHING } from './pin-hashing.ts';

/** The report of `pin --out FILE` (`--format json`): where the lock went, when, and how many tools it pins. */
export interface PinWriteReport {
  command: 'pin';
  ok: true;
  catalog: string;
  out: string;
  generated: string;
  tools: number;
}

/** The report of `pin --check LOCK`: the lock's day and catalog, and every tool that differs from it. */
export interface PinCheckReport {
  command: 'pin';
  ok: boolean;
  catalog: string;
  check: string;
  /** The day the lock says it was written, and the catalog it names; null where it does not say. */
  pinned: { generated: string | null; catalog: string | null };
  tools: number;
  changes: readonly PinChange[];
}

/**
 * `pin <catalog.json> [--out LOCK]` writes each tool's pin; `pin --check LOCK <catalog.json>` names every
 * tool added, removed, changed or renamed since. `today` gives the date the lock records.
 */
export function pinCommand(today: () => Date = () => new Date()): Command {
  return {
    name: 'pin',
    operands: ['<catalog.json>'],
    options: { out: { value: '<lock.json>' }, check: { value: '<lock.json>' } },
    summary: {
      en: "each tool's pin (SHA-256 of its RFC 8785 canonical JSON) as a lock file (--out, else standard output); with --check, every tool added, removed, changed or renamed since the lock (exit 1)",
      ko: '도구마다 핀(RFC 8785 정규 JSON의 SHA-256)을 잠금 파일로 씁니다(--out, 없으면 표준 출력). --check는 잠금 뒤에 추가·제거·변경·이름 변경된 도구를 모두 보입니다(종료 1)',
    },
    async run([catalog = ''], options, io): Promise<CommandOutcome> {
      const { out, check } = options.extra;
      if (out !== undefined && check !== undefined)
        return usage(io, WORDS[options.lang].outAndCheck, options.lang);
      if (typeof check === 'string') return checkPins(catalog, check, io);
      return writePins(catalog, typeof out === 'string' ? out : null, utcDay(today()), options, io);
    },
  };
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function writePins(
  catalog: string,
  out: string | null,
  generated: string,
  options: Options,
  io: CliIo,
): Promise<CommandOutcome> {
  const pins = await readPins(catalog, io);
  if (!pins.ok) return pins.outcome;
  const text = `${indentedCanonicalJson(pinLock(pins.value, generated, catalog))}\n`;
  if (out === null) {
    io.out(text);
    return { kind: 'done', verdict: 'ok' };
  }
  const errno = await writeAtomic(out, text);
  if (errno !== null) {
    io.err(`${PROGRAM}: ${inputName(out, options.lang)}: ${WORDS[options.lang].notWritten(errno)}\n`);
    return { kind: 'done', verdict: 'failed' };
  }
  const tools = Object.keys(pins.value.tools).length;
  const report: PinWriteReport = { command: 'pin', ok: true, catalog, out, generated, tools };
  io.out(
    options.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : writeText(report, options.lang),
  );
  return { kind: 'done', verdict: 'ok' };
}

async function checkPins(catalog: string, lockFile: string, io: CliIo): Promise<CommandOutcome> {
  const read = await readJsonInput(lockFile, io);
  if (read.kind === 'unreadable') return read;
  if (read.kind === 'refused') return { kind: 'unusable', source: lockFile, error: read.error };
  const lock = readPinLock(read.value);
  if (!lock.ok) return { kind: 'unusable', source: lockFile, error: lock.error };
  const pins = await readPins(catalog, io);
  if (!pins.ok) return pins.outcome;
  const changes = comparePins(lock.value, pins.value);
  const report: PinCheckReport = {
    command: 'pin',
    ok: changes.length === 0,
    catalog,
    check: lockFile,
    pinned: { generated: lock.value.generated, catalog: lock.value.catalog },
    tools: Object.keys(pins.value.tools).length,
    changes,
  };
  return { kind: 'report', ok: report.ok, report, text: (lang) => checkText(report, lang) };
}

/** The pins of a catalog file, or the outcome that ends the run (exit status 2): unreadable or unusable. */
async function readPins(
  catalog: string,
  io: CliIo,
): Promise<{ ok: true; value: PinSet } | { ok: false; outcome: CommandOutcome }> {
  const read = await readJsonInput(catalog, io);
  if (read.kind === 'unreadable') return { ok: false, outcome: read };
  const pins: Result<PinSet> =
    read.kind === 'refused' ? refusedBy(read.error) : pinCatalog(read.value, PIN_HASHING);
  return pins.ok ? pins : { ok: false, outcome: { kind: 'unusable', source: catalog, error: pins.error } };
}

function refusedBy(error: ContractError): Result<never> {
  return { ok: false, error };
}

function usage(io: CliIo, sentence: string, lang: Lang): CommandOutcome {
  io.err(usageText(sentence, lang));
  return { kind: 'done', verdict: 'failed' };
}

function writeText(report: PinWriteReport, lang: Lang): string {
  return `${PROGRAM}: ${WORDS[lang].written(report.tools, inputName(report.catalog, lang), inputName(report.out, lang))}\n`;
}

/** The text of a check: one summary line, then one line per tool that differs from its pin. */
export function checkText(report: PinCheckReport, lang: Lang): string {
  const words = WORDS[lang];
  const head = `${inputName(report.check, lang)}: ${words.summary(report.tools, report.changes.length, report.pinned.generated)}\n`;
  return head + report.changes.map((change) => `  ${changeLine(change, lang)}\n`).join('');
}

function changeLine(change: PinChange, lang: Lang): string {
  const words = WORDS[lang];
  const tool = isolate(change.tool);
  switch (change.change) {
    case 'added':
    case 'removed':
      return `${words[change.change]} ${tool}`;
    case 'renamed':
      return `${words.renamed} ${isolate(change.from)} -> ${tool}`;
    case 'changed': {
      const fields = change.fields.map(
        ({ field, change: how }) => `${field}${how === 'changed' ? '' : ` (${words[how]})`}`,
      );
      return `${words.changed} ${tool}${fields.length === 0 ? '' : `: ${fields.join(', ')}`}`;
    }
  }
}

const WORDS = {
  en: {
    outAndCheck: '"pin" writes pins with --out or checks them with --check, not both',
    notWritten: (errno: string) => `could not be written (${errno})`,
    written: (count: number, catalog: string, out: string) =>
      `pins of ${count} tool(s) of ${catalog} -> ${out}`,
    summary: (count: number, changed: number, day: string | null) => {
      const pins = day === null ? 'the pins' : `the pins of ${day}`;
      return changed === 0 ? `${count} tool(s), all as in ${pins}` : `${changed} tool(s) differ from ${pins}`;
    },
    added: 'added',
    removed: 'removed',
    changed: 'changed',
    renamed: 'renamed',
  },
  ko: {
    outAndCheck: '"pin"은 --out으로 핀을 쓰거나 --check로 핀을 검사합니다. 둘을 함께 쓸 수 없습니다',
    notWritten: (errno: string) => `쓸 수 없습니다(${errno})`,
    written: (count: number, catalog: string, out: string) => `${catalog}의 도구 ${count}개의 핀 -> ${out}`,
    summary: (count: number, changed: number, day: string | null) => {
      const pins = day === null ? '핀' : `${day}의 핀`;
      return changed === 0 ? `도구 ${count}개, 모두 ${pins}과 같음` : `도구 ${changed}개가 ${pins}과 다름`;
    },
    added: '추가됨',
    removed: '제거됨',
    changed: '바뀜',
    renamed: '이름 바뀜',
  },
} satisfies Record<Lang, unknown>;
