import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rowCount, rowOf, shownSections, type ToolSection } from './list-sections.ts';

const tools = (...names: string[]) => names.map((name) => ({ name }));
const GROUPED: ToolSection[] = [
  { label: { word: 'issue' }, tools: tools('get_issue', 'list_issues') },
  { label: { text: 'Other' }, tools: tools('get_me') },
];
const PLAIN: ToolSection[] = [{ label: null, tools: tools('a', 'b', 'c') }];

/** Every row drawn, in order: a heading as `# label`, an option as `index:name` (the plain oracle). */
function allRows(sections: readonly ToolSection[]): string[] {
  let index = 0;
  return sections.flatMap((section) => [
    ...(section.label === null ? [] : [`# ${JSON.stringify(section.label)}`]),
    ...section.tools.map((tool) => `${index++}:${tool.name}`),
  ]);
}

/** The rows a cut draws, in the oracle's spelling. */
function drawnRows(sections: readonly ToolSection[], start: number, end: number): string[] {
  return shownSections(sections, start, end).flatMap((part) => [
    ...(part.isHeadingShown ? [`# ${JSON.stringify(part.label)}`] : []),
    ...part.tools.map((tool, k) => `${part.first + k}:${tool.name}`),
  ]);
}

const sectionsArbitrary = fc.array(
  fc.record({
    label: fc.option(fc.record({ word: fc.string() }), { nil: null }),
    tools: fc.array(fc.record({ name: fc.string() }), { maxLength: 6 }),
  }),
  { maxLength: 6 },
);

describe('rowCount', () => {
  it.each([
    [GROUPED, 5],
    [PLAIN, 3],
    [[], 0],
  ])('counts headings of labelled sections and every option: %j has %i rows', (sections, rows) => {
    expect(rowCount(sections)).toBe(rows);
  });
});

describe('rowOf', () => {
  it.each([
    [GROUPED, 0, 1],
    [GROUPED, 1, 2],
    [GROUPED, 2, 4],
    [PLAIN, 2, 2],
  ])('puts option %#’s index %i on row %i', (sections, index, row) => {
    expect(rowOf(sections, index)).toBe(row);
  });

  it('agrees with the rows drawn in full, for every option', () => {
    fc.assert(
      fc.property(sectionsArbitrary, (sections) => {
        const rows = allRows(sections);
        const count = sections.reduce((n, section) => n + section.tools.length, 0);
        for (let index = 0; index < count; index++)
          expect(rows[rowOf(sections, index)]?.startsWith(`${index}:`)).toBe(true);
      }),
    );
  });
});

describe('shownSections', () => {
  it('cuts a group so its heading is drawn only when its row is in range', () => {
    expect(shownSections(GROUPED, 1, 4)).toEqual([
      {
        key: 0,
        label: { word: 'issue' },
        isHeadingShown: false,
        first: 0,
        tools: tools('get_issue', 'list_issues'),
      },
      { key: 1, label: { text: 'Other' }, isHeadingShown: true, first: 2, tools: [] },
    ]);
  });

  it('draws an unlabelled section without a heading row', () => {
    expect(shownSections(PLAIN, 1, 2)).toEqual([
      { key: 0, label: null, isHeadingShown: false, first: 1, tools: tools('b') },
    ]);
  });

  it('draws exactly the rows in [start, end), as drawing everything and cutting would', () => {
    fc.assert(
      fc.property(sectionsArbitrary, fc.nat(40), fc.nat(40), (sections, a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(drawnRows(sections, start, end)).toEqual(allRows(sections).slice(start, end));
      }),
    );
  });
});
