import { appendPointer, type ContractError, type SchemaIssue } from '../core/index.ts';

/**
 * Which document a problem's `path` points into: the catalog, the arguments, a recorded tool result, the
 * tool name given, or the description `discover` generates for a scalar tool (`{ name, inputSchema }`,
 * which is not in the file).
 */
export type ProblemInput = 'catalog' | 'arguments' | 'result' | 'tool' | 'description';

/**
 * One located defect as the command line reports it (the `problems` of its JSON output): the core's
 * code, pointer and English sentence, plus the schema details and reason data where the core gives them.
 */
export interface Problem {
  input: ProblemInput;
  /** The MCP tool the problem belongs to, when `check` reports a tool whose schema cannot be checked. */
  tool?: string;
  code: string;
  /** RFC 6901 pointer into `input`. */
  path: string;
  message: string;
  keyword?: string;
  /** For `type` issues of an MCP tool's arguments: the allowed types, as the schema compiler names them. */
  expected?: string;
  /** For argument issues of an MCP tool: the pointer to the refusing keyword inside its `inputSchema`. */
  schemaPath?: string;
  reason?: string;
  params?: unknown;
  /** For `lint` findings: whether the provider refuses the tool, or accepts it and does not enforce the rule. */
  effect?: 'rejected' | 'ignored';
  /** For `lint` findings: the rule's id in docs/providers.md, where its source is kept. */
  rule?: string;
}

/**
 * A problem from a core error; `prefix` locates the pointer when the error's input sits inside the file,
 * and `tool` names the tool it belongs to when one command reports on many.
 */
export function fromContractError(
  input: ProblemInput,
  error: ContractError,
  prefix = '',
  tool?: string,
): Problem {
  const { code, path, message } = error;
  const owner = tool === undefined ? {} : { tool };
  return { input, ...owner, code, path: prefix + path, message, ...reasonOf(error) };
}

/** A problem from a schema issue of an MCP tool's arguments; the registry's code for refused arguments. */
export function fromSchemaIssue(issue: SchemaIssue): Problem {
  // Fields are read one by one: a lazily built message may live on a prototype, where a spread misses it.
  const { path, schemaPath, keyword, message, expected } = issue;
  const problem: Problem = {
    input: 'arguments',
    code: 'INVALID_ARGUMENTS',
    path,
    message,
    keyword,
    schemaPath,
  };
  return { ...problem, ...(expected === undefined ? {} : { expected }), ...reasonOf(issue) };
}

/** Joins a pointer prefix and a pointer relative to it, e.g. "/tools/3/inputSchema" and "/properties/a". */
export function pointerUnder(prefix: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((pointer, token) => appendPointer(pointer, token), prefix);
}

// Errors carry `reason` and `params` once the core words every error from data; copied when present.
function reasonOf(error: object): Pick<Problem, 'reason' | 'params'> {
  const { reason, params } = error as { reason?: unknown; params?: unknown };
  return typeof reason === 'string' ? { reason, params: params ?? {} } : {};
}
