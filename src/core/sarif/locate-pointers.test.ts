import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCodePoints } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { locatePointers, type ColumnKind, type TextPosition } from './locate-pointers.ts';

const at = (text: string, pointer: string, kind: ColumnKind = 'unicodeCodePoints') =>
  locatePointers(text, [pointer], kind).get(pointer);

/**
 * The oracle: a plain recursive reader of JSON text that notes where every value starts, by pointer, with
 * its line and column counted by slicing the text. Slow and simple; the locator must always agree with it.
 */
function oracle(text: string, kind: ColumnKind): Map<string, TextPosition> {
  const found = new Map<string, TextPosition>();
  let i = 0;
  const space = () => {
    while (/[ \t\n\r]/.test(text[i] ?? '')) i++;
  };
  const place = (offset: number): TextPosition => {
    const before = text.slice(0, offset).split('\n');
    const last = before[before.length - 1]!;
    return { line: before.length, column: (kind === 'utf16CodeUnits' ? last.length : [...last].length) + 1 };
  };
  const string = () => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (pointer: string): void => {
    space();
    found.set(pointer, place(i));
    if (text[i] === '{' || text[i] === '[') {
      const isArray = text[i] === '[';
      i++;
      space();
      for (let index = 0; text[i] !== (isArray ? ']' : '}'); index++) {
        if (index > 0) i++; // the comma
        space();
        let token: string | number = index;
        if (!isArray) {
          token = string();
          space();
          i++; // the colon
        }
        value(appendPointer(pointer, token));
        space();
      }
      i++;
    } else if (text[i] === '"') string();
    else while (/[-+.\w]/.test(text[i] ?? '')) i++;
  };
  value('');
  return found;
}

describe('locatePointers', () => {
  const pretty = JSON.stringify(
    { tools: [{ name: 'search', inputSchema: { type: 'object', properties: { q: { type: 'string' } } } }] },
    null,
    2,
  );

  it.each([
    ['', { line: 1, column: 1 }],
    ['/tools', { line: 2, column: 12 }],
    ['/tools/0/name', { line: 4, column: 15 }],
    ['/tools/0/inputSchema/properties/q/type', { line: 9, column: 21 }],
  ])('places %s in a pretty-printed catalog', (pointer, position) => {
    expect(at(pretty, pointer)).toEqual({ pointer, isExact: true, position });
  });

  it('counts columns in the run’s kind on one line with emoji and CJK before the value', () => {
    const text = '{"설명":"😀😀 도구","tools":[{"name":"x"}]}';
    expect(at(text, '/tools/0/name', 'unicodeCodePoints')?.position).toEqual({ line: 1, column: 32 });
    expect(at(text, '/tools/0/name', 'utf16CodeUnits')?.position).toEqual({ line: 1, column: 34 });
  });

  it('ends a line at \\n, a \\r\\n as one break and a lone \\r as none', () => {
    const text = '{\r\n "a": 1,\r "b":\n   2}';
    expect(at(text, '/a')?.position).toEqual({ line: 2, column: 7 });
    expect(at(text, '/b')?.position).toEqual({ line: 3, column: 4 });
  });

  it('reads keys as JSON.parse does: escapes decoded, RFC 6901 tokens unescaped, the last of a repeated key', () => {
    const text = '{"\\u0061":1,"a/b":{"~":2},"r":{"old":3},"r":{"new":4}}';
    const column = (marker: string) => text.lastIndexOf(marker) + 1; // ASCII: one column per code unit
    expect(at(text, '/a')?.position.column).toBe(column('1,'));
    expect(at(text, '/a~1b/~0')?.position.column).toBe(column('2}'));
    expect(at(text, '/r/new')?.position.column).toBe(column('4}'));
    // the first "r" had "old"; the last one has not, so the pointer stops at the last "r"
    expect(at(text, '/r/old')).toEqual({
      pointer: '/r',
      isExact: false,
      position: { line: 1, column: column('{"new"') },
    });
  });

  it('places a pointer the text does not hold at its deepest ancestor', () => {
    expect(at(pretty, '/tools/0/outputSchema/type')).toEqual({
      pointer: '/tools/0',
      isExact: false,
      position: { line: 3, column: 5 },
    });
    expect(at(pretty, '/tools/01')?.pointer).toBe('/tools');
  });

  it.each([
    ['text with no value', '   ', ''],
    ['a string that is not a pointer', '{}', 'tools'],
  ])('gives null for %s', (_, text, pointer) => {
    expect(at(text, pointer)).toBeNull();
  });

  it('reads text that stops being JSON up to where it breaks', () => {
    expect(at('{"a": [1, 2,, 3]}', '/a/1')?.position.column).toBe(11);
    expect(at('{"a": [1, 2,, 3]}', '/a/2')?.pointer).toBe('/a');
  });

  it('agrees with the plain reader on every value of any JSON text', () => {
    const layouts = fc.constantFrom<string | number | undefined>(undefined, 2, '\t', ' \r\n');
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 5 }),
        layouts,
        fc.constantFrom<ColumnKind>('utf16CodeUnits', 'unicodeCodePoints'),
        (value, layout, kind) => {
          const text =
            typeof layout === 'string' && layout.includes('\r')
              ? JSON.stringify(value, null, 1).replaceAll('\n', '\r\n')
              : JSON.stringify(value, null, layout);
          const expected = oracle(text, kind);
          const found = locatePointers(text, [...expected.keys()], kind);
          for (const [pointer, position] of expected)
            expect(found.get(pointer)).toEqual({ pointer, isExact: true, position });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('walks 100,000 levels of nesting without exhausting the stack', () => {
    const depth = 100_000;
    const text = '['.repeat(depth) + '"x"' + ']'.repeat(depth);
    expect(at(text, '/0'.repeat(depth))?.position).toEqual({ line: 1, column: depth + 1 });
  });

  it('locates every tool of a 5 MiB single-line list in linear time', () => {
    const tool = (i: number) => ({
      name: `t${i}`,
      description: '설명 😀 '.repeat(40),
      inputSchema: { type: 'object' },
    });
    const tools = Array.from({ length: 9_500 }, (_, i) => tool(i));
    const text = JSON.stringify({ tools });
    // just under the 5 MiB of UTF-8 a catalog may have
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(5_000_000);
    const pointers = tools.map((_, i) => `/tools/${i}/inputSchema/type`);
    const started = process.cpuUsage();
    const found = locatePointers(text, pointers, 'unicodeCodePoints');
    const used = process.cpuUsage(started);
    expect([...found.values()].every((place) => place?.isExact === true && place.position.line === 1)).toBe(
      true,
    );
    const last = found.get(pointers[pointers.length - 1]!)!.position.column;
    expect(last).toBe(countCodePoints(text.slice(0, text.lastIndexOf('"object"'))) + 1);
    expect((used.user + used.system) / 1000).toBeLessThan(3_000);
  });
});
