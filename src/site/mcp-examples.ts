import {
  checkToolResult,
  compileSchema,
  isObjectValue,
  MCP_SCHEMA_OPTIONS,
  type McpCatalog,
  type RecordTitle,
  type ResultRecord,
  type ToolResultVerdict,
} from '../core/index.ts';
import { exampleObject, readExampleList, readTitle } from './examples.ts';
import { fromContract, siteFail, siteRefusal, type SiteResult } from './site-error.ts';

/**
 * An example of an MCP site: one call of a tool with its arguments and, when it was recorded, the result
 * the server gave. The build checks both against the tool, so the documentation shows only what holds.
 */
export interface McpExample {
  id: string;
  title: RecordTitle;
  name: string;
  arguments: unknown;
  /** The recorded CallToolResult, when the example carries one. */
  result?: unknown;
  /** The build's verdict on the recorded result: `conforms` or `error_result` (anything else stops the build). */
  verdict?: Extract<ToolResultVerdict, 'conforms' | 'error_result'>;
}

const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const EXAMPLE_KEYS = new Set(['id', 'title', 'call', 'result']);
const CALL_KEYS = new Set(['op', 'name', 'arguments']);

/**
 * Reads the examples of an MCP site: an array of `{ id, title, call: { op: "call_tool", name, arguments },
 * result? }`. Arguments must satisfy the tool's inputSchema, and a recorded result must be a well-formed
 * CallToolResult whose structuredContent matches the tool's outputSchema (an error result is kept as
 * such); any mismatch stops the build at its pointer in the examples file.
 */
export function readMcpExamples(value: unknown, catalog: McpCatalog): SiteResult<McpExample[]> {
  return readExampleList(value, (item, at) => readExample(item, at, catalog));
}

function readExample(value: unknown, at: string, catalog: McpCatalog): SiteResult<McpExample> {
  const object = exampleObject(value, at, EXAMPLE_KEYS);
  if (!object.ok) return object;
  const item = object.value;
  const { id, title, call } = item;
  if (typeof id !== 'string' || !ID_PATTERN.test(id))
    return siteFail(
      'INVALID_INPUT',
      `${at}/id`,
      'An example id must be 1 to 64 letters, digits, "_" or "-".',
    );
  const titles = readTitle(title);
  if (!titles)
    return siteFail(
      'INVALID_INPUT',
      `${at}/title`,
      'A title must be a string or { "en": string, "ko"?: string }.',
    );
  if (!isObjectValue(call) || call.op !== 'call_tool' || Object.keys(call).some((key) => !CALL_KEYS.has(key)))
    return siteFail(
      'INVALID_INPUT',
      `${at}/call`,
      'A call must be { "op": "call_tool", "name", "arguments" } for an MCP catalog.',
    );
  const tool = catalog.tools.find((candidate) => candidate.name === call.name);
  if (tool === undefined)
    return siteRefusal('UNKNOWN_TOOL', `${at}/call/name`, 'unknown_tool', { name: String(call.name) });
  const args = checkArguments(tool.inputSchema, call.arguments, `${at}/call/arguments`);
  if (!args.ok) return args;
  const example: McpExample = {
    id,
    title: titles,
    name: tool.name,
    arguments: call.arguments,
  };
  if (!Object.hasOwn(item, 'result')) return { ok: true, value: example };
  const check = checkToolResult(tool, item.result);
  if (check.outputDefect !== null)
    return siteFail(
      check.outputDefect.code,
      `${at}/result`,
      `The tool's outputSchema cannot check this result: ${check.outputDefect.message}`,
    );
  const [problem] = check.problems;
  if (problem !== undefined) {
    const { code, path, message, reason, params } = problem;
    return fromContract({ code, path: `${at}/result${path}`, message, reason, params });
  }
  const verdict = check.verdict === 'error_result' ? 'error_result' : 'conforms';
  return { ok: true, value: { ...example, result: item.result, verdict } };
}

/** An example as the site's records hold it for the page, which checks its recorded result again. */
export function toResultRecord(example: McpExample): ResultRecord {
  const { id, title, name, arguments: args, result, verdict } = example;
  const call = { op: 'call_tool' as const, name, arguments: args };
  return verdict === undefined ? { id, title, call } : { id, title, call, result, verdict };
}

function checkArguments(schema: unknown, args: unknown, at: string): SiteResult<true> {
  const compiled = compileSchema(schema, MCP_SCHEMA_OPTIONS);
  if (!compiled.ok)
    return siteFail(
      compiled.error.code,
      at,
      `The tool's inputSchema cannot check arguments: ${compiled.error.message}`,
    );
  const [issue] = compiled.value.validate(args);
  if (issue === undefined) return { ok: true, value: true };
  const { path, message, reason, params } = issue;
  return fromContract({ code: 'INVALID_ARGUMENTS', path: at + path, message, reason, params });
}
