import { lintForProvider, type ProviderTool } from '../../core/index.ts';
import type { FormatId } from '../state/provider-format.ts';
import { formatOptions } from './formats.ts';

/** How one tool fares in one provider format: the count of findings the provider would refuse, or the tool's own defect. */
export type PortabilityCell =
  { ok: true; rejected: number; ignored: number } | { ok: false; code: string; path: string };

/** The cell of `tool` in format `id`, from the core's lintForProvider (the tool sent unchanged). */
export function portabilityCell(tool: ProviderTool, id: FormatId): PortabilityCell {
  const { provider, strict } = formatOptions(id);
  const result = lintForProvider(tool, provider, { strict });
  if (!result.ok) return { ok: false, code: result.error.code, path: result.error.path };
  const rejected = result.value.filter((finding) => finding.effect === 'rejected').length;
  return { ok: true, rejected, ignored: result.value.length - rejected };
}

/**
 * Cells computed on first request and kept, so a table of 1000 tools computes only the rows it shows. A new
 * cache is made whenever the catalog changes; tools are keyed by name (names are unique in a catalog).
 */
export class PortabilityCache {
  readonly #cells = new Map<string, PortabilityCell>();

  cell(tool: ProviderTool, id: FormatId): PortabilityCell {
    const key = `${id}\u0000${tool.name}`;
    let cell = this.#cells.get(key);
    if (!cell) {
      cell = portabilityCell(tool, id);
      this.#cells.set(key, cell);
    }
    return cell;
  }
}
