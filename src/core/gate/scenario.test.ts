import { describe, expect, it } from 'vitest';
import { approvalKey } from './gate.ts';
import { createGateRegistry } from './gate-registry.ts';
import { createMemoryStore } from './memory-store.ts';
import { GATE_SCENARIO, runScenario, startScenario, type ScenarioStep } from './scenario.ts';
import { formatStepLine, verdictLine } from './step-line.ts';
import { DOCUMENT_TOOLS } from './tools.ts';

// The seed's expected output, line for line.
const SEED_LINES = [
  '읽기: 허용 | {"text": "초안"}',
  '미승인 쓰기: 거부 | APPROVAL_REQUIRED | 이 요청에 대한 승인이 필요하다',
  '승인 쓰기: 허용 | {"written_chars": 5}',
  '승인 재사용: 거부 | APPROVAL_REQUIRED | 이 요청에 대한 승인이 필요하다',
  '삭제: 거부 | PERMISSION_DENIED | 필요한 권한이 없다',
  '잘못된 입력: 거부 | INVALID_INPUT | path의 자료형이 올바르지 않다',
  '없는 파일: 거부 | NOT_FOUND | 파일이 없다',
  '범위 밖 이름: 거부 | INVALID_INPUT | 허용하지 않는 파일 이름이다',
  '알 수 없는 도구: 거부 | UNKNOWN_TOOL | 등록되지 않은 도구다',
  '최종 읽기: 허용 | {"text": "검토 완료"}',
  '검증: 통과',
];

describe('startScenario', () => {
  // The document's content after each step is the seed's: a refusal that changed the file fails here.
  it.each([
    [0, '읽기', null, '초안'],
    [1, '미승인 쓰기', 'APPROVAL_REQUIRED', '초안'],
    [2, '승인 쓰기', null, '검토 완료'],
    [3, '승인 재사용', 'APPROVAL_REQUIRED', '검토 완료'],
    [4, '삭제', 'PERMISSION_DENIED', '검토 완료'],
    [5, '잘못된 입력', 'INVALID_INPUT', '검토 완료'],
    [6, '없는 파일', 'NOT_FOUND', '검토 완료'],
    [7, '범위 밖 이름', 'INVALID_INPUT', '검토 완료'],
    [8, '알 수 없는 도구', 'UNKNOWN_TOOL', '검토 완료'],
    [9, '최종 읽기', null, '검토 완료'],
  ])('step %i (%s) gives %s and leaves the document holding %j', (index, label, code, text) => {
    const store = createMemoryStore();
    const run = startScenario(store);
    for (let i = 0; i < index; i++) run.advance();
    expect(run.pending()?.label.ko).toBe(label);
    const report = run.advance();
    expect(report.result.ok ? null : report.result.error.code).toBe(code);
    expect(report.line).toBe(SEED_LINES[index]);
    const entry = store.snapshot()['report.txt'];
    expect(entry).toEqual({ kind: 'file', text });
    expect(report.documentText).toBe(text);
    expect(report).toMatchObject({ hasExpectedCode: true, hasExpectedText: true });
  });

  it('holds the approved write until step 3 spends it', () => {
    const run = startScenario(createMemoryStore());
    const key = approvalKey('write_text', { path: 'report.txt', text: '검토 완료' });
    expect(run.gate.approvals()).toEqual([key]);
    expect(run.advance().approvals).toEqual([key]);
    expect(run.advance().approvals).toEqual([key]);
    expect(run.advance().approvals).toEqual([]);
  });

  it('lets the host grant an approval for the pending call, which changes the outcome of that step', () => {
    const store = createMemoryStore();
    const run = startScenario(store);
    run.advance();
    const pending = run.pending()!;
    run.gate.grantApproval(pending.call.tool, pending.call.args);
    const report = run.advance();
    expect(report.result).toEqual({ ok: true, data: { written_chars: 6 }, error: null });
    expect(report.documentText).toBe('미확인 변경');
    expect(report).toMatchObject({ hasExpectedCode: false, hasExpectedText: false });
    expect(run.failures()).toHaveLength(2);
  });

  it('lets the host grant delete, after which the delete step needs its own approval', () => {
    const run = startScenario(createMemoryStore());
    for (let i = 0; i < 4; i++) run.advance();
    run.gate.setPermissions(['read', 'write', 'delete']);
    const report = run.advance();
    expect(report.result.error?.code).toBe('APPROVAL_REQUIRED');
    expect(report.documentText).toBe('검토 완료');
  });

  it('shows a deleted document as null', () => {
    const run = startScenario(createMemoryStore());
    for (let i = 0; i < 4; i++) run.advance();
    run.gate.setPermissions(['read', 'write', 'delete']);
    run.gate.grantApproval('delete_file', { path: 'report.txt' });
    expect(run.advance().documentText).toBeNull();
    expect(run.documentText()).toBeNull();
  });

  it('refuses to advance past the last step', () => {
    const run = startScenario(createMemoryStore());
    while (run.pending()) run.advance();
    expect(() => run.advance()).toThrow(/no step left/);
    expect(run.reports()).toHaveLength(GATE_SCENARIO.steps.length);
  });

  it('writes the labels and messages in English when asked', () => {
    const report = startScenario(createMemoryStore(), { lang: 'en' }).advance();
    expect(report.line).toBe('Read: allowed | {"text": "초안"}');
  });
});

