import { createMemoryStore, startScenario } from '../../core/index.ts';
import type { GateLang, GateResult, GateToolCall, ScenarioStep, StepReport } from '../../core/index.ts';

/** One thing the visitor did on the Gate view; the view's whole state is these, replayed through the core. */
export type GateAction =
  | { readonly kind: 'step' }
  | { readonly kind: 'call'; readonly call: GateToolCall }
  | { readonly kind: 'approve'; readonly call: GateToolCall }
  | { readonly kind: 'permissions'; readonly permissions: readonly string[] };

/** A call the gate executed, with the document's content right before and right after it. */
export interface ExecutedCall {
  readonly origin: 'step' | 'own';
  readonly call: GateToolCall;
  readonly result: GateResult;
  readonly before: string | null;
  readonly after: string | null;
}

/** Everything the Gate view shows, read from a scenario run after the visitor's actions. */
export interface GateSession {
  readonly document: string;
  /** The document's content now; `null` once a call deleted it. */
  readonly text: string | null;
  readonly permissions: readonly string[];
  readonly approvals: readonly string[];
  readonly toolNames: readonly string[];
  readonly steps: readonly ScenarioStep[];
  readonly reports: readonly StepReport[];
  readonly pending: ScenarioStep | undefined;
  /** The last call executed, by a step or by the visitor's own form. */
  readonly last: ExecutedCall | null;
  /** The last call made through the visitor's own form. */
  readonly lastOwn: ExecutedCall | null;
  /** Mismatches with the scenario's expected codes and contents, as the core words them; complete once every step ran. */
  readonly failures: readonly string[];
}

/**
 * Starts the gate's ten-step scenario on a fresh in-memory store and applies `actions` in order, in `lang`.
 * The core is synchronous and deterministic, so replaying gives the same outcomes in any language.
 */
export function replaySession(actions: readonly GateAction[], lang: GateLang): GateSession {
  const run = startScenario(createMemoryStore(), { lang });
  const { gate } = run;
  let last: ExecutedCall | null = null;
  let lastOwn: ExecutedCall | null = null;
  for (const action of actions) {
    switch (action.kind) {
      case 'step': {
        const step = run.pending();
        if (step === undefined) break;
        const before = run.documentText();
        const report = run.advance();
        last = { origin: 'step', call: step.call, result: report.result, before, after: report.documentText };
        break;
      }
      case 'call': {
        const before = run.documentText();
        const result = gate.execute(action.call.tool, action.call.args);
        last = lastOwn = { origin: 'own', call: action.call, result, before, after: run.documentText() };
        break;
      }
      case 'approve':
        gate.grantApproval(action.call.tool, action.call.args);
        break;
      case 'permissions':
        gate.setPermissions(action.permissions);
        break;
    }
  }
  return {
    document: run.scenario.document,
    text: run.documentText(),
    permissions: gate.permissions(),
    approvals: gate.approvals(),
    toolNames: gate.toolNames(),
    steps: run.scenario.steps,
    reports: run.reports(),
    pending: run.pending(),
    last,
    lastOwn,
    failures: run.failures(),
  };
}

/** What `call` would return if it ran after `actions`, worked out on a scratch copy; nothing real changes. */
export function previewCall(actions: readonly GateAction[], call: GateToolCall, lang: GateLang): GateResult {
  const preview = replaySession([...actions, { kind: 'call', call }], lang);
  // The appended call always runs, so lastOwn is set.
  return preview.lastOwn!.result;
}
