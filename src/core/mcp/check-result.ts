import { wordReason, type Reason } from '../wording/reasons.ts';
import { compileSchema, MAX_VALUE_DEPTH, type CompiledSchema, type SchemaIssue } from '../schema/index.ts';
import { isJsonWithinDepth, isPlainObject, ownValue, valueKind } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { contractError, type ContractError, type ErrorCode, type ErrorParams } from '../result.ts';
import type { Tool } from '../tool/types.ts';
import { MCP_SCHEMA_OPTIONS } from './schema-options.ts';
import { refusalBase } from './types.ts';

/**
 * The verdict on one recorded tool result: `conforms` (its shape is right and, when the tool declares an
 * outputSchema, its structuredContent matches it); `error_result` (`isError` is true: a tool error, which
 * the outputSchema does not describe); `defective` (every problem is listed); `not_checkable` (the tool's
 * outputSchema is malformed, so the structuredContent cannot be judged).
 */
export type ToolResultVerdict = 'conforms' | 'error_result' | 'defective' | 'not_checkable';

/** One problem of a tool result: a pointer into the result, and for schema issues the refusing keyword. */
export interface ToolResultProblem extends ContractError {
  /** For INVALID_STRUCTURED_CONTENT: the pointer to the refusing keyword inside the outputSchema. */
  readonly schemaPath?: string;
  readonly keyword?: string;
}

/** What `checkToolResult` found; `outputDefect` points into the tool when its outputSchema is malformed. */
export interface ToolResultCheck {
  readonly verdict: ToolResultVerdict;
  /** Whether the structuredContent was checked against the tool's outputSchema. */
  readonly checkedOutput: boolean;
  readonly problems: readonly ToolResultProblem[];
  readonly outputDefect: ContractError | null;
}

/**
 * Checks a `CallToolResult` against the tool that returned it: the result's own shape (`content`,
 * `isError`), then, for a successful result of a tool with an outputSchema, that `structuredContent` is
 * there and matches the schema, with every issue located under `/structuredContent`. A result whose
 * `isError` is true is an error result and is not checked against the outputSchema. `compiled` may be
 * given when the caller already compiled the tool's outputSchema.
 */
export function checkToolResult(
  tool: Pick<Tool, 'outputSchema' | 'outputCheck'>,
  result: unknown,
  compiled?: CompiledSchema,
): ToolResultCheck {
  if (!isPlainObject(result)) {
    const params = { subject: 'tool_result', received: valueKind(result) };
    return defective([problem('INVALID_TOOL_RESULT', '', 'not_an_object', params)]);
  }
  const problems = shapeProblems(result);
  const structured = ownValue(result, 'structuredContent');
  if (ownValue(result, 'isError') === true) {
    return problems.length > 0 ? defective(problems) : done('error_result', false, problems);
  }
  const output = tool.outputCheck;
  if (output === null) return problems.length > 0 ? defective(problems) : done('conforms', false, []);
  if (!output.isChecked) {
    const { code, path, reason, params, message } = output.error;
    const outputDefect = contractError(code, refusalBase(output) + path, reason, params, message);
    return { verdict: 'not_checkable', checkedOutput: false, problems, outputDefect };
  }
  if (structured === undefined) {
    const params = { key: 'structuredContent' };
    problems.push(problem('MISSING_STRUCTURED_CONTENT', '', 'missing_key', params));
  } else if (isJsonWithinDepth(structured, 0, MAX_VALUE_DEPTH)) {
    const schema = compiled ?? compileOutput(tool);
    for (const issue of schema?.validate(structured) ?? []) problems.push(fromIssue(issue));
  }
  return problems.length > 0 ? defective(problems, true) : done('conforms', true, []);
}

function compileOutput(tool: Pick<Tool, 'outputSchema'>): CompiledSchema | undefined {
  const compiled = compileSchema(tool.outputSchema, MCP_SCHEMA_OPTIONS);
  return compiled.ok ? compiled.value : undefined;
}

/** Problems of the result's own shape, whatever the tool: every one, in member order. */
function shapeProblems(result: Record<string, unknown>): ToolResultProblem[] {
  const out: ToolResultProblem[] = [];
  const content = ownValue(result, 'content');
  if (content === undefined) {
    const params = { key: 'content' };
    out.push(problem('INVALID_TOOL_RESULT', '', 'missing_key', params));
  } else if (!Array.isArray(content)) {
    out.push(wrongType('/content', ['array'], content));
  } else {
    content.forEach((block: unknown, index) => out.push(...blockProblems(block, `/content/${index}`)));
  }
  const isError = ownValue(result, 'isError');
  if (isError !== undefined && typeof isError !== 'boolean')
    out.push(wrongType('/isError', ['boolean'], isError));
  const structured = ownValue(result, 'structuredContent');
  if (structured !== undefined && !isJsonWithinDepth(structured, 0, MAX_VALUE_DEPTH)) {
    const params = { limit: MAX_VALUE_DEPTH, nested: 'value' };
    out.push(problem('INVALID_TOOL_RESULT', '/structuredContent', 'too_deep', params));
  }
  const meta = ownValue(result, '_meta');
  if (meta !== undefined && !isPlainObject(meta)) out.push(wrongType('/_meta', ['object'], meta));
  return out;
}

/** A content block must be an object with a string `type` (text, image, audio, resource_link, resource). */
function blockProblems(block: unknown, path: string): ToolResultProblem[] {
  if (!isPlainObject(block)) return [wrongType(path, ['object'], block)];
  const type = ownValue(block, 'type');
  if (typeof type === 'string') return [];
  return [wrongType(appendPointer(path, 'type'), ['string'], type)];
}

function wrongType(path: string, expected: string[], value: unknown): ToolResultProblem {
  const params = { expected, received: valueKind(value) };
  return problem('INVALID_TOOL_RESULT', path, 'wrong_type', params);
}

function fromIssue(issue: SchemaIssue): ToolResultProblem {
  // Fields are read one by one: a lazily built message may live on a prototype, where a spread misses it.
  const { path, schemaPath, keyword, reason, params, message } = issue;
  const at = `/structuredContent${path}`;
  return { ...contractError('INVALID_STRUCTURED_CONTENT', at, reason, params, message), schemaPath, keyword };
}

/** A problem of the result, worded from the catalog by its reason and params. */
function problem(code: ErrorCode, path: string, reason: Reason, params: ErrorParams): ToolResultProblem {
  return contractError(code, path, reason, params, wordReason(reason, params, 'en'));
}

function defective(problems: ToolResultProblem[], checkedOutput = false): ToolResultCheck {
  return done('defective', checkedOutput, problems);
}

function done(
  verdict: ToolResultVerdict,
  checkedOutput: boolean,
  problems: ToolResultProblem[],
): ToolResultCheck {
  return { verdict, checkedOutput, problems, outputDefect: null };
}
