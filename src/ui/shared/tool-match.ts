import { searchIndex, searchTools, type SearchableTool, type SearchIndex } from '../../core/index.ts';

/** The tools a query finds, best first (see searchTools); null for an empty query, which finds every tool. */
export type ToolMatch = (<T extends SearchableTool>(tools: readonly T[]) => T[]) | null;

// one index per tool array: a list asks again on every keystroke and whenever its tools change
const indexes = new WeakMap<readonly SearchableTool[], SearchIndex>();

/** The match for a query typed into a search box. */
export function toolMatch(query: string): ToolMatch {
  if (query.trim() === '') return null;
  return <T extends SearchableTool>(tools: readonly T[]): T[] => {
    let index = indexes.get(tools);
    if (index === undefined) indexes.set(tools, (index = searchIndex(tools)));
    const byName = new Map(tools.map((tool) => [tool.name, tool]));
    return searchTools(index, query).map((name) => byName.get(name)!);
  };
}