describe('GATE_SCENARIO', () => {
  it('is frozen to its leaves, so a page cannot change the shared run by accident', () => {
    expect(Object.isFrozen(GATE_SCENARIO.steps[1]?.call.args)).toBe(true);
    expect(() => {
      (GATE_SCENARIO.steps as ScenarioStep[]).pop();
    }).toThrow(TypeError);
  });
});

describe('runScenario', () => {
  it('prints the seed output exactly and passes on the memory store', () => {
    const outcome = runScenario(createMemoryStore());
    expect(outcome.lines).toEqual(SEED_LINES);
    expect(outcome).toMatchObject({ isPassed: true, failures: [] });
  });

  it('fails the verification when a refusal changed the document', () => {
    // A gate whose write tool was mislabelled low risk runs the unapproved write: the content check must catch it.
    const tools = DOCUMENT_TOOLS.map((tool) =>
      tool.name === 'write_text' ? { ...tool, risk: 'low' as const } : tool,
    );
    const outcome = runScenario(createMemoryStore(), { registry: createGateRegistry(tools) });
    expect(outcome.isPassed).toBe(false);
    expect(outcome.failures).toContain('unapproved-write: the document holds "미확인 변경".');
    expect(outcome.lines.at(-1)).toBe('검증: 실패');
  });

  it('fails the verification when an approval is left over', () => {
    const scenario = {
      ...GATE_SCENARIO,
      approvedCalls: [...GATE_SCENARIO.approvedCalls, { tool: 'delete_file', args: { path: 'report.txt' } }],
    };
    const outcome = runScenario(createMemoryStore(), { scenario });
    expect(outcome.failures).toEqual([
      `approvals left: ${JSON.stringify([approvalKey('delete_file', { path: 'report.txt' })])}.`,
    ]);
  });
});

describe('formatStepLine and verdictLine', () => {
  it.each([
    ['ko', '거부', '검증: 실패'],
    ['en', 'refused', 'Verification: failed'],
  ] as const)('word a refusal and a failed verdict in %s', (lang, word, verdict) => {
    const line = formatStepLine(
      'x',
      { ok: false, data: null, error: { code: 'NOT_FOUND', message: 'm', retryable: false } },
      lang,
    );
    expect(line).toBe(`x: ${word} | NOT_FOUND | m`);
    expect(verdictLine(false, lang)).toBe(verdict);
  });
});
