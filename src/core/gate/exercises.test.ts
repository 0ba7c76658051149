import { describe, expect, it } from 'vitest';
import { approvalKey, createGate } from './gate.ts';
import { createGateRegistry } from './gate-registry.ts';
import { createMemoryStore } from './memory-store.ts';
import { GATE_SCENARIO, runScenario, type GateScenario, type ScenarioStep } from './scenario.ts';
import { countCodePoints } from '../json-value.ts';
import { stored } from './store.ts';
import { DOCUMENT_TOOLS, type GateTool } from './tools.ts';

// The seed's four exercises, answered as its answers describe.

const REPORT = 'report.txt';

function withSteps(
  steps: (step: ScenarioStep) => ScenarioStep,
  change: Partial<GateScenario> = {},
): GateScenario {
  return { ...GATE_SCENARIO, ...change, steps: GATE_SCENARIO.steps.map(steps) };
}

describe('exercise 1: a changed text needs its own approval', () => {
  it('refuses both writes, keeps the draft to the end and leaves the original approval unused', () => {
    const changed = { path: REPORT, text: '검토 완료.' };
    const scenario = withSteps(
      (step) => {
        const isWrite = step.id === 'approved-write' || step.id === 'approval-reuse';
        return {
          ...step,
          call: isWrite ? { tool: 'write_text', args: changed } : step.call,
          expectedCode: isWrite ? 'APPROVAL_REQUIRED' : step.expectedCode,
          expectedText: '초안',
        };
      },
      { remainingApprovals: GATE_SCENARIO.approvedCalls },
    );
    const outcome = runScenario(createMemoryStore(), { scenario });
    expect(outcome.failures).toEqual([]);
    expect(outcome.reports[2]?.line).toBe(
      '승인 쓰기: 거부 | APPROVAL_REQUIRED | 이 요청에 대한 승인이 필요하다',
    );
    expect(outcome.reports.at(-1)?.line).toBe('최종 읽기: 허용 | {"text": "초안"}');
  });
});

describe('exercise 2: delete permission without a delete approval', () => {
  it('turns PERMISSION_DENIED into APPROVAL_REQUIRED, and the write approval does not delete', () => {
    const scenario = withSteps(
      (step) => (step.id === 'delete' ? { ...step, expectedCode: 'APPROVAL_REQUIRED' } : step),
      { permissions: ['read', 'write', 'delete'] },
    );
    const outcome = runScenario(createMemoryStore(), { scenario });
    expect(outcome.failures).toEqual([]);
    expect(outcome.reports[4]?.documentText).toBe('검토 완료');
  });

  it('does not accept the write approval for a delete of the same file', () => {
    const store = createMemoryStore({ [REPORT]: { kind: 'file', text: '초안' } });
    const writeKey = approvalKey('write_text', { path: REPORT, text: '검토 완료' });
    const gate = createGate({ store, permissions: ['read', 'write', 'delete'], approvals: [writeKey] });
    expect(gate.execute('delete_file', { path: REPORT }).error?.code).toBe('APPROVAL_REQUIRED');
    expect(gate.approvals()).toEqual([writeKey]);
    expect(store.read(REPORT)).toEqual({ ok: true, value: '초안' });
  });
});

describe('exercise 3: approved: true in a read', () => {
  const approvedRead: ScenarioStep = {
    id: 'claimed-approval',
    label: { ko: '승인 주장', en: 'Claimed approval' },
    call: { tool: 'read_text', args: { path: REPORT, approved: true } },
    expectedCode: 'INVALID_INPUT',
    expectedText: '',
  };

  it.each([
    ['after the approved write', 3, '검토 완료'],
    ['before any write', 1, '초안'],
  ])('is INVALID_INPUT %s, and the document holds %s', (_name, at, text) => {
    const steps = [...GATE_SCENARIO.steps];
    steps.splice(at, 0, { ...approvedRead, expectedText: text });
    const outcome = runScenario(createMemoryStore(), { scenario: { ...GATE_SCENARIO, steps } });
    expect(outcome.failures).toEqual([]);
    expect(outcome.reports[at]?.line).toBe('승인 주장: 거부 | INVALID_INPUT | 입력 키가 정의와 다르다');
  });
});

describe('exercise 4: a copy_text tool added through the registry', () => {
  const copyText: GateTool = {
    name: 'copy_text',
    description: {
      ko: '허용된 문서의 내용을 다른 문서로 복사한다.',
      en: 'Copies a document into another one.',
    },
    inputs: [
      ['source', 'string'],
      ['destination', 'string'],
    ],
    output: 'copied_chars: integer',
    permissions: ['read', 'write'],
    risk: 'high',
    handler: (store, args) => {
      const text = store.read(args.source as string);
      if (!text.ok) return text;
      const written = store.write(args.destination as string, text.value);
      return written.ok ? stored({ copied_chars: countCodePoints(text.value) }) : written;
    },
  };
  const copy = { source: REPORT, destination: 'report_copy.txt' };

  function setup(permissions: string[], approvals: string[] = []) {
    const store = createMemoryStore({ [REPORT]: { kind: 'file', text: '검토 완료' } });
    const registry = createGateRegistry([...DOCUMENT_TOOLS, copyText]);
    return { store, gate: createGate({ store, registry, permissions, approvals }) };
  }

  it('creates and changes nothing without an approval', () => {
    const { store, gate } = setup(['read', 'write']);
    const before = store.snapshot();
    expect(gate.execute('copy_text', copy).error?.code).toBe('APPROVAL_REQUIRED');
    expect(store.snapshot()).toEqual(before);
  });

  it('does not overwrite an existing destination without an approval', () => {
    const { store, gate } = setup(['read', 'write']);
    store.place('report_copy.txt', { kind: 'file', text: '이전 사본' });
    gate.execute('copy_text', copy);
    expect(store.read('report_copy.txt')).toEqual({ ok: true, value: '이전 사본' });
  });

  it.each([[['read']], [['write']], [['read_write']]])(
    'needs both read and write: %j is denied',
    (permissions) => {
      const { store, gate } = setup(permissions, [approvalKey('copy_text', copy)]);
      expect(gate.execute('copy_text', copy).error?.code).toBe('PERMISSION_DENIED');
      expect(store.read('report_copy.txt').ok).toBe(false);
    },
  );

  it('binds the approval to both paths', () => {
    const { store, gate } = setup(['read', 'write'], [approvalKey('copy_text', copy)]);
    expect(gate.execute('copy_text', { ...copy, destination: 'other.txt' }).error?.code).toBe(
      'APPROVAL_REQUIRED',
    );
    expect(
      gate.execute('copy_text', { source: 'other.txt', destination: copy.destination }).error?.code,
    ).toBe('APPROVAL_REQUIRED');
    expect(Object.keys(store.snapshot())).toEqual([REPORT]);
  });

  it('copies once with its approval and counts characters', () => {
    const { store, gate } = setup(['read', 'write'], [approvalKey('copy_text', copy)]);
    expect(gate.execute('copy_text', copy)).toEqual({ ok: true, data: { copied_chars: 5 }, error: null });
    expect(store.read('report_copy.txt')).toEqual({ ok: true, value: '검토 완료' });
    expect(gate.execute('copy_text', copy).error?.code).toBe('APPROVAL_REQUIRED');
  });
});
