import type { Component, Snippet } from 'svelte';
import type { Effect, SearchableTool } from '../../core/index.ts';
import type { ListboxState } from './listbox.svelte.ts';
import type { ToolMatch } from './tool-match.ts';

/** A tool as a list shows it: its name, and the effect badge of a scalar tool. */
export interface ListTool extends SearchableTool {
  readonly effect?: Effect | null;
}

/** A group heading: the catalog's own word (shown isolated) or the page's text. */
export type SectionLabel = { readonly word: string } | { readonly text: string };

/** A run of a list's options; a labelled one is a group whose heading takes the row before its first option. */
export interface ToolSection {
  readonly label: SectionLabel | null;
  readonly tools: readonly ListTool[];
}

/** The rendered part of a section: whether its heading row is drawn, its options drawn and the index of the first. */
export interface ShownSection {
  readonly key: number;
  readonly label: SectionLabel | null;
  readonly isHeadingShown: boolean;
  readonly first: number;
  readonly tools: readonly ListTool[];
}

const headingRows = (section: ToolSection): number => (section.label === null ? 0 : 1);

/** How many rows the sections draw: every option, and a heading for each labelled section. */
export function rowCount(sections: readonly ToolSection[]): number {
  return sections.reduce((rows, section) => rows + headingRows(section) + section.tools.length, 0);
}

/** The row of the option at a key-order index; past the end, the row after the last. */
export function rowOf(sections: readonly ToolSection[], index: number): number {
  let row = 0;
  for (const section of sections) {
    const count = section.tools.length;
    if (index < count) return row + headingRows(section) + index;
    index -= count;
    row += headingRows(section) + count;
  }
  return row;
}

/** The sections with a row in [start, end), each cut to those rows. */
export function shownSections(sections: readonly ToolSection[], start: number, end: number): ShownSection[] {
  const parts: ShownSection[] = [];
  let row = 0;
  let index = 0;
  for (const [key, section] of sections.entries()) {
    const head = headingRows(section);
    const count = section.tools.length;
    if (row + head + count > start && row < end) {
      const from = Math.max(0, start - row - head);
      const tools = section.tools.slice(from, Math.max(from, end - row - head));
      const isHeadingShown = head === 1 && row >= start;
      parts.push({ key, label: section.label, isHeadingShown, first: index + from, tools });
    }
    row += head + count;
    index += count;
  }
  return parts;
}

/** What draws the groups' rows the listbox renders: each option by the list's own snippet, given its key-order index. */
export interface SectionRowsProps {
  sections: readonly ToolSection[];
  listbox: Pick<ListboxState, 'range' | 'isWindowed'>;
  option: Snippet<[tool: ListTool, index: number]>;
}

/**
 * What a catalog with groups adds to its tool list: the groups for a search's match (null: nothing typed)
 * and how their rows are counted and drawn. It comes with the code of the catalogs that have groups.
 */
export interface ToolGrouping {
  sections(match: ToolMatch): readonly ToolSection[];
  rowCount(sections: readonly ToolSection[]): number;
  rowOf(sections: readonly ToolSection[], index: number): number;
  Rows: Component<SectionRowsProps>;
}
