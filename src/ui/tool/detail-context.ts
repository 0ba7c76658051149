import { createContext } from 'svelte';
import type { Tool, ToolCatalog } from '../../core/index.ts';
import type { ToolTexts } from '../state/catalog.ts';

/** What a tool detail shows, read by its lower part, which loads later: a function, so it reads the current one. */
export interface DetailContext {
  readonly tool: Tool;
  readonly format: ToolCatalog['format'];
  /** The page's own words for the tool (a scalar catalog's descriptions); null when the tool describes itself. */
  readonly texts: ToolTexts | null;
}

export const [getDetail, setDetail] = createContext<() => DetailContext>();
