import { describe, expect, it } from 'vitest';
import { MCP_SCHEMA_OPTIONS } from '../mcp/read-tool.ts';
import { compileSchema } from '../schema/index.ts';
import { changeClasses } from './classes.ts';
import { diffSchemas } from './diff-schemas.ts';
import { ajvAccepts, present } from './test-support.ts';
import type { Callers, Direction, Verdict } from './types.ts';

const obj = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties,
  ...extra,
});
const str = { type: 'string' };

interface Case {
  name: string;
  old: unknown;
  new: unknown;
  direction?: Direction;
  callers?: Callers;
  class: string;
  pointer: string;
  breaking: Verdict;
}

const CASES: Case[] = [
  {
    name: 'a new required property',
    old: obj({ a: str, b: str }, { required: ['a'] }),
    new: obj({ a: str, b: str }, { required: ['a', 'b'] }),
    class: 'required_added',
    pointer: '/required/1',
    breaking: true,
  },
  {
    name: 'a required property made optional',
    old: obj({ a: str }, { required: ['a'] }),
    new: obj({ a: str }),
    class: 'required_removed',
    pointer: '/required',
    breaking: false,
  },
  {
    name: 'a property removed from a closed object',
    old: obj({ a: str, b: str }, { additionalProperties: false }),
    new: obj({ a: str }, { additionalProperties: false }),
    class: 'property_removed',
    pointer: '/properties/b',
    breaking: true,
  },
  {
    name: 'a property removed from an open object',
    old: obj({ a: str, b: str }),
    new: obj({ a: str }),
    class: 'property_removed',
    pointer: '/properties/b',
    breaking: false,
  },
  {
    name: 'a typed property added to an open object, callers sending any value',
    old: obj({ a: str }),
    new: obj({ a: str, x: str }),
    callers: 'any',
    class: 'open_object_property_added',
    pointer: '/properties/x',
    breaking: true,
  },
  {
    name: 'a typed property added to an open object, callers sending declared properties',
    old: obj({ a: str }),
    new: obj({ a: str, x: str }),
    class: 'open_object_property_added',
    pointer: '/properties/x',
    breaking: false,
  },
  {
    name: 'a typed property added to a nested open object, callers sending declared properties',
    old: obj({ o: obj({ a: str }) }),
    new: obj({ o: obj({ a: str, x: str }) }),
    class: 'open_object_property_added',
    pointer: '/properties/o/properties/x',
    breaking: false,
  },
  {
    name: 'a typed property added to an object that declares no properties, whose callers send any key',
    old: { type: 'object' },
    new: obj({ x: str }),
    class: 'open_object_property_added',
    pointer: '/properties/x',
    breaking: true,
  },
  {
    name: 'a maxProperties only undeclared keys could break, callers sending declared properties',
    old: obj({ a: str }),
    new: obj({ a: str }, { maxProperties: 1 }),
    class: 'bound_tightened',
    pointer: '/maxProperties',
    breaking: 'undecided',
  },
  {
    name: 'a maxProperties only undeclared keys could break, callers sending any value',
    old: obj({ a: str }),
    new: obj({ a: str }, { maxProperties: 1 }),
    callers: 'any',
    class: 'bound_tightened',
    pointer: '/maxProperties',
    breaking: true,
  },
  {
    name: 'a schema given to a key the old object required without declaring it',
    old: obj({ a: str }, { required: ['x'] }),
    new: obj({ a: str, x: str }, { required: ['x'] }),
    class: 'open_object_property_added',
    pointer: '/properties/x',
    breaking: true,
  },
  {
    name: 'a typed property added to one allOf branch, another declaring it',
    old: { allOf: [obj({ a: str }), obj({ x: { type: 'integer' } })] },
    new: { allOf: [obj({ a: str, x: str }), obj({ x: { type: 'integer' } })] },
    class: 'open_object_property_added',
    pointer: '/allOf/0/properties/x',
    breaking: true,
  },
  {
    name: 'a property added to a closed object',
    old: obj({ a: str }, { additionalProperties: false }),
    new: obj({ a: str, x: str }, { additionalProperties: false }),
    class: 'property_added',
    pointer: '/properties/x',
    breaking: false,
  },
  {
    name: 'an untyped property added to an open object',
    old: obj({}),
    new: obj({ x: { description: 'anything' } }),
    class: 'property_added',
    pointer: '/properties/x',
    breaking: false,
  },
  {
    name: 'a type removed from a list',
    old: obj({ a: { type: ['string', 'integer'] } }),
    new: obj({ a: str }),
    class: 'type_narrowed',
    pointer: '/properties/a/type',
    breaking: true,
  },
  {
    name: 'number narrowed to integer',
    old: obj({ a: { type: 'number' } }),
    new: obj({ a: { type: 'integer' } }),
    class: 'type_narrowed',
    pointer: '/properties/a/type',
    breaking: true,
  },
  {
    name: 'a type replaced by another, one change',
    old: obj({ a: { type: 'number' } }),
    new: obj({ a: str }),
    class: 'type_changed',
    pointer: '/properties/a/type',
    breaking: true,
  },
  {
    name: 'a type added',
    old: obj({ a: str }),
    new: obj({ a: { type: ['string', 'null'] } }),
    class: 'type_widened',
    pointer: '/properties/a/type',
    breaking: false,
  },
  {
    name: 'an enum value removed',
    old: obj({ m: { enum: ['a', 'b'] } }),
    new: obj({ m: { enum: ['a'] } }),
    class: 'enum_value_removed',
    pointer: '/properties/m/enum',
    breaking: true,
  },
  {
    name: 'an enum value added',
    old: obj({ m: { enum: ['a'] } }),
    new: obj({ m: { enum: ['a', 'b'] } }),
    class: 'enum_value_added',
    pointer: '/properties/m/enum',
    breaking: false,
  },
  {
    name: 'an enum where there was none',
    old: obj({ m: str }),
    new: obj({ m: { type: 'string', enum: ['a'] } }),
    class: 'enum_added',
    pointer: '/properties/m/enum',
    breaking: true,
  },
  {
    name: 'a const changed',
    old: obj({ m: { const: 1 } }),
    new: obj({ m: { const: 2 } }),
    class: 'enum_value_removed',
    pointer: '/properties/m/const',
    breaking: true,
  },
  {
    name: 'a maximum tightened',
    old: obj({ n: { type: 'integer', maximum: 50 } }),
    new: obj({ n: { type: 'integer', maximum: 20 } }),
    class: 'bound_tightened',
    pointer: '/properties/n/maximum',
    breaking: true,
  },
  {
    name: 'a minimum added',
    old: obj({ n: { type: 'number' } }),
    new: obj({ n: { type: 'number', minimum: 1 } }),
    class: 'bound_tightened',
    pointer: '/properties/n/minimum',
    breaking: true,
  },
  {
    name: 'an exclusive maximum tightened',
    old: obj({ n: { type: 'number', exclusiveMaximum: 10 } }),
    new: obj({ n: { type: 'number', exclusiveMaximum: 5 } }),
    class: 'bound_tightened',
    pointer: '/properties/n/exclusiveMaximum',
    breaking: true,
  },
  {
    name: 'a maxLength tightened',
    old: obj({ s: { type: 'string', maxLength: 100 } }),
    new: obj({ s: { type: 'string', maxLength: 10 } }),
    class: 'bound_tightened',
    pointer: '/properties/s/maxLength',
    breaking: true,
  },
  {
    name: 'a minLength raised',
    old: obj({ s: str }),
    new: obj({ s: { type: 'string', minLength: 3 } }),
    class: 'bound_tightened',
    pointer: '/properties/s/minLength',
    breaking: true,
  },
  {
    name: 'a maxItems tightened',
    old: obj({ l: { type: 'array', maxItems: 5 } }),
    new: obj({ l: { type: 'array', maxItems: 2 } }),
    class: 'bound_tightened',
    pointer: '/properties/l/maxItems',
    breaking: true,
  },
  {
    name: 'a maxProperties added',
    old: obj({ o: { type: 'object' } }),
    new: obj({ o: { type: 'object', maxProperties: 1 } }),
    class: 'bound_tightened',
    pointer: '/properties/o/maxProperties',
    breaking: true,
  },
  {
    name: 'a maximum loosened',
    old: obj({ n: { type: 'integer', maximum: 20 } }),
    new: obj({ n: { type: 'integer', maximum: 50 } }),
    class: 'bound_loosened',
    pointer: '/properties/n/maximum',
    breaking: false,
  },
  {
    name: 'a maxLength removed',
    old: obj({ s: { type: 'string', maxLength: 2 } }),
    new: obj({ s: str }),
    class: 'bound_loosened',
    pointer: '/properties/s/maxLength',
    breaking: false,
  },
  {
    name: 'a multipleOf added',
    old: obj({ n: { type: 'number' } }),
    new: obj({ n: { type: 'number', multipleOf: 2 } }),
    class: 'multiple_of_tightened',
    pointer: '/properties/n/multipleOf',
    breaking: true,
  },
  {
    name: 'a pattern added',
    old: obj({ s: str }),
    new: obj({ s: { type: 'string', pattern: '^x' } }),
    class: 'pattern_added',
    pointer: '/properties/s/pattern',
    breaking: true,
  },
  {
    name: 'a pattern changed',
    old: obj({ s: { type: 'string', pattern: '^a' } }),
    new: obj({ s: { type: 'string', pattern: '^b' } }),
    class: 'pattern_changed',
    pointer: '/properties/s/pattern',
    breaking: true,
  },
  {
    name: 'a pattern removed',
    old: obj({ s: { type: 'string', pattern: '^a' } }),
    new: obj({ s: str }),
    class: 'pattern_removed',
    pointer: '/properties/s/pattern',
    breaking: false,
  },
  {
    name: 'additionalProperties closed, callers sending any value',
    old: obj({ a: str }),
    new: obj({ a: str }, { additionalProperties: false }),
    callers: 'any',
    class: 'additional_properties_closed',
    pointer: '/additionalProperties',
    breaking: true,
  },
  {
    name: 'additionalProperties closed, callers sending declared properties',
    old: obj({ a: str }),
    new: obj({ a: str }, { additionalProperties: false }),
    class: 'additional_properties_closed',
    pointer: '/additionalProperties',
    breaking: false,
  },
  {
    name: 'additionalProperties opened',
    old: obj({ a: str }, { additionalProperties: false }),
    new: obj({ a: str }),
    class: 'additional_properties_opened',
    pointer: '/additionalProperties',
    breaking: false,
  },
  {
    name: 'additionalProperties narrowed to a type, callers sending any value',
    old: obj({}, { additionalProperties: true }),
    new: obj({}, { additionalProperties: str }),
    callers: 'any',
    class: 'type_narrowed',
    pointer: '/additionalProperties/type',
    breaking: true,
  },
  {
    name: 'additionalProperties narrowed to a type, callers sending declared properties',
    old: obj({}, { additionalProperties: true }),
    new: obj({}, { additionalProperties: str }),
    class: '',
    pointer: '',
    breaking: false,
  },
  {
    name: 'additionalProperties narrowed where it declares a map',
    old: { type: 'object', additionalProperties: { type: ['string', 'integer'] } },
    new: { type: 'object', additionalProperties: str },
    class: 'type_narrowed',
    pointer: '/additionalProperties/type',
    breaking: true,
  },
  {
    name: 'uniqueItems added',
    old: obj({ l: { type: 'array', items: str } }),
    new: obj({ l: { type: 'array', items: str, uniqueItems: true } }),
    class: 'unique_items_added',
    pointer: '/properties/l/uniqueItems',
    breaking: true,
  },
  {
    name: 'an item schema tightened',
    old: obj({ l: { type: 'array', items: { type: 'string', maxLength: 9 } } }, { required: ['l'] }),
    new: obj({ l: { type: 'array', items: { type: 'string', maxLength: 3 } } }, { required: ['l'] }),
    class: 'bound_tightened',
    pointer: '/properties/l/items/maxLength',
    breaking: true,
  },
  {
    name: 'a $ref target narrowed',
    old: { ...obj({ x: { $ref: '#/$defs/t' } }), $defs: { t: { type: 'string', maxLength: 5 } } },
    new: { ...obj({ x: { $ref: '#/$defs/t' } }), $defs: { t: { type: 'string', maxLength: 3 } } },
    class: 'bound_tightened',
    pointer: '/$defs/t/maxLength',
    breaking: true,
  },
  {
    name: 'a $ref pointed at a narrower schema',
    old: { ...obj({ x: { $ref: '#/$defs/a' } }), $defs: { a: str, b: { enum: ['z'] } } },
    new: { ...obj({ x: { $ref: '#/$defs/b' } }), $defs: { a: str, b: { enum: ['z'] } } },
    class: 'enum_added',
    pointer: '/$defs/b/enum',
    breaking: true,
  },
  {
    name: 'an inline schema moved behind a $ref',
    old: obj({ x: str }),
    new: { ...obj({ x: { $ref: '#/$defs/s' } }), $defs: { s: str } },
    class: '',
    pointer: '',
    breaking: false,
  },
  {
    name: 'an anyOf branch added',
    old: obj({ v: { anyOf: [str] } }),
    new: obj({ v: { anyOf: [str, { type: 'null' }] } }),
    class: 'branch_added',
    pointer: '/properties/v/anyOf',
    breaking: false,
  },
  {
    name: 'an anyOf branch narrowed in place',
    old: obj({ v: { anyOf: [str, { type: 'integer' }] } }),
    new: obj({ v: { anyOf: [str, { type: 'integer', maximum: 1 }] } }),
    class: 'bound_tightened',
    pointer: '/properties/v/anyOf/1/maximum',
    breaking: true,
  },
  {
    name: 'a schema made a oneOf of disjoint types that keeps it as a branch',
    old: obj({ v: { type: 'array', items: str } }),
    new: obj({ v: { type: 'array', items: { oneOf: [str, obj({ login: str })] } } }),
    class: 'union_added',
    pointer: '/properties/v/items/oneOf',
    breaking: false,
  },
  {
    name: 'a schema made an anyOf whose branch of its type is narrower',
    old: obj({ v: str }),
    new: obj({ v: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'null' }] } }),
    class: 'bound_tightened',
    pointer: '/properties/v/anyOf/0/minLength',
    breaking: true,
  },
  {
    name: 'a schema made a oneOf of overlapping branches',
    old: obj({ v: { type: 'integer' } }),
    new: obj({ v: { oneOf: [{ type: 'integer' }, { type: 'number' }] } }),
    class: 'schema_changed',
    pointer: '/properties/v',
    breaking: true,
  },
  {
    name: 'a oneOf changed',
    old: obj({ v: { oneOf: [str, { type: 'integer' }] } }),
    new: obj({ v: { oneOf: [str] } }),
    class: 'schema_changed',
    pointer: '/properties/v',
    breaking: true,
  },
  {
    name: 'a format added (formats only annotate, so no value proves a break)',
    old: obj({ s: str }),
    new: obj({ s: { type: 'string', format: 'email' } }),
    class: 'format_added',
    pointer: '/properties/s/format',
    breaking: 'undecided',
  },
  {
    name: 'a description changed inside the schema',
    old: obj({ s: { type: 'string', description: 'a' } }),
    new: obj({ s: { type: 'string', description: 'b' } }),
    class: '',
    pointer: '',
    breaking: false,
  },
  {
    name: 'a new schema the engine refuses',
    old: obj({ s: str }),
    new: obj({ s: { $ref: '#/$defs/none' } }),
    class: 'schema_changed',
    pointer: '/properties/s/$ref',
    breaking: 'undecided',
  },
  {
    name: 'a property closed to false',
    old: obj({ s: str }),
    new: obj({ s: false }),
    class: 'schema_closed',
    pointer: '/properties/s',
    breaking: true,
  },
  // output: what callers receive, so a widening breaks
  {
    name: 'an output enum value added',
    direction: 'output',
    old: obj({ m: { enum: ['a'] } }),
    new: obj({ m: { enum: ['a', 'b'] } }),
    class: 'output_enum_value_added',
    pointer: '/properties/m/enum',
    breaking: true,
  },
  {
    name: 'an output enum value removed',
    direction: 'output',
    old: obj({ m: { enum: ['a', 'b'] } }),
    new: obj({ m: { enum: ['a'] } }),
    class: 'output_enum_value_removed',
    pointer: '/properties/m/enum',
    breaking: false,
  },
  {
    name: 'an output property no longer required',
    direction: 'output',
    old: obj({ a: str }, { required: ['a'] }),
    new: obj({ a: str }),
    class: 'output_required_removed',
    pointer: '/required',
    breaking: true,
  },
  {
    name: 'an output type widened',
    direction: 'output',
    old: obj({ a: str }),
    new: obj({ a: { type: ['string', 'null'] } }),
    class: 'output_type_widened',
    pointer: '/properties/a/type',
    breaking: true,
  },
  {
    name: 'an output type replaced by another, one change',
    direction: 'output',
    old: obj({ n: { type: 'number' } }),
    new: obj({ n: str }),
    class: 'output_type_changed',
    pointer: '/properties/n/type',
    breaking: true,
  },
  {
    name: 'an output property added to an open object: outputs are read the same under both assumptions',
    direction: 'output',
    old: obj({ a: str, x: str }),
    new: obj({ a: str }),
    class: 'output_open_object_property_removed',
    pointer: '/properties/x',
    breaking: true,
  },
  {
    name: 'an output bound loosened',
    direction: 'output',
    old: obj({ n: { type: 'integer', maximum: 5 } }),
    new: obj({ n: { type: 'integer', maximum: 9 } }),
    class: 'output_bound_loosened',
    pointer: '/properties/n/maximum',
    breaking: true,
  },
  {
    name: 'an output bound tightened',
    direction: 'output',
    old: obj({ n: { type: 'integer', maximum: 9 } }),
    new: obj({ n: { type: 'integer', maximum: 5 } }),
    class: 'output_bound_tightened',
    pointer: '/properties/n/maximum',
    breaking: false,
  },
];

