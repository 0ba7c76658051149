import {
  groupAlphabetically,
  groupByAuthor,
  groupByHint,
  groupByNamePart,
  type Grouping,
  type McpTool,
} from '../../core/index.ts';
import type { ToolMatch } from '../shared/tool-match.ts';

/** The groupings an MCP list offers; `author` only on a site whose author gave groups. */
export type ListGrouping = Grouping;

/** A group as the list shows it: which grouping made it (or `results` for a search's matches), its name and tools. */
export interface Listed {
  readonly kind: ListGrouping | 'results';
  readonly name: string | null;
  readonly tools: readonly string[];
}

/** What the list shows: with a search, its matches best first as one group (none when nothing matches); else the tools in the chosen grouping. */
export function listedGroups(o: {
  tools: readonly McpTool[];
  match: ToolMatch;
  grouping: ListGrouping;
  authorGroups: ReadonlyMap<string, string> | null;
}): Listed[] {
  if (o.match) {
    const matches = o.match(o.tools).map((tool) => tool.name);
    return matches.length === 0 ? [] : [{ kind: 'results', name: null, tools: matches }];
  }
  const names = o.tools.map((tool) => tool.name);
  const groups = {
    alphabet: () => groupAlphabetically(names),
    name: () => groupByNamePart(names),
    hint: () => groupByHint(o.tools),
    author: () => groupByAuthor(names, o.authorGroups ?? new Map()),
  }[o.grouping]();
  return groups.map((group) => ({ kind: o.grouping, ...group }));
}
