import type { Tool } from '../../core/index.ts';
import GroupRows from './GroupRows.svelte';
import { rowCount, rowOf, type ToolGrouping, type ToolSection } from '../shared/list-sections.ts';
import type { ToolMatch } from '../shared/tool-match.ts';
import { listedGroups, type ListGrouping } from './listed-groups.ts';
import type { PageText } from '../i18n/page-text.svelte.ts';

/** The list a grouping is chosen for: its tools, and the groups its site's author gave (tool → group) or null. */
export interface ListGroupsOptions {
  tools: () => readonly Tool[];
  authorGroups: () => ReadonlyMap<string, string> | null;
  /** The page's words the group headings are in. */
  t: PageText['t'];
}

/** The grouping a visitor chose for an MCP list, and the list's groups under it, as its tool list draws them. */
export class ListGroups implements ToolGrouping {
  #chosen = $state<ListGrouping | null>(null);
  readonly #o: ListGroupsOptions;

  constructor(o: ListGroupsOptions) {
    this.#o = o;
  }

  /** The groupings offered, the first the default. */
  groupings = $derived.by((): ListGrouping[] =>
    this.#o.authorGroups() ? ['author', 'name', 'alphabet', 'hint'] : ['name', 'alphabet', 'hint'],
  );

  /** The chosen grouping while it is offered, else the default. */
  grouping = $derived.by(() =>
    this.#chosen !== null && this.groupings.includes(this.#chosen) ? this.#chosen : this.groupings[0]!,
  );

  choose = (grouping: ListGrouping): void => {
    this.#chosen = grouping;
  };

  readonly rowCount = rowCount;
  readonly rowOf = rowOf;
  readonly Rows = GroupRows;

  /** Every tool in the chosen grouping's groups. */
  all = $derived.by(() => this.#listed(null));

  /** How many groups the chosen grouping makes. */
  count = $derived(this.all.length);

  /** The groups shown: with a search, its matches as one group (none when nothing matches); else all groups. */
  sections = (match: ToolMatch): ToolSection[] => (match ? this.#listed(match) : this.all);

  #listed(match: ToolMatch): ToolSection[] {
    const [tools, authorGroups] = [this.#o.tools(), this.#o.authorGroups()];
    return listedGroups({ tools, match, grouping: this.grouping, authorGroups, t: this.#o.t });
  }
}
