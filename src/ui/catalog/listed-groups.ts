import {
  groupAlphabetically,
  groupByAuthor,
  groupByHint,
  groupByNamePart,
  type Grouping,
  type Tool,
} from '../../core/index.ts';
import type { PageText } from '../i18n/page-text.svelte.ts';
import type { SectionLabel, ToolSection } from '../shared/list-sections.ts';
import type { ToolMatch } from '../shared/tool-match.ts';

/** The groupings an MCP list offers; `author` only on a site whose author gave groups. */
export type ListGrouping = Grouping;

/** What the list shows: with a search, its matches best first as one group (none when nothing matches); else the tools in the chosen grouping. */
export function listedGroups(o: {
  tools: readonly Tool[];
  match: ToolMatch;
  grouping: ListGrouping;
  authorGroups: ReadonlyMap<string, string> | null;
  /** The page's words, with the shared and import areas' strings registered. */
  t: PageText['t'];
}): ToolSection[] {
  if (o.match) {
    const matches = o.match(o.tools);
    return matches.length === 0 ? [] : [{ label: { text: o.t('search.results') }, tools: matches }];
  }
  const byName = new Map(o.tools.map((tool) => [tool.name, tool]));
  const names = o.tools.map((tool) => tool.name);
  const groups = {
    alphabet: () => groupAlphabetically(names),
    name: () => groupByNamePart(names),
    hint: () => groupByHint(o.tools),
    author: () => groupByAuthor(names, o.authorGroups ?? new Map()),
  }[o.grouping]();
  return groups.map((group) => ({
    label: groupLabel(o.t, o.grouping, group.name),
    tools: group.tools.map((name) => byName.get(name)!),
  }));
}

/** A group's heading: the catalog's own word (a name part, a letter, the author's group) or the page's. */
function groupLabel(t: PageText['t'], grouping: ListGrouping, name: string | null): SectionLabel {
  if (name === null) return { text: t('mcp.other') };
  return grouping === 'hint' ? { text: t(`group.hint.${name}`) } : { word: name };
}
