import { approvalKey, DOCUMENT_TOOLS } from '../../core/index.ts';
import type { GateLang, GateTool, GateToolCall } from '../../core/index.ts';

/** What a call would do, as the approval request shows it: the tool, its target, the new content and the exact key. */
export interface CallEffect {
  readonly tool: string;
  readonly description: Readonly<Record<GateLang, string>> | null;
  readonly target: string | null;
  readonly newText: string | null;
  /** The approval key the gate will look for: canonical JSON of the exact call. */
  readonly key: string;
}

/** The document tool called `name`, if the gate knows it. */
export function findTool(name: string): GateTool | undefined {
  return DOCUMENT_TOOLS.find((tool) => tool.name === name);
}

/** Describes a call from its own arguments (JSON values, as parsed from the form); nothing is run or checked here. */
export function describeCall(call: GateToolCall): CallEffect {
  return {
    tool: call.tool,
    description: findTool(call.tool)?.description ?? null,
    target: stringArgument(call.args, 'path'),
    newText: stringArgument(call.args, 'text'),
    key: approvalKey(call.tool, call.args),
  };
}

/** Arguments text for a tool: each declared input with an empty value of its type, `path` naming `document`. */
export function sampleArgumentsText(name: string, document: string): string {
  const inputs = findTool(name)?.inputs ?? [];
  const EMPTY = { string: '', integer: 0, boolean: false } as const;
  const sample = Object.fromEntries(
    inputs.map(([input, type]) => [input, input === 'path' ? document : EMPTY[type]]),
  );
  return JSON.stringify(sample, null, 2);
}

function stringArgument(args: unknown, key: string): string | null {
  if (typeof args !== 'object' || args === null || !Object.hasOwn(args, key)) return null;
  const value: unknown = Object.getOwnPropertyDescriptor(args, key)?.value;
  return typeof value === 'string' ? value : null;
}
