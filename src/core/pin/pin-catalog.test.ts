import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { loneSurrogateAt, pinCatalog, type PinHashing } from './pin-catalog.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const HASHING: PinHashing = { canonicalize: (value) => canonicalize(value)!, sha256 };

/** The pins of a catalog given as JSON text. */
function pinsOf(text: string) {
  const pins = pinCatalog(JSON.parse(text), HASHING);
  if (!pins.ok) throw new Error(pins.error.message);
  return pins.value;
}

const pinOf = (text: string, name: string) => pinsOf(text).tools[name];

describe('pinCatalog', () => {
  it('hashes the RFC 8785 text of the pinned object, and of each member apart', () => {
    const pins = pinsOf('{"tools":[{"name":"gone","inputSchema":{"type":"object"},"annotations":null}]}');
    expect(pins.tools.gone).toBe(sha256('{"inputSchema":{"type":"object"},"name":"gone"}'));
    expect(pins.fields.gone).toEqual({ inputSchema: sha256('{"type":"object"}') });
  });

  it('does not move for key order, tool order, whitespace or \\u escapes', () => {
    const compact =
      '{"tools":[{"name":"a","description":"Über €","inputSchema":{"type":"object","properties":{"n":{"default":1}}}},{"name":"b","inputSchema":{"type":"object"}}]}';
    const rewritten = `{
      "tools": [
        { "inputSchema": { "type": "object" }, "name": "b" },
        {
          "inputSchema": { "properties": { "n": { "default": 1.0 } }, "type": "object" },
          "description": "\\u00dcber \\u20ac",
          "name": "\\u0061"
        }
      ]
    }`;
    expect(pinsOf(rewritten)).toEqual(pinsOf(compact));
  });

  it.each([
    ['a description', '"description":"Reads."', '"description":"Reads!"'],
    [
      'a default deep in the schema',
      '"inputSchema":{"type":"object","default":{"x":[1]}}',
      '"inputSchema":{"type":"object","default":{"x":[2]}}',
    ],
    ['a hint', '"annotations":{"readOnlyHint":true}', '"annotations":{"readOnlyHint":false}'],
    ['an annotation the import does not model', '"annotations":{"x-level":1}', '"annotations":{"x-level":2}'],
    ['the title', '"title":"Read"', '"title":"Read "'],
    [
      'an outputSchema added',
      '"inputSchema":{"type":"object"}',
      '"inputSchema":{"type":"object"},"outputSchema":{"type":"object"}',
    ],
  ])('moves when %s changes', (_, before, after) => {
    const tool = (members: string) => `{"tools":[{"name":"t",${members}}]}`;
    const schema = before.includes('inputSchema') ? '' : ',"inputSchema":{"type":"object"}';
    expect(pinOf(tool(after + schema), 't')).not.toBe(pinOf(tool(before + schema), 't'));
  });

  it.each([
    ['1.0 and 1', '1.0', '1'],
    ['1e21 and its digits', '1e21', '1000000000000000000000'],
    ['-0 and 0', '-0', '0'],
    ['4.50 and 4.5', '4.50', '4.5'],
  ])('reads %s as the one number JCS writes', (_, left, right) => {
    const tool = (n: string) => `{"tools":[{"name":"n","inputSchema":{"type":"object","default":${n}}}]}`;
    expect(pinOf(tool(left), 'n')).toBe(pinOf(tool(right), 'n'));
  });

  it('writes 1e21 as 1e+21 and orders non-ASCII keys by UTF-16 code units', () => {
    const text =
      '{"tools":[{"name":"k","inputSchema":{"\\ufb33":3,"\\ud83d\\ude00":2,"\\u20ac":1,"big":1e21}}]}';
    // U+1F600 is D83D DE00 in UTF-16, so it sorts before U+FB33, though its code point is larger
    expect(pinOf(text, 'k')).toBe(sha256('{"inputSchema":{"big":1e+21,"€":1,"😀":2,"דּ":3},"name":"k"}'));
  });

  it('refuses a string with a lone surrogate at its pointer in the file', () => {
    const pins = pinCatalog(
      JSON.parse('{"tools":[{"name":"a","inputSchema":{"type":"object","enum":["ok","\\ud800"]}}]}'),
      HASHING,
    );
    expect(pins.ok ? null : [pins.error.code, pins.error.path]).toEqual([
      'INVALID_TOOL',
      '/tools/0/inputSchema/enum/1',
    ]);
  });

  it('refuses a catalog the import refuses, with its error', () => {
    const pins = pinCatalog({ tools: 'none' }, HASHING);
    expect(pins.ok ? null : [pins.error.code, pins.error.path]).toEqual(['INVALID_TOOLS_LIST', '/tools']);
  });
});

describe('loneSurrogateAt', () => {
  it.each([
    ['a well-formed value', { a: ['😀', { b: 'ok' }] }, null],
    ['a lone high surrogate in a string', { a: ['x', '\ud83d'] }, '/a/1'],
    ['a lone low surrogate in a key', { 'k\ude00': 1 }, '/k\ude00'],
    ['a key that needs escaping', { 'a/b': { '~': '\udfff' } }, '/a~1b/~0'],
  ])('finds %s', (_, value, pointer) => {
    expect(loneSurrogateAt(value)).toBe(pointer);
  });

  it('walks 10,000 levels without exhausting the stack', () => {
    let value: unknown = '\ud800';
    for (let i = 0; i < 10_000; i++) value = [value];
    expect(loneSurrogateAt(value)).toBe('/0'.repeat(10_000));
  });
});