const engineAccepts = (schema: unknown, value: unknown) => {
  const compiled = compileSchema(schema, MCP_SCHEMA_OPTIONS);
  if (!compiled.ok) throw new Error(compiled.error.message);
  return compiled.value.isValid(value);
};

describe('diffSchemas', () => {
  it.each(CASES)('$name: $class at $pointer, breaking $breaking', (c) => {
    const direction = c.direction ?? 'input';
    const changes = diffSchemas(present(c.old), present(c.new), direction, c.callers);
    if (c.class === '') {
      expect(changes.filter((change) => change.breaking !== false)).toEqual([]);
      return;
    }
    const change = changes.find(
      (candidate) => candidate.class === c.class && candidate.pointer === c.pointer,
    );
    expect(change, JSON.stringify(changes)).toBeDefined();
    expect(change!.breaking).toBe(c.breaking);
    expect(changeClasses()).toContain(change!.class);
    expect(change!.message).toMatch(/^[A-Z"a-z].*\.$/);
    if (c.breaking !== true) return expect(change).not.toHaveProperty('counterexample');
    const [holds, refuses] = direction === 'input' ? [c.old, c.new] : [c.new, c.old];
    const value = change!.counterexample;
    expect([engineAccepts(holds, value), engineAccepts(refuses, value)]).toEqual([true, false]);
    expect([ajvAccepts(holds, value), ajvAccepts(refuses, value)]).toEqual([true, false]);
  });

  it('says a keyword one side lacks was added or removed, in either direction, never "none"', () => {
    const short = obj({ s: { type: 'string', maxLength: 2 } });
    const messageOf = (a: unknown, b: unknown, direction: Direction) =>
      diffSchemas(present(a), present(b), direction).map((change) => change.message);
    expect(messageOf(short, obj({ s: str }), 'input')).toEqual(['The maxLength of 2 was removed.']);
    expect(messageOf(obj({ s: str }), short, 'input')).toEqual(['A maxLength of 2 was added.']);
    expect(messageOf(short, obj({ s: str }), 'output')).toEqual(['The maxLength of 2 was removed.']);
    expect(messageOf(obj({ s: str }), short, 'output')).toEqual(['A maxLength of 2 was added.']);
  });

  it('finds nothing between equal schemas, recursive ones included', () => {
    const tree = {
      $defs: { node: obj({ kids: { type: 'array', items: { $ref: '#/$defs/node' } } }) },
      $ref: '#/$defs/node',
    };
    expect(diffSchemas(present(tree), present(structuredClone(tree)), 'input')).toEqual([]);
  });

  it('ends on a recursive schema changed deep inside, with a proof', () => {
    const tree = (limit: number) => ({
      $defs: {
        node: obj({
          name: { type: 'string', maxLength: limit },
          kids: { type: 'array', items: { $ref: '#/$defs/node' } },
        }),
      },
      $ref: '#/$defs/node',
    });
    const changes = diffSchemas(present(tree(9)), present(tree(3)), 'input');
    expect(changes.map((change) => [change.class, change.pointer, change.breaking])).toEqual([
      ['bound_tightened', '/$defs/node/properties/name/maxLength', true],
    ]);
  });

  it('carries the engine’s refusal of a schema it cannot check, its English problem in params', () => {
    const changes = diffSchemas(
      present(obj({ s: str })),
      present(obj({ s: { $ref: '#/$defs/s' } })),
      'input',
    );
    expect(changes).toEqual([
      {
        pointer: '/properties/s/$ref',
        class: 'schema_changed',
        breaking: 'undecided',
        params: { cause: 'new_not_checkable', problem: '"$ref" points to "#/$defs/s", where no schema is' },
        refusal: { reason: 'ref_not_found', params: { keyword: '$ref', ref: '#/$defs/s' } },
        message:
          'The new schema cannot be checked ("$ref" points to "#/$defs/s", where no schema is), so the change is undecided.',
      },
    ]);
  });

  it('says undecided, never compatible, when one side has no schema', () => {
    const changes = diffSchemas({ state: 'absent' }, present(obj({})), 'input');
    expect(changes.map((change) => change.breaking)).toEqual(['undecided']);
  });

  it('proves a removed output schema breaking with a value the old one refused', () => {
    const old = obj({ a: str }, { required: ['a'] });
    const [change] = diffSchemas(present(old), { state: 'absent' }, 'output');
    expect(change).toMatchObject({ class: 'output_schema_removed', breaking: true });
    expect(ajvAccepts(old, change!.counterexample)).toBe(false);
  });
});
