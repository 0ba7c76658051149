import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { approvalKey, GATE_SCENARIO, type GateLang } from '../../core/index.ts';
import { GatePage } from './gate-page.svelte.ts';
import { replaySession, type GateAction } from './gate-session.ts';

const STEPS = GATE_SCENARIO.steps.map((step, index) => [step.id, index, step] as const);
const REPORT = GATE_SCENARIO.document;

function page(lang: GateLang = 'en') {
  const locale = $state({ lang });
  return { gate: new GatePage(() => locale.lang), locale };
}

function code(gate: GatePage): string | null {
  const own = gate.session.lastOwn;
  if (own === null) throw new Error('No own call yet.');
  return own.result.ok ? null : own.result.error.code;
}

function call(gate: GatePage, tool: string, args: unknown): string | null {
  gate.tool = tool;
  gate.argsText = JSON.stringify(args);
  expect(gate.runOwnCall()).toBe(true);
  return code(gate);
}

describe('GatePage', () => {
  it('starts with the seed document, its permissions and its one approval', () => {
    const { gate } = page();
    expect(gate.session.text).toBe(GATE_SCENARIO.initialText);
    expect(gate.session.permissions).toEqual([...GATE_SCENARIO.permissions].sort());
    expect(gate.session.approvals).toEqual(
      GATE_SCENARIO.approvedCalls.map((c) => approvalKey(c.tool, c.args)),
    );
    expect(gate.session.pending).toBe(GATE_SCENARIO.steps[0]);
    expect(gate.session.last).toBeNull();
  });

  it.each(STEPS)('step %s leaves the code and the content the seed expects', (_, index, step) => {
    const { gate } = page();
    for (let i = 0; i <= index; i++) gate.next();
    const report = gate.session.reports[index]!;
    expect(report.result.ok ? null : report.result.error.code).toBe(step.expectedCode);
    expect(report.documentText).toBe(step.expectedText);
    expect(gate.session.text).toBe(step.expectedText);
    expect(gate.session.last?.result).toEqual(report.result);
  });

  it('runs every step at once with the same outcome as one by one, and ends verified', () => {
    const one = page().gate;
    const all = page().gate;
    GATE_SCENARIO.steps.forEach(() => one.next());
    all.runAll();
    expect(all.isFinished).toBe(true);
    expect(all.session.reports.map((r) => r.line)).toEqual(one.session.reports.map((r) => r.line));
    expect(all.session.failures).toEqual([]);
    expect(all.session.approvals).toEqual([]);
    all.next();
    expect(all.actions).toHaveLength(GATE_SCENARIO.steps.length);
  });

  it('writes its messages in the page language, switching after the fact', () => {
    const { gate, locale } = page('ko');
    gate.runAll();
    expect(gate.session.reports[1]!.line).toBe(
      '미승인 쓰기: 거부 | APPROVAL_REQUIRED | 이 요청에 대한 승인이 필요하다',
    );
    locale.lang = 'en';
    expect(gate.session.reports[1]!.line).toBe(
      'Unapproved write: refused | APPROVAL_REQUIRED | This request needs approval.',
    );
    expect(gate.session.text).toBe(GATE_SCENARIO.steps.at(-1)!.expectedText);
  });

  it('asks for approval, passes once after it, and refuses the repeat', () => {
    const { gate } = page();
    const args = { path: REPORT, text: 'reviewed twice' };
    expect(call(gate, 'write_text', args)).toBe('APPROVAL_REQUIRED');
    expect(gate.session.text).toBe(GATE_SCENARIO.initialText);
    expect(gate.approvalRequest).toEqual({ tool: 'write_text', args });
    gate.approve(gate.approvalRequest!);
    expect(gate.session.approvals).toContain(approvalKey('write_text', args));
    expect(call(gate, 'write_text', args)).toBeNull();
    expect(gate.session.text).toBe('reviewed twice');
    expect(gate.session.approvals).not.toContain(approvalKey('write_text', args));
    expect(gate.approvalRequest).toBeNull();
    expect(call(gate, 'write_text', args)).toBe('APPROVAL_REQUIRED');
    expect(gate.session.text).toBe('reviewed twice');
  });

  it('needs a new approval for a different text', () => {
    const { gate } = page();
    gate.approve({ tool: 'write_text', args: { path: REPORT, text: 'one' } });
    expect(call(gate, 'write_text', { path: REPORT, text: 'two' })).toBe('APPROVAL_REQUIRED');
    expect(gate.session.text).toBe(GATE_SCENARIO.initialText);
  });

  it('refuses a delete without the permission, and without an approval once permitted', () => {
    const { gate } = page();
    expect(call(gate, 'delete_file', { path: REPORT })).toBe('PERMISSION_DENIED');
    gate.setPermission('delete', true);
    expect(gate.session.permissions).toEqual(['delete', 'read', 'write']);
    expect(call(gate, 'delete_file', { path: REPORT })).toBe('APPROVAL_REQUIRED');
    gate.approve({ tool: 'delete_file', args: { path: REPORT } });
    expect(call(gate, 'delete_file', { path: REPORT })).toBeNull();
    expect(gate.session.text).toBeNull();
  });

  it('withdraws a permission and keeps the others', () => {
    const { gate } = page();
    gate.setPermission('read', false);
    expect(gate.session.permissions).toEqual(['write']);
    expect(call(gate, 'read_text', { path: REPORT })).toBe('PERMISSION_DENIED');
  });

  it('sees that the pending step needs approval, and an approval of it makes the step pass', () => {
    const { gate } = page();
    gate.next();
    expect(gate.isPendingApprovalRequired).toBe(true);
    const before = gate.actions.length;
    expect(gate.session.text).toBe(GATE_SCENARIO.initialText);
    gate.approve(gate.session.pending!.call);
    expect(gate.actions.length).toBe(before + 1);
    expect(gate.isPendingApprovalRequired).toBe(false);
    gate.next();
    expect(gate.session.reports[1]!.result.ok).toBe(true);
    expect(gate.session.reports[1]!.hasExpectedCode).toBe(false);
    expect(gate.session.failures.length).toBeGreaterThan(0);
  });

  it('runs nothing when the arguments are not JSON', () => {
    const { gate } = page();
    gate.argsText = '{"path": ';
    expect(gate.parsedArgs.ok).toBe(false);
    expect(gate.runOwnCall()).toBe(false);
    expect(gate.actions).toEqual([]);
  });

  it('fills the arguments of a chosen tool from its declared inputs', () => {
    const { gate } = page();
    gate.chooseTool('delete_file');
    expect(JSON.parse(gate.argsText)).toEqual({ path: REPORT });
    gate.chooseTool('write_text');
    expect(JSON.parse(gate.argsText)).toEqual({ path: REPORT, text: '' });
  });

  it('starts over on reset', () => {
    const { gate } = page();
    gate.runAll();
    gate.setPermission('delete', true);
    gate.reset();
    expect(gate.session).toEqual(page().gate.session);
  });
});

