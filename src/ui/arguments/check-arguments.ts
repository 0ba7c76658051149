import {
  parseJson,
  validateArguments,
  type Catalog,
  type CheckedArguments,
  type JsonSyntaxProblem,
  type Result,
} from '../../core/index.ts';

/** The outcome of checking the arguments text: a JSON syntax problem, or the core's answer. */
export type ArgumentsCheck =
  | { kind: 'syntax'; problem: JsonSyntaxProblem }
  | { kind: 'checked'; args: unknown; result: Result<CheckedArguments> };

/** Parses the arguments text and, when it is JSON, asks the core whether `tool` accepts it. */
export function checkArguments(catalog: Catalog, tool: string, text: string): ArgumentsCheck {
  const parsed = parseJson(text);
  if (!parsed.ok) return { kind: 'syntax', problem: parsed.problem };
  return { kind: 'checked', args: parsed.value, result: validateArguments(catalog, tool, parsed.value) };
}
