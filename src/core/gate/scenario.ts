import { deepFreeze } from '../json-freeze.ts';
import { formatStepLine, verdictLine } from './step-line.ts';
import { approvalKey, createGate, type Gate, type GateResult } from './gate.ts';
import type { GateRegistry } from './gate-registry.ts';
import type { GateErrorCode, GateLang } from './messages.ts';
import type { DocumentStore } from './store.ts';

/** A call as the fake model proposes it: a tool name and arguments, nothing about approval. */
export interface ToolCall {
  readonly tool: string;
  readonly args: unknown;
}

/** One step of the run: what is proposed, what must come back, and what the document must hold after it. */
export interface ScenarioStep {
  readonly id: string;
  readonly label: Readonly<Record<GateLang, string>>;
  readonly call: ToolCall;
  /** `null` when the call must succeed. */
  readonly expectedCode: GateErrorCode | null;
  /** The document's exact content after the step; `null` when it must not exist. */
  readonly expectedText: string | null;
}

/** A whole run: the document, the host's policy, the steps, and the approvals that must be left at the end. */
export interface GateScenario {
  readonly document: string;
  readonly initialText: string;
  readonly permissions: readonly string[];
  readonly approvedCalls: readonly ToolCall[];
  readonly steps: readonly ScenarioStep[];
  readonly remainingApprovals: readonly ToolCall[];
}

const REPORT = 'report.txt';
const CONFIRMED: ToolCall = { tool: 'write_text', args: { path: REPORT, text: '검토 완료' } };

type Row = [id: string, ko: string, en: string, call: ToolCall, code: GateErrorCode | null, text: string];

// prettier-ignore
const ROWS: Row[] = [
  ['read', '읽기', 'Read', { tool: 'read_text', args: { path: REPORT } }, null, '초안'],
  ['unapproved-write', '미승인 쓰기', 'Unapproved write', { tool: 'write_text', args: { path: REPORT, text: '미확인 변경' } }, 'APPROVAL_REQUIRED', '초안'],
  ['approved-write', '승인 쓰기', 'Approved write', CONFIRMED, null, '검토 완료'],
  ['approval-reuse', '승인 재사용', 'Approval reuse', CONFIRMED, 'APPROVAL_REQUIRED', '검토 완료'],
  ['delete', '삭제', 'Delete', { tool: 'delete_file', args: { path: REPORT } }, 'PERMISSION_DENIED', '검토 완료'],
  ['invalid-input', '잘못된 입력', 'Invalid input', { tool: 'read_text', args: { path: 7 } }, 'INVALID_INPUT', '검토 완료'],
  ['missing-file', '없는 파일', 'Missing file', { tool: 'read_text', args: { path: 'missing.txt' } }, 'NOT_FOUND', '검토 완료'],
  ['out-of-scope-name', '범위 밖 이름', 'Out-of-scope name', { tool: 'read_text', args: { path: '../report.txt' } }, 'INVALID_INPUT', '검토 완료'],
  ['unknown-tool', '알 수 없는 도구', 'Unknown tool', { tool: 'unknown', args: {} }, 'UNKNOWN_TOOL', '검토 완료'],
  ['final-read', '최종 읽기', 'Final read', { tool: 'read_text', args: { path: REPORT } }, null, '검토 완료'],
];

/** The gate's ten-step run: read, unapproved and approved writes, a reused approval, and six refusals. */
export const GATE_SCENARIO: GateScenario = /* @__PURE__ */ scenarioFrom(ROWS);

// Built by a call marked pure, so a bundle that never reads the scenario leaves it out.
function scenarioFrom(rows: readonly Row[]): GateScenario {
  return deepFreeze({
    document: REPORT,
    initialText: '초안',
    permissions: ['read', 'write'],
    approvedCalls: [CONFIRMED],
    remainingApprovals: [],
    steps: rows.map(([id, ko, en, call, expectedCode, expectedText]) => ({
      id,
      label: { ko, en },
      call,
      expectedCode,
      expectedText,
    })),
  });
}

/** What one executed step produced, with the state read right after it. */
export interface StepReport {
  readonly index: number;
  readonly step: ScenarioStep;
  readonly result: GateResult;
  /** The printed line, e.g. `읽기: 허용 | {"text": "초안"}`. */
  readonly line: string;
  readonly documentText: string | null;
  readonly approvals: readonly string[];
  readonly hasExpectedCode: boolean;
  readonly hasExpectedText: boolean;
}

