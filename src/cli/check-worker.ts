import { parentPort, workerData } from 'node:worker_threads';
import { compileSchema, findPatterns, MCP_SCHEMA_OPTIONS } from '../core/index.ts';
import { fromSchemaIssue } from './problem.ts';
import type { WorkerInput, WorkerMessage } from './worker-check.ts';

// One MCP tool's argument check, off the command line's thread, so that it can be stopped from outside.
const { schemaText, argsText, running } = workerData as WorkerInput;
const schema: unknown = JSON.parse(schemaText);
const compiled = compileSchema(schema, MCP_SCHEMA_OPTIONS);
if (!compiled.ok) throw new Error(`the schema does not compile: ${compiled.error.message}`);
markRunningPatterns(schema, new Int32Array(running));
post({ kind: 'started' });
post({ kind: 'checked', problems: compiled.value.validate(JSON.parse(argsText)).map(fromSchemaIssue) });

function post(message: WorkerMessage): void {
  parentPort?.postMessage(message);
}

/**
 * Marks in `slot` which of the schema's patterns runs, while it runs, so that the thread that stops this
 * worker can name it: a regular expression cannot post a message while it backtracks, but the shared slot
 * is written before it starts. Every match (`test`, `match`, `search`) goes through `exec`, so wrapping it
 * in this worker, whose only job is this check, sees each one.
 */
function markRunningPatterns(schema: unknown, slot: Int32Array): void {
  const indexBySource = new Map<string, number>();
  findPatterns(schema).forEach(({ pattern }, index) => {
    const source = regexSource(pattern);
    if (source !== undefined && !indexBySource.has(source)) indexBySource.set(source, index);
  });
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    Atomics.store(slot, 0, (indexBySource.get(this.source) ?? -1) + 1);
    try {
      return exec.call(this, text);
    } finally {
      Atomics.store(slot, 0, 0);
    }
  };
}

/** The `source` of the regular expression the schema compiler makes of a pattern (with `u` when it can). */
function regexSource(pattern: string): string | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags).source;
    } catch {
      // not valid with these flags: try the next
    }
  }
  return undefined;
}