const arbitraryCall = fc.record({
  tool: fc.constantFrom('read_text', 'write_text', 'delete_file', 'unknown'),
  args: fc.oneof(
    fc.record({ path: fc.constantFrom(REPORT, 'other.txt', '../x.txt') }),
    fc.record({ path: fc.constantFrom(REPORT, 'other.txt'), text: fc.constantFrom('a', 'b', '') }),
  ),
});
const arbitraryAction: fc.Arbitrary<GateAction> = fc.oneof(
  fc.constant({ kind: 'step' as const }),
  fc.record({ kind: fc.constant('call' as const), call: arbitraryCall }),
  fc.record({ kind: fc.constant('approve' as const), call: arbitraryCall }),
  fc.record({
    kind: fc.constant('permissions' as const),
    permissions: fc.subarray(['read', 'write', 'delete']),
  }),
);

describe('replaySession', () => {
  it('changes the document only after a call that passed every check', () => {
    fc.assert(
      fc.property(fc.array(arbitraryAction, { maxLength: 25 }), (actions) => {
        for (let n = 1; n <= actions.length; n++) {
          const { last } = replaySession(actions.slice(0, n), 'en');
          if (last !== null && last.before !== last.after) expect(last.result.ok).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same codes, contents and approvals in Korean and English', () => {
    fc.assert(
      fc.property(fc.array(arbitraryAction, { maxLength: 25 }), (actions) => {
        const ko = replaySession(actions, 'ko');
        const en = replaySession(actions, 'en');
        const codeOf = (s: typeof ko) =>
          s.last === null || s.last.result.ok ? null : s.last.result.error.code;
        expect([ko.text, ko.approvals, ko.permissions, codeOf(ko)]).toEqual([
          en.text,
          en.approvals,
          en.permissions,
          codeOf(en),
        ]);
      }),
      { numRuns: 60 },
    );
  });
});