/** Options of a run: the language, another scenario or registry, and how to read the document's real content. */
export interface ScenarioOptions {
  lang?: GateLang;
  scenario?: GateScenario;
  registry?: GateRegistry;
  /** Reads the document behind the store's back (the demo reads the real file); defaults to the store. */
  readDocument?: () => string | null;
}

/** A run the page can advance one step at a time, reading the document and the approvals in between. */
export interface ScenarioRun {
  readonly scenario: GateScenario;
  /** The live gate: the host may toggle its permissions or grant an approval for the pending call. */
  readonly gate: Gate;
  /** The step `advance()` runs next, or undefined when the run is over. */
  pending(): ScenarioStep | undefined;
  /** Runs the pending step; throws when the run is over. */
  advance(): StepReport;
  reports(): readonly StepReport[];
  documentText(): string | null;
  /** Every mismatch so far (a code, a content, or at the end the approvals left), as English sentences. */
  failures(): string[];
}

/** Writes the scenario's document into `store` and prepares the gate with the scenario's policy. */
export function startScenario(store: DocumentStore, options: ScenarioOptions = {}): ScenarioRun {
  const scenario = options.scenario ?? GATE_SCENARIO;
  const lang = options.lang ?? 'ko';
  const setup = store.write(scenario.document, scenario.initialText);
  if (!setup.ok) throw new Error(`The store refused the scenario's document: ${setup.error.code}.`);
  const gate = createGate({
    store,
    registry: options.registry,
    permissions: scenario.permissions,
    approvals: scenario.approvedCalls.map((call) => approvalKey(call.tool, call.args)),
    lang,
  });
  const readDocument = options.readDocument ?? (() => readThrough(store, scenario.document));
  const reports: StepReport[] = [];

  return {
    scenario,
    gate,
    pending: () => scenario.steps[reports.length],
    advance() {
      const next = scenario.steps[reports.length];
      if (next === undefined) throw new Error('The scenario has no step left.');
      const result = gate.execute(next.call.tool, next.call.args);
      const documentText = readDocument();
      const code = result.ok ? null : result.error.code;
      const report: StepReport = {
        index: reports.length,
        step: next,
        result,
        line: formatStepLine(next.label[gate.lang], result, gate.lang),
        documentText,
        approvals: gate.approvals(),
        hasExpectedCode: code === next.expectedCode,
        hasExpectedText: documentText === next.expectedText,
      };
      reports.push(report);
      return report;
    },
    reports: () => [...reports],
    documentText: readDocument,
    failures: () => listFailures(scenario, reports, gate),
  };
}

/** What a whole run printed and whether it matched the scenario. */
export interface ScenarioOutcome {
  readonly reports: readonly StepReport[];
  /** One line per step, then `검증: 통과` / `Verification: passed` (or failed). */
  readonly lines: readonly string[];
  readonly failures: readonly string[];
  readonly isPassed: boolean;
}

/** Runs every step on `store` and checks each step's code and content, then the approvals left. */
export function runScenario(store: DocumentStore, options: ScenarioOptions = {}): ScenarioOutcome {
  const run = startScenario(store, options);
  while (run.pending() !== undefined) run.advance();
  const failures = run.failures();
  const isPassed = failures.length === 0;
  const lines = [...run.reports().map((report) => report.line), verdictLine(isPassed, run.gate.lang)];
  return { reports: run.reports(), lines, failures, isPassed };
}

function readThrough(store: DocumentStore, name: string): string | null {
  const outcome = store.read(name);
  if (outcome.ok) return outcome.value;
  if (outcome.error.code === 'NOT_FOUND') return null;
  throw new Error(`The scenario's document cannot be read: ${outcome.error.code}.`);
}

function listFailures(scenario: GateScenario, reports: readonly StepReport[], gate: Gate): string[] {
  const failures: string[] = [];
  for (const { step, result, documentText, hasExpectedCode, hasExpectedText } of reports) {
    const code = result.ok ? null : result.error.code;
    if (!hasExpectedCode)
      failures.push(`${step.id}: expected ${step.expectedCode ?? 'success'}, got ${code ?? 'success'}.`);
    if (!hasExpectedText) failures.push(`${step.id}: the document holds ${JSON.stringify(documentText)}.`);
  }
  if (reports.length === scenario.steps.length) {
    const expected = scenario.remainingApprovals.map((call) => approvalKey(call.tool, call.args)).sort();
    const held = gate.approvals().sort();
    if (JSON.stringify(held) !== JSON.stringify(expected))
      failures.push(`approvals left: ${JSON.stringify(held)}.`);
  }
  return failures;
}
