import { GATE_SCENARIO, parseJson } from '../../core/index.ts';
import type { GateLang, GateToolCall } from '../../core/index.ts';
import { previewCall, replaySession, type GateAction } from './gate-session.ts';
import { sampleArgumentsText } from './describe-call.ts';
import { getPage } from '../state/page.svelte.ts';

const FIRST_TOOL = 'write_text';

/** The Gate view's state: the visitor's actions, replayed through the core in the page's language. */
export class GatePage {
  /** Everything the visitor did since the last reset, in order. */
  actions = $state.raw<readonly GateAction[]>([]);
  /** The tool chosen in the own-call form. */
  tool = $state(FIRST_TOOL);
  /** The own-call form's arguments, as typed. */
  argsText = $state(sampleArgumentsText(FIRST_TOOL, GATE_SCENARIO.document));
  readonly #lang: () => GateLang;

  /** The run after every action so far, with messages in the current language. */
  session = $derived.by(() => replaySession(this.actions, this.#lang()));

  /** The form's arguments parsed, or where the JSON breaks. */
  parsedArgs = $derived(parseJson(this.argsText));

  /** Whether the next scenario step would be refused for lack of an approval, worked out on a scratch copy. */
  isPendingApprovalRequired = $derived.by(() => {
    const step = this.session.pending;
    if (step === undefined) return false;
    const result = previewCall(this.actions, step.call, this.#lang());
    return !result.ok && result.error.code === 'APPROVAL_REQUIRED';
  });

  /** The visitor's last own call when the gate asked for an approval of it; null otherwise. */
  approvalRequest = $derived.by((): GateToolCall | null => {
    const own = this.session.lastOwn;
    if (own === null || own.result.ok || own.result.error.code !== 'APPROVAL_REQUIRED') return null;
    return own.call;
  });

  /** `lang` is read on every replay, so the view follows the page's language. */
  constructor(lang: () => GateLang) {
    this.#lang = lang;
  }

  get isFinished(): boolean {
    return this.session.pending === undefined;
  }

  /** Runs the scenario's next step. */
  next(): void {
    if (!this.isFinished) this.#do({ kind: 'step' });
  }

  /** Runs every step left. */
  runAll(): void {
    const left = this.session.steps.length - this.session.reports.length;
    this.#do(...Array.from({ length: left }, (): GateAction => ({ kind: 'step' })));
  }

  /** Starts over: the scenario's first document, permissions and approval, no step run. */
  reset(): void {
    this.actions = [];
  }

  /** Grants or withdraws one permission, keeping the others. */
  setPermission(name: string, isGranted: boolean): void {
    const others = this.session.permissions.filter((permission) => permission !== name);
    this.#do({ kind: 'permissions', permissions: isGranted ? [...others, name] : others });
  }

  /** The host's user approves exactly this call, once. */
  approve(call: GateToolCall): void {
    this.#do({ kind: 'approve', call });
  }

  /** Chooses the form's tool and puts its inputs into the arguments. */
  chooseTool(name: string): void {
    this.tool = name;
    this.argsText = sampleArgumentsText(name, this.session.document);
  }

  /** Sends the form's call through the gate; false when the arguments are not JSON (nothing runs then). */
  runOwnCall(): boolean {
    const parsed = this.parsedArgs;
    if (!parsed.ok) return false;
    this.#do({ kind: 'call', call: { tool: this.tool, args: parsed.value } });
    return true;
  }

  #do(...actions: GateAction[]): void {
    this.actions = [...this.actions, ...actions];
  }
}

/** The page's Gate state, kept by the page state so leaving the view keeps the run; call during component set-up. */
export function getGatePage(): GatePage {
  return getPage().keep('gate', (page) => new GatePage(() => page.lang));
}
