import { canonicalJson } from './canonical-json.ts';
import { createGateRegistry, type GateRegistry } from './gate-registry.ts';
import { gateError, gateMessage, type GateErrorCode, type GateLang, type GateRefusal } from './messages.ts';
import type { DocumentStore } from './store.ts';
import type { GateData } from './tools.ts';

/** A failed call's reason: a code to branch on, a stable message, and never worth retrying unchanged. */
export interface GateError {
  readonly code: GateErrorCode;
  readonly message: string;
  readonly retryable: false;
}

/** The one envelope every tool call returns: read `ok` first, then `data` or `error`. */
export type GateResult =
  | { readonly ok: true; readonly data: GateData; readonly error: null }
  | { readonly ok: false; readonly data: null; readonly error: GateError };

/** What the host configures: the store, the tools, the granted permissions and its own approvals. */
export interface GateOptions {
  store: DocumentStore;
  /** Defaults to the three document tools. */
  registry?: GateRegistry;
  /** Exact permission names, e.g. `['read', 'write']`; a single string is refused, not split. */
  permissions: Iterable<string>;
  /** Approval keys (see `approvalKey`) the host's user confirmed; copied, never read from a call. */
  approvals?: Iterable<string>;
  lang?: GateLang;
}

/** The check-then-run boundary between a model's proposed calls and the store. */
export interface Gate {
  /** Checks a call in the contract's order and runs its handler only when every check passed. */
  execute(name: string, args: unknown): GateResult;
  /** Host side: records the user's one-shot approval of exactly this call; returns its key. */
  grantApproval(name: string, args: unknown): string;
  /** Host side: withdraws an approval; whether it was held. */
  revokeApproval(key: string): boolean;
  /** The approval keys still held, in the order they were granted. */
  approvals(): string[];
  /** The granted permissions, sorted. */
  permissions(): string[];
  /** Host side: replaces the granted permissions with exactly these. */
  setPermissions(permissions: Iterable<string>): void;
  /** The names of the tools this gate knows, in registration order. */
  toolNames(): string[];
  /** The language of the messages it writes from now on. */
  lang: GateLang;
}

/** The approval key of a call: canonical JSON of `{"args": …, "tool": …}`, so any change in the call is a new request. */
export function approvalKey(name: string, args: unknown): string {
  return canonicalJson({ args, tool: name });
}

/** Creates a gate over a store; the tools are copied from the registry now, later registrations do not leak in. */
export function createGate(options: GateOptions): Gate {
  const registry = options.registry ?? createGateRegistry();
  const definitions = new Map(registry.tools().map((tool) => [tool.name, tool]));
  const tools = new Map(registry.asTools().map((tool) => [tool.name, tool]));
  const approvals = new Set(setOf(options.approvals ?? [], 'Approvals'));
  let permissions: ReadonlySet<string> = setOf(options.permissions, 'Permissions');

  const gate: Gate = {
    lang: options.lang ?? 'ko',
    execute(name, args) {
      const tool = definitions.get(name);
      if (tool === undefined)
        return failure(gateError('UNKNOWN_TOOL', '', 'unknown_tool', { name }), gate.lang);
      // the tool's own check: exactly the declared keys, each of exactly its type
      const checked = tools.get(name)!.check(args);
      if (!checked.ok) return failure(checked.error, gate.lang);
      if (!tool.permissions.every((permission) => permissions.has(permission))) {
        return failure(gateError('PERMISSION_DENIED', '', 'permission_denied'), gate.lang);
      }
      if (tool.risk === 'high') {
        const key = approvalKey(name, checked.value);
        if (!approvals.has(key))
          return failure(gateError('APPROVAL_REQUIRED', '', 'approval_required'), gate.lang);
        // Removed before the handler runs: the approval is spent even if the handler then fails.
        approvals.delete(key);
      }
      const outcome = tool.handler(options.store, checked.value);
      return outcome.ok ? success(outcome.value) : failure(outcome.error, gate.lang);
    },
    grantApproval(name, args) {
      const key = approvalKey(name, args);
      approvals.add(key);
      return key;
    },
    revokeApproval: (key) => approvals.delete(key),
    approvals: () => [...approvals],
    permissions: () => [...permissions].sort(),
    setPermissions(next) {
      permissions = setOf(next, 'Permissions');
    },
    toolNames: () => [...definitions.keys()],
  };
  return gate;
}

function setOf(items: Iterable<string>, what: string): Set<string> {
  // A string is iterable by character: "read" would grant "r", "e", "a", "d".
  if (typeof items === 'string') throw new TypeError(`${what} are a set of names, not one string.`);
  return new Set(items);
}

function success(data: GateData): GateResult {
  return { ok: true, data, error: null };
}

/** The gate's fixed result envelope for a refusal: the code, the message in the gate's language, never retryable. */
function failure(error: GateRefusal, lang: GateLang): GateResult {
  return {
    ok: false,
    data: null,
    error: { code: error.code, message: gateMessage(error, lang), retryable: false },
  };
}
