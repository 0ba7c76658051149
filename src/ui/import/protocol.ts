import type {
  ContractError,
  DiffReport,
  JsonSyntaxProblem,
  McpCatalog,
  ToolResultProblem,
  ToolResultVerdict,
} from '../../core/index.ts';
import type { ArgumentsVerdict } from '../arguments/check-arguments.ts';

/**
 * What the page asks the schema worker: check a whole catalog text, or check arguments against a tool of
 * the catalog it holds (see `ToolsInUse`), named. Schemas travel as JSON text: copying a string between
 * threads is cheap, while structured cloning an enum of 1,000,000 values costs the sending thread seconds.
 */
export type WorkerRequest =
  | { id: number; kind: 'load'; text: string }
  | { id: number; kind: 'check'; tool: string; argsText: string }
  /** A tool result against the output schema of a tool of the list the worker holds, named, as arguments are. */
  | { id: number; kind: 'result'; tool: string; resultText: string }
  /** Two catalog texts, either format, diffed from the old to the new. */
  | { id: number; kind: 'diff'; oldText: string; newText: string };

/**
 * A picked or dropped catalog file, read in the worker: the page's thread neither decodes nor copies a text
 * of up to 5 MiB. The worker answers it as a `load` of the file's text.
 */
export interface LoadFileRequest {
  id: number;
  kind: 'loadFile';
  file: Blob;
}

/** Anything the page posts to the worker and waits for an answer to. */
export type PostedRequest = WorkerRequest | LoadFileRequest;

/**
 * The MCP list in use: sent once per list and to each fresh worker, never answered. The worker holds its
 * tools, each compiled on its first check, and checks by name. The list comes as the text or file it was
 * read from (`listed`), which the worker reads again as a load does, so the page's thread never writes out a
 * list of up to 5 MiB; a list the page holds without its source comes as JSON text (`listText`).
 */
export type ToolsInUse = { kind: 'tools'; listed: string | Blob } | { kind: 'tools'; listText: string };

/** Anything the worker is sent. */
export type WorkerInput = PostedRequest | ToolsInUse;

/**
 * The worker's verdict on a catalog text. A scalar catalog comes back as the parsed items, which the page
 * loads again with `loadCatalog` (a loaded catalog holds functions, which cannot cross to the page).
 */
export type LoadOutcome =
  | { ok: true; format: 'scalar'; items: unknown }
  | { ok: true; format: 'mcp'; catalog: McpCatalog }
  | { ok: false; error: ContractError; syntax: JsonSyntaxProblem | null };

/** A request named a tool the list the worker holds lacks (the page sends only tools of the list it gave). */
export interface ToolNotHeld {
  kind: 'notHeld';
  tool: string;
}

/** The worker's verdict on arguments: the tool's own check, the same shape as on the page's thread. */
export type CheckOutcome = ArgumentsVerdict;

/** The worker's verdict on a tool result: a JSON syntax problem, or checkToolResult's, problems capped. */
export type ResultOutcome =
  | { kind: 'syntax'; problem: JsonSyntaxProblem }
  | {
      kind: 'checked';
      verdict: ToolResultVerdict;
      checkedOutput: boolean;
      problems: readonly ToolResultProblem[];
      total: number;
      outputDefect: ContractError | null;
    };

/** The worker's diff of two catalog texts, or the side that could not be read and why (as a load says). */
export type DiffOutcome =
  | { ok: true; report: DiffReport }
  | { ok: false; side: 'old' | 'new'; error: ContractError; syntax: JsonSyntaxProblem | null };

/** The worker's answer to one request, matched to it by `id`. */
export type WorkerReply =
  | { id: number; kind: 'load'; outcome: LoadOutcome }
  | { id: number; kind: 'check'; outcome: CheckOutcome }
  | { id: number; kind: 'result'; outcome: ResultOutcome | ToolNotHeld }
  | { id: number; kind: 'diff'; outcome: DiffOutcome };

/**
 * Sent by the worker as it picks a request up, with its clock (`Date.now()`, shared by every thread) at
 * that moment: the time limit counts from here, so time the page's own thread spent busy is not counted.
 */
export interface WorkerStarted {
  id: number;
  kind: 'started';
  at: number;
}

/** Anything the worker posts; a reply travels as its JSON text (see reply-parts.ts), for the same reason as the schema. */
export type WorkerMessage = WorkerReply | WorkerStarted;
