import { gateTool, type GateInputTool } from './gate-tool.ts';
import { DOCUMENT_TOOLS, type GateTool } from './tools.ts';

const RISKS: ReadonlySet<string> = new Set(['low', 'high']);
const INPUT_TYPES: ReadonlySet<string> = new Set(['string', 'integer', 'boolean']);

/** A registry set up wrongly: a developer's configuration error, never a model's call error. */
export class GateConfigError extends Error {
  override name = 'GateConfigError';
}

/** The gate's tools by name; refuses a duplicate name and an unknown risk instead of overwriting quietly. */
export class GateRegistry {
  readonly #tools = new Map<string, GateTool>();
  readonly #asTools = new Map<string, GateInputTool>();

  /** Adds a frozen copy of `tool`; throws GateConfigError when its definition is not usable. */
  register(tool: GateTool): void {
    if (this.#tools.has(tool.name)) throw new GateConfigError(`Duplicate tool name: ${tool.name}.`);
    checkDefinition(tool);
    const frozen = freezeTool(tool);
    this.#tools.set(tool.name, frozen);
    this.#asTools.set(tool.name, gateTool(frozen));
  }

  /** The tool registered under exactly `name`. */
  get(name: string): GateTool | undefined {
    return this.#tools.get(name);
  }

  /** Tool names in registration order. */
  names(): string[] {
    return [...this.#tools.keys()];
  }

  /** The registered tools in registration order. */
  tools(): GateTool[] {
    return [...this.#tools.values()];
  }

  /** The registered tools as the core's `Tool`, in registration order; each one's `check` is the gate's input check. */
  asTools(): GateInputTool[] {
    return [...this.#asTools.values()];
  }
}

/** Builds a registry from `tools` (the three document tools by default), refusing the whole list on the first defect. */
export function createGateRegistry(tools: readonly GateTool[] = DOCUMENT_TOOLS): GateRegistry {
  const registry = new GateRegistry();
  for (const tool of tools) registry.register(tool);
  return registry;
}

function checkDefinition(tool: GateTool): void {
  if (typeof tool.name !== 'string' || tool.name === '') throw new GateConfigError('A tool needs a name.');
  // A typo such as "High" must not skip the approval check.
  if (!RISKS.has(tool.risk))
    throw new GateConfigError(`Unknown risk for ${tool.name}: ${String(tool.risk)}.`);
  const names = tool.inputs.map(([name]) => name);
  if (new Set(names).size !== names.length) throw new GateConfigError(`Duplicate input in ${tool.name}.`);
  for (const [name, type] of tool.inputs) {
    if (!INPUT_TYPES.has(type)) throw new GateConfigError(`Unknown type for ${tool.name}.${name}.`);
  }
  if (tool.permissions.length === 0 || tool.permissions.some((p) => typeof p !== 'string' || p === '')) {
    throw new GateConfigError(`${tool.name} must name the permissions it needs.`);
  }
  if (typeof tool.handler !== 'function') throw new GateConfigError(`${tool.name} needs a handler.`);
}

function freezeTool(tool: GateTool): GateTool {
  return Object.freeze({
    ...tool,
    description: Object.freeze({ ...tool.description }),
    inputs: Object.freeze(tool.inputs.map((input) => Object.freeze([...input] as const))),
    permissions: Object.freeze([...tool.permissions]),
  });
}
