import {
  checkToolResult,
  isObjectValue,
  type RecordTitle,
  type ResultRecord,
  type ToolCatalog,
  type ToolResultVerdict,
} from '../core/index.ts';
import { exampleObject, readExampleList, readTitle } from './examples.ts';
import { fromContract, siteRefusal, type SiteResult } from './site-error.ts';

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
export function readMcpExamples(value: unknown, tools: ToolCatalog): SiteResult<McpExample[]> {
  return readExampleList(value, (item, at) => readExample(item, at, tools));
}

function readExample(value: unknown, at: string, tools: ToolCatalog): SiteResult<McpExample> {
  const object = exampleObject(value, at, EXAMPLE_KEYS);
  if (!object.ok) return object;
  const item = object.value;
  const { id, title, call } = item;
  if (typeof id !== 'string' || !ID_PATTERN.test(id))
    return siteRefusal('INVALID_INPUT', `${at}/id`, 'bad_mcp_example_id');
  const titles = readTitle(title);
  if (!titles) return siteRefusal('INVALID_INPUT', `${at}/title`, 'bad_title');
  if (!isObjectValue(call) || call.op !== 'call_tool' || Object.keys(call).some((key) => !CALL_KEYS.has(key)))
    return siteRefusal('INVALID_INPUT', `${at}/call`, 'bad_mcp_call');
  const tool = typeof call.name === 'string' ? tools.get(call.name) : undefined;
  if (tool === undefined)
    return siteRefusal('UNKNOWN_TOOL', `${at}/call/name`, 'unknown_tool', { name: String(call.name) });
  // the tool's own check, the one the page and the command line apply: an example it refuses is never shown
  const args = tool.check(call.arguments);
  if (!args.ok) return fromContract(args.error, `${at}/call/arguments${args.error.path}`);
  const example: McpExample = {
    id,
    title: titles,
    name: tool.name,
    arguments: call.arguments,
  };
  if (!Object.hasOwn(item, 'result')) return { ok: true, value: example };
  const check = checkToolResult(tool, item.result);
  // the compiler's refusal of the outputSchema, at the result it cannot check
  if (check.outputDefect !== null) return fromContract(check.outputDefect, `${at}/result`);
  const [problem] = check.problems;
  if (problem !== undefined) return fromContract(problem, `${at}/result${problem.path}`);
  const verdict = check.verdict === 'error_result' ? 'error_result' : 'conforms';
  return { ok: true, value: { ...example, result: item.result, verdict } };
}

/** An example as the site's records hold it for the page, which checks its recorded result again. */
export function toResultRecord(example: McpExample): ResultRecord {
  const { id, title, name, arguments: args, result, verdict } = example;
  const call = { op: 'call_tool' as const, name, arguments: args };
  return verdict === undefined ? { id, title, call } : { id, title, call, result, verdict };
}
