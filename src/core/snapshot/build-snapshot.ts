import { canonicalJson, compareCodePoints, indentedCanonicalJson } from '../gate/canonical-json.ts';
import { isPlainObject, ownValue } from '../json-value.ts';
import { loadMcpToolsList } from '../mcp/load-tools-list.ts';
import { refusalBase } from '../mcp/types.ts';
import { appendPointer, parsePointer, toPointer } from '../pointer.ts';
import { plainError, type ContractError } from '../result.ts';
import type { SnapshotDefect, SnapshotDocument, SnapshotSource } from './types.ts';

/**
 * The snapshot of a server's tool list: every tool exactly as the server sent it, sorted by name, with
 * where it came from, the SHA-256 of the tools and every defect the MCP importer finds. `sha256` hashes
 * UTF-8 text to lowercase hex (Web Crypto is asynchronous, so the caller brings its own).
 */
export function buildSnapshot(
  tools: readonly unknown[],
  source: SnapshotSource,
  sha256: (text: string) => string,
): SnapshotDocument {
  const sorted = sortTools(tools);
  const { defects, refused } = findDefects(sorted);
  return {
    tools: sorted,
    snapshot: { ...source, toolCount: sorted.length, sha256: snapshotHash(sorted, sha256), defects, refused },
  };
}

/** The SHA-256 of a tool list: the hash of its canonical JSON (keys sorted at every depth, no spaces). */
export function snapshotHash(tools: readonly unknown[], sha256: (text: string) => string): string {
  return sha256(canonicalJson(tools));
}

/** The file's text: keys sorted at every depth, two-space indents, a final newline; the same for the same list. */
export function snapshotText(document: SnapshotDocument): string {
  return `${indentedCanonicalJson(document)}\n`;
}

/**
 * Tools sorted by name in code point order; the sort is stable, so tools with the same name keep the
 * server's order, and entries without a string name follow the named ones in the server's order.
 */
export function sortTools(tools: readonly unknown[]): unknown[] {
  const named = tools.filter((tool) => typeof toolName(tool) === 'string');
  const unnamed = tools.filter((tool) => typeof toolName(tool) !== 'string');
  named.sort((a, b) => compareCodePoints(toolName(a)!, toolName(b)!));
  return [...named, ...unnamed];
}

function toolName(tool: unknown): string | undefined {
  const name = isPlainObject(tool) ? ownValue(tool, 'name') : undefined;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Each tool read alone by the MCP importer, so one tool's defect never hides another's, and the list read
 * whole for what only the whole list shows (a repeated name, too many tools). Pointers are into the
 * snapshot's `{ tools }`, so `check` on the file points at the same places.
 */
function findDefects(tools: readonly unknown[]): {
  defects: SnapshotDefect[];
  refused: ContractError | null;
} {
  const defects: SnapshotDefect[] = [];
  tools.forEach((tool, index) => {
    const defect = toolDefect(tool, index);
    if (defect !== null) defects.push(defect);
  });
  const whole = loadMcpToolsList({ tools });
  return { defects, refused: whole.ok ? null : plainError(whole.error) };
}

function toolDefect(tool: unknown, index: number): SnapshotDefect | null {
  const name = toolName(tool) ?? null;
  const loaded = loadMcpToolsList({ tools: [tool] });
  if (!loaded.ok) return { tool: name, ...plainError(loaded.error), path: rebase(loaded.error.path, index) };
  const check = loaded.value.tools[0]!.schemaCheck;
  if (check.isChecked) return null;
  const at = appendPointer('/tools', index) + refusalBase(check);
  return { tool: name, ...plainError(check.error), path: at + check.error.path };
}

/** Moves a pointer from the one-tool list `/tools/0/…` to the tool's place in the snapshot `/tools/<index>/…`. */
function rebase(path: string, index: number): string {
  const tokens = parsePointer(path);
  if (tokens === undefined || tokens[0] !== 'tools' || tokens[1] !== '0') return path;
  return toPointer(['tools', index, ...tokens.slice(2)]);
}
