import {
  lintForProvider,
  readProviderTool,
  type McpRevision,
  type ProviderFinding,
  type ProviderTool,
} from '../../core/index.ts';
import type { FormatId } from '../state/provider-format.ts';
import { formatOptions } from './formats.ts';

/** How one tool fares in one provider format: the count of findings the provider would refuse, or the tool's own defect. */
export type PortabilityCell =
  { ok: true; rejected: number; ignored: number } | { ok: false; code: string; path: string };

/**
 * The cell of `tool` in format `id`, from the core's lintForProvider (the tool sent unchanged); the MCP
 * format applies the rules of revision `spec` (the newest when not given).
 */
export function portabilityCell(tool: ProviderTool, id: FormatId, spec?: McpRevision): PortabilityCell {
  const { provider, strict } = formatOptions(id);
  const result = lintForProvider(tool, provider, spec === undefined ? { strict } : { strict, spec });
  if (!result.ok) return { ok: false, code: result.error.code, path: result.error.path };
  const rejected = result.value.filter((finding) => finding.effect === 'rejected').length;
  return { ok: true, rejected, ignored: result.value.length - rejected };
}

/**
 * The portability cells of one catalog's tools under one MCP revision, each computed on first request and
 * kept, so a table of 1000 tools computes only the rows it shows. Rows are the catalog's indexes.
 */
export class PortabilityCache {
  readonly #tools: readonly ProviderTool[];
  readonly #spec: McpRevision | undefined;
  readonly #cells = new Map<string, PortabilityCell>();
  /** Each tool as the MCP import reads it, read once for all its formats. */
  readonly #read = new Map<number, ProviderTool>();

  constructor(tools: readonly ProviderTool[], spec?: McpRevision) {
    this.#tools = tools;
    this.#spec = spec;
  }

  /** The cell of the tool at `row` in format `id`. */
  cell(row: number, id: FormatId): PortabilityCell {
    const key = `${id}\u0000${row}`;
    let cell = this.#cells.get(key);
    if (!cell) {
      cell = portabilityCell(this.#readOnce(row), id, this.#spec);
      this.#cells.set(key, cell);
    }
    return cell;
  }

  #readOnce(row: number): ProviderTool {
    let read = this.#read.get(row);
    if (!read) {
      const tool = this.#tools[row];
      if (tool === undefined) throw new RangeError(`No tool at row ${row} of ${this.#tools.length}.`);
      const result = readProviderTool(tool);
      read = result.ok ? result.value : tool;
      this.#read.set(row, read);
    }
    return read;
  }
}

/** A tool's MCP findings under one revision, or the defect that makes it not checkable. */
export type McpToolFindings =
  | { name: string; ok: true; findings: readonly ProviderFinding[] }
  | { name: string; ok: false; code: string; path: string };

/** Every tool that has a finding (or a defect) under MCP revision `spec`, in catalog order. */
export function mcpRevisionFindings(tools: readonly ProviderTool[], spec: McpRevision): McpToolFindings[] {
  return tools.flatMap((tool): McpToolFindings[] => {
    const result = lintForProvider(tool, 'mcp', { spec });
    if (!result.ok) return [{ name: tool.name, ok: false, code: result.error.code, path: result.error.path }];
    return result.value.length > 0 ? [{ name: tool.name, ok: true, findings: result.value }] : [];
  });
}
