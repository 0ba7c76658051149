import { describe, expect, it } from 'vitest';
import { displayName, isInlineIcon, readHints } from './hints.ts';
import { loadMcpToolsList } from './load-tools-list.ts';
import type { McpAnnotations, McpTool } from './types.ts';

const none: McpAnnotations = {
  title: null,
  readOnlyHint: null,
  destructiveHint: null,
  idempotentHint: null,
  openWorldHint: null,
};

function toolOf(extra: Record<string, unknown>): McpTool {
  const loaded = loadMcpToolsList({
    tools: [{ name: 'list_issues', inputSchema: { type: 'object' }, ...extra }],
  });
  if (!loaded.ok) throw new Error(loaded.error.message);
  return loaded.value.tools[0]!;
}

describe('readHints', () => {
  it('gives the specification defaults for unstated hints, marked as defaults', () => {
    expect(
      readHints(none).map(({ hint, value, source, isMeaningful }) => [hint, value, source, isMeaningful]),
    ).toEqual([
      ['readOnlyHint', false, 'default', true],
      ['destructiveHint', true, 'default', true],
      ['idempotentHint', false, 'default', true],
      ['openWorldHint', true, 'default', true],
    ]);
  });

  it('marks destructiveHint and idempotentHint as meaningless for a read-only tool', () => {
    const readings = readHints({ ...none, readOnlyHint: true, idempotentHint: true });
    expect(
      readings.map(({ hint, value, source, isMeaningful }) => [hint, value, source, isMeaningful]),
    ).toEqual([
      ['readOnlyHint', true, 'stated', true],
      ['destructiveHint', true, 'default', false],
      ['idempotentHint', true, 'stated', false],
      ['openWorldHint', true, 'default', true],
    ]);
  });

  it('keeps stated values, false included', () => {
    const readings = readHints({
      ...none,
      readOnlyHint: false,
      destructiveHint: false,
      openWorldHint: false,
    });
    expect(readings.map((reading) => [reading.value, reading.source])).toEqual([
      [false, 'stated'],
      [false, 'stated'],
      [false, 'default'],
      [false, 'stated'],
    ]);
  });
});

describe('displayName', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['title first', { title: 'List issues', annotations: { title: 'Issues' } }, 'List issues'],
    ['annotations.title next', { annotations: { title: 'Issues' } }, 'Issues'],
    ['the name last', {}, 'list_issues'],
  ])('follows the specification order: %s', (_label, extra, expected) => {
    expect(displayName(toolOf(extra))).toBe(expected);
  });

  it('notes a conflict between the two titles, and none when they agree', () => {
    expect(toolOf({ title: 'A', annotations: { title: 'B' } }).notes).toMatchObject([
      { path: '/annotations/title', reason: 'title_conflict', params: { title: 'A', annotationTitle: 'B' } },
    ]);
    expect(toolOf({ title: 'A', annotations: { title: 'A' } }).notes).toEqual([]);
  });
});

describe('icons', () => {
  it('reads icons with their media type and sizes', () => {
    const icons = [
      { src: 'data:image/png;base64,iVBORw0KGgo=', mimeType: 'image/png', sizes: ['16x16'] },
      { src: 'https://example.com/a.svg' },
    ];
    expect(toolOf({ icons }).icons).toEqual([
      { src: icons[0]!.src, mimeType: 'image/png', sizes: ['16x16'] },
      { src: 'https://example.com/a.svg', mimeType: null, sizes: [] },
    ]);
  });

  it.each([
    ['data:image/png;base64,iVBORw0KGgo=', true],
    ['data:image/svg+xml,%3Csvg%3E', true],
    ['data:text/html,<script>', false],
    ['https://example.com/icon.png', false],
    ['javascript:alert(1)', false],
  ])('shows %s inline: %s', (src, expected) => {
    expect(isInlineIcon(src)).toBe(expected);
  });
});
