import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../providers/rules.ts';
import { ALL_NAMES, arbJsonValue } from '../schema/arbitraries.ts';
import { byteStarts, utf8Bytes } from './attribute.ts';
import { markedJson, type Role } from './marked-json.ts';
import { requestRole, schemaFields } from './request-roles.ts';

/** The same role without its `ownString` shortcut, at every depth: the plain oracle of the shortcut. */
function withoutShortcut(role: Role): Role {
  const { part, ownsKey, member } = role;
  const plain: Role = ownsKey === undefined ? { part } : { part, ownsKey };
  return member === undefined
    ? plain
    : { ...plain, member: (key, value) => withoutShortcut(member(key, value)) };
}

/** A role that gives every member a part of its own depth, so that every value is written member by member. */
const deep = (part = 0): Role => ({ part, member: () => deep(part + 1) });

describe('markedJson', () => {
  it('writes exactly what JSON.stringify writes, whatever the roles', () => {
    fc.assert(
      fc.property(arbJsonValue(), (value) => {
        expect(markedJson(value, deep()).text).toBe(JSON.stringify(value));
        expect(markedJson(value, { part: 0 }).text).toBe(JSON.stringify(value));
      }),
    );
  });

  it("writes a provider's request as JSON.stringify does, and marks it as member-by-member writing does", () => {
    // schema keywords among the names, so that fields hold descriptions, nested schemas and data alike
    const names = [...ALL_NAMES, 'description', 'properties', 'items', 'anyOf', 'enum'];
    const entry = fc.record({
      name: fc.string(),
      description: fc.oneof(fc.string(), arbJsonValue(names)),
      inputSchema: fc.record({
        type: fc.constant('object'),
        properties: fc.dictionary(fc.constantFrom(...names), arbJsonValue(names)),
      }),
    });
    fc.assert(
      fc.property(entry, fc.constantFrom(...PROVIDERS), (tool, provider) => {
        const request =
          provider === 'openai'
            ? { type: 'function', function: { name: tool.name, parameters: tool.inputSchema } }
            : { ...tool, input_schema: tool.inputSchema, parameters: tool.inputSchema };
        const role = requestRole(provider, schemaFields(provider, request));
        const marked = markedJson(request, role);
        expect(marked.text).toBe(JSON.stringify(request));
        expect([...marked.starts].sort((a, b) => a - b)).toEqual(marked.starts);
        const oneByOne = markedJson(request, withoutShortcut(role));
        expect([marked.starts, marked.parts]).toEqual([oneByOne.starts, oneByOne.parts]);
      }),
    );
  });

  it('marks a field whose nested descriptions come before its own as writing it member by member does', () => {
    const field = {
      type: 'object',
      properties: { description: { type: 'string', description: 'Inner.' } },
      default: { description: 'data' },
      description: 'Outer.',
    };
    const request = { name: 'x', inputSchema: { type: 'object', properties: { f: field } } };
    const role = requestRole('mcp', ['f']);
    const marked = markedJson(request, role);
    const oneByOne = markedJson(request, withoutShortcut(role));
    expect([marked.starts, marked.parts]).toEqual([oneByOne.starts, oneByOne.parts]);
    const descriptions = marked.starts
      .map((start, i) => [marked.parts[i], marked.text.slice(start, marked.starts[i + 1])])
      .filter(([part]) => part === 2)
      .map(([, text]) => text);
    expect(descriptions).toEqual(['"Inner."', '"Outer."']);
  });

  it('leaves out of objects what JSON.stringify leaves out, and writes it as null in arrays', () => {
    const value = { a: undefined, b: [undefined, () => 1], c: 1 };
    expect(markedJson(value, deep()).text).toBe(JSON.stringify(value));
    expect(markedJson(value, deep()).text).toBe('{"b":[null,null],"c":1}');
  });

  it("marks a field's name, schema and description apart from the tool's description and the rest", () => {
    const request = {
      name: 'x',
      description: 'Tool.',
      inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'Query.' } } },
    };
    const marked = markedJson(request, requestRole('mcp', ['q']));
    const stretches = marked.starts.map((start, i) => [
      marked.parts[i],
      marked.text.slice(start, marked.starts[i + 1]),
    ]);
    expect(stretches).toEqual([
      [0, '{"name":"x","description":'],
      [1, '"Tool."'],
      [0, ',"inputSchema":{"type":"object","properties":{'],
      [3, '"q":{"type":"string","description":'],
      [2, '"Query."'],
      [3, '}'],
      [0, '}}}'],
    ]);
  });

  it("counts a description inside a field's draft-07 dependencies as the field's description", () => {
    const field = { type: 'object', dependencies: { a: { description: 'Why.' }, b: ['a'] } };
    const request = { name: 'x', inputSchema: { type: 'object', properties: { f: field } } };
    const marked = markedJson(request, requestRole('mcp', ['f']));
    const descriptions = marked.starts
      .map((start, i) => [marked.parts[i], marked.text.slice(start, marked.starts[i + 1])])
      .filter(([part]) => part === 2)
      .map(([, text]) => text);
    expect(descriptions).toEqual(['"Why."']);
  });

  it('reads a property named "description" as a field, and a description in data as data', () => {
    const request = {
      name: 'x',
      inputSchema: {
        type: 'object',
        properties: {
          description: { type: 'string', default: { description: 'data' }, enum: ['description'] },
        },
      },
    };
    const marked = markedJson(request, requestRole('mcp', ['description']));
    expect(marked.parts).not.toContain(1);
    expect(marked.parts).not.toContain(2);
  });
});

describe('byteStarts', () => {
  it('gives the UTF-8 offset of every UTF-16 offset, as TextEncoder counts', () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.nat(), (text, cut) => {
        const at = text.length === 0 ? 0 : cut % (text.length + 1);
        const isInsidePair =
          /[\ud800-\udbff]$/.test(text.slice(0, at)) && /^[\udc00-\udfff]/.test(text.slice(at));
        fc.pre(!isInsidePair);
        expect(byteStarts(text, [at])).toEqual([encoder.encode(text.slice(0, at)).length]);
        expect(utf8Bytes(text)).toBe(encoder.encode(text).length);
      }),
    );
  });
});
