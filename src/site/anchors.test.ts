import { describe, expect, it } from 'vitest';
import { fieldAnchor, fieldPathAnchor, toolAnchor, toolPageFiles } from './anchors.ts';

describe('toolPageFiles', () => {
  it('names a page after a tool whose name is a safe file name, else after its position', () => {
    const names = [
      'list_issues',
      'get-file.v2',
      'a/b',
      '..',
      '.hidden',
      'créer',
      '工具',
      'x'.repeat(101),
      '42',
      '',
    ];
    expect(toolPageFiles(names)).toEqual([
      'tool-list_issues.html',
      'tool-get-file.v2.html',
      'tool-3.html',
      'tool-4.html',
      'tool-5.html',
      'tool-6.html',
      'tool-7.html',
      'tool-8.html',
      'tool-9.html',
      'tool-10.html',
    ]);
    expect(toolPageFiles(['x'.repeat(100)])).toEqual([`tool-${'x'.repeat(100)}.html`]);
  });

  it('names by position both tools whose names differ only in case, and no other', () => {
    expect(toolPageFiles(['Foo', 'bar', 'foo'])).toEqual(['tool-1.html', 'tool-bar.html', 'tool-3.html']);
  });

  it('never gives two tools the same page, ignoring case, even when a name looks like a position', () => {
    // "2" would be the page of the tool at position 2; a name of digits only is named by its own position
    const tricky = ['2', 'a/b', 'tool-1', 'TOOL-1', '1'];
    const files = toolPageFiles(tricky);
    expect(files).toEqual(['tool-1.html', 'tool-2.html', 'tool-3.html', 'tool-4.html', 'tool-5.html']);
    const names = Array.from({ length: 1000 }, (_, i) =>
      i % 7 === 0 ? `t/${i}` : i % 11 === 0 ? String(i) : i % 13 === 0 ? `T${i}` : `t${i}`,
    );
    const many = toolPageFiles(names);
    expect(new Set(many.map((file) => file.toLowerCase())).size).toBe(1000);
    expect(many.every((file) => /^tool-[A-Za-z0-9_.-]{1,100}\.html$/.test(file))).toBe(true);
  });
});

describe('fieldPathAnchor', () => {
  it.each([
    ['perPage', 'tool-t/perPage'],
    ['labels[]', 'tool-t/labels/[]'],
    ['options.sort', 'tool-t/options/sort'],
    ['a[].b', 'tool-t/a/[]/b'],
    ['["odd key"].x', 'tool-t/odd~20~key/x'],
    ['[]', 'tool-t/[]'],
  ])('reads %s as the row id %s', (path, id) => {
    expect(fieldPathAnchor('t', path)).toBe(id);
  });

  it('gives the id fieldAnchor gives the same steps', () => {
    expect(fieldPathAnchor('t', 'a.b')).toBe(
      fieldAnchor('t', [
        { kind: 'property', key: 'a' },
        { kind: 'property', key: 'b' },
      ]),
    );
    expect(toolAnchor('t')).toBe('tool-t');
  });

  it.each(['', '.a', 'a..b', 'a b', '["x', '["\\q"]', 'a]'])('refuses %j', (path) => {
    expect(fieldPathAnchor('t', path)).toBeNull();
  });
});
