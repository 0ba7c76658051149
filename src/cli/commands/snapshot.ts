import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { buildSnapshot, snapshotText, type SnapshotDocument } from '../../core/index.ts';
import type { Command, CommandOutcome } from '../command.ts';
import { fromContractError, type Problem } from '../problem.ts';
import type { Lang } from '../problem-words.ts';
import { PROGRAM, problemLine } from '../sentences.ts';
import { failureText, planProblemText } from '../snapshot-words.ts';
import { runFailure } from '../snapshot/failure.ts';
import { readPlan } from '../snapshot/plan.ts';
import { writeAtomic } from '../snapshot/write-atomic.ts';

/** The report of `snapshot --out FILE` on standard output (`--format json`). */
export interface SnapshotReport {
  command: 'snapshot';
  /** True when no tool is malformed and the importer takes the list whole. */
  ok: boolean;
  out: string;
  server: SnapshotDocument['snapshot']['server'];
  protocolVersion: string | null;
  toolCount: number;
  sha256: string;
  /** Every malformed tool, then the refusal of the whole list, if any; pointers are into the file written. */
  problems: Problem[];
}

/** `snapshot`: starts or reaches an MCP server and writes its whole tool list as a snapshot file. */
export const snapshotCommand: Command = {
  name: 'snapshot',
  operands: [],
  restOperands: '[-- <command> [args…]]',
  options: {
    url: { value: 'URL' },
    header: { value: "'Name: value'", repeatable: true },
    out: { value: 'FILE' },
    timeout: { value: 'SECONDS' },
    'max-pages': { value: 'N' },
  },
  summary: {
    en: "a live MCP server's whole tool list (stdio command or Streamable HTTP URL), sorted, hashed, malformed tools marked",
    ko: '실행 중인 MCP 서버의 전체 도구 목록(stdio 명령이나 Streamable HTTP URL)을 정렬·해시하고 잘못된 도구를 표시',
  },
  async run(operands, options, io): Promise<CommandOutcome> {
    const { lang } = options;
    const read = readPlan(operands, options.extra);
    if (!read.ok) {
      io.err(planProblemText(read.error, lang));
      return { kind: 'done', verdict: 'failed' };
    }
    const plan = read.value;
    // the MCP client loads only here, so every other command starts without it
    const { takeSnapshot } = await import('../snapshot/take-snapshot.ts');
    const taken = await takeSnapshot(plan, clientVersion());
    if (!taken.ok) {
      io.err(failureText(taken.error, taken.stderr, lang));
      return { kind: 'done', verdict: 'failed' };
    }
    const document = buildSnapshot(taken.value.tools, taken.value.source, sha256);
    const report = snapshotReport(document, plan.out ?? '-');
    if (plan.out === null) {
      io.out(snapshotText(document));
      io.err(summaryText(report, lang));
    } else {
      const errno = await writeAtomic(plan.out, snapshotText(document));
      if (errno !== null) {
        const error = runFailure('IO_ERROR', '', 'not_written', { file: plan.out, errno });
        io.err(failureText(error, [], lang));
        return { kind: 'done', verdict: 'failed' };
      }
      io.out(options.format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : summaryText(report, lang));
    }
    return { kind: 'done', verdict: report.ok ? 'ok' : 'defects' };
  },
};

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The package's version, as the client names itself to the server; the snapshot does not depend on it. */
function clientVersion(): string {
  try {
    // The same relative path from src/cli/commands and from the built lib/cli/commands.
    const manifest = createRequire(import.meta.url)('../../../package.json') as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** The report of a snapshot taken: who answered, how many tools, the hash and every problem. */
export function snapshotReport(document: SnapshotDocument, out: string): SnapshotReport {
  const { server, protocolVersion, toolCount, sha256: hash, defects, refused } = document.snapshot;
  const problems = defects.map((defect) =>
    fromContractError('catalog', defect, '', defect.tool ?? undefined),
  );
  if (refused !== null) problems.push(fromContractError('catalog', refused));
  return {
    command: 'snapshot',
    ok: problems.length === 0,
    out,
    server,
    protocolVersion,
    toolCount,
    sha256: hash,
    problems,
  };
}

/** One summary line, then one line per problem, located in the file written (or standard output). */
export function summaryText(report: SnapshotReport, lang: Lang): string {
  const where = report.out === '-' ? (lang === 'en' ? '<standard output>' : '<표준 출력>') : report.out;
  const name = [report.server.name ?? '?', report.server.version ?? ''].join(' ').trim();
  const count = report.problems.length;
  const line =
    lang === 'en'
      ? `${PROGRAM}: snapshot of ${name}: ${report.toolCount} tool(s), ${count} problem(s), sha256 ${report.sha256} -> ${where}\n`
      : `${PROGRAM}: ${name}의 스냅숏: 도구 ${report.toolCount}개, 문제 ${count}개, sha256 ${report.sha256} -> ${where}\n`;
  return line + report.problems.map((problem) => problemLine(problem, where, lang)).join('');
}
