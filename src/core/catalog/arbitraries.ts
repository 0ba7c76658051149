import fc from 'fast-check';
import { escapeToken } from '../pointer.ts';
import type { ErrorCode } from '../result.ts';
import type { FieldSpec, FieldType, ToolDefinition } from './types.ts';

/** Shared fast-check generators for catalogs and arguments, for the catalog tests and the schema tests. */

type MutableDefinition = { -readonly [K in keyof ToolDefinition]: ToolDefinition[K] };

/** Labels, kept short so that generated catalogs stay readable when a property fails. */
export const arbLabel: fc.Arbitrary<string> = fc.stringMatching(/^[a-z][a-z0-9._-]{0,7}$/);

/** Strings that are not labels, including ones that need escaping in a JSON pointer. */
export const arbBadLabel: fc.Arbitrary<string> = fc.constantFrom(
  '',
  'Observe',
  '1tool',
  '-x',
  'a b',
  'a/b~c',
  '__proto__',
  'ä',
  'x'.repeat(81),
  'tool\n',
);

/** Values that are not even strings, where a label was expected. */
export const arbNonString: fc.Arbitrary<unknown> = fc.constantFrom(null, 0, 1, true, [], {}, ['a']);

/** A field spec; `max_length` is usually small so that strings at and past the limit are cheap to build. */
export const arbFieldSpec: fc.Arbitrary<FieldSpec> = fc.record({
  type: fc.constantFrom<FieldType>('string', 'integer', 'boolean'),
  required: fc.boolean(),
  max_length: fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 12 }) },
    fc.integer({ min: 1, max: 20000 }),
  ),
});

/** A valid tool definition; `constructor` is a legal field name and is mixed in on purpose. */
export function arbToolDefinition(): fc.Arbitrary<ToolDefinition> {
  const arbFieldName = fc.oneof({ weight: 6, arbitrary: arbLabel }, fc.constant('constructor'));
  return fc.record({
    name: arbLabel,
    family: fc.oneof(fc.constantFrom('reading', 'input', 'internal', 'all'), arbLabel),
    effect: fc.constantFrom('read' as const, 'change' as const),
    enabled: fc.boolean(),
    fields: fc
      .uniqueArray(fc.tuple(arbFieldName, arbFieldSpec), { maxLength: 6, selector: ([name]) => name })
      .map((entries) => Object.fromEntries(entries)),
  });
}

/** A valid catalog: 0 to `maxTools` definitions with unique names. */
export function arbCatalogItems(maxTools = 8): fc.Arbitrary<ToolDefinition[]> {
  return fc.uniqueArray(arbToolDefinition(), { maxLength: maxTools, selector: (tool) => tool.name });
}

/** A value of the field's kind that the field accepts, strings counted in code points. */
export function arbValidValue(spec: FieldSpec): fc.Arbitrary<string | number | boolean> {
  switch (spec.type) {
    case 'string': {
      const max = Math.min(spec.max_length, 24);
      const atLimit = fc.constantFrom('a', '😀', '가').map((unit) => unit.repeat(spec.max_length));
      return fc.oneof(fc.string({ unit: 'binary', maxLength: max }), atLimit);
    }
    case 'integer':
      return fc.oneof(
        fc.integer(),
        fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1.0),
      );
    case 'boolean':
      return fc.boolean();
  }
}

/** A value the field refuses: the wrong kind, or a string one or more code points past the limit. */
export function arbInvalidValue(spec: FieldSpec): fc.Arbitrary<unknown> {
  const wrongKinds: unknown[] = [null, [], {}, 1.5, Number.MAX_SAFE_INTEGER + 1, NaN, Infinity];
  const byKind = { string: [0, true, 1], integer: ['1', true, false], boolean: [0, 1, 'true', 'false'] };
  const wrong = fc.constantFrom(...wrongKinds, ...byKind[spec.type]).filter((value) => {
    return !(spec.type === 'string' && typeof value === 'string');
  });
  if (spec.type !== 'string') return wrong;
  const tooLong = fc
    .tuple(fc.constantFrom('a', '😀', '가'), fc.integer({ min: 1, max: 3 }))
    .map(([unit, extra]) => unit.repeat(spec.max_length + extra));
  return fc.oneof(wrong, tooLong);
}

/** Arguments the tool accepts: every required field, some optional ones, each with a valid value. */
export function arbValidArgumentsFor(tool: ToolDefinition): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(tool.fields);
  const model = Object.fromEntries(names.map((name) => [name, arbValidValue(tool.fields[name]!)]));
  const requiredKeys = names.filter((name) => tool.fields[name]!.required);
  return fc.record(model, { requiredKeys });
}

/** The ways arguments can be wrong; each generated case says which code it must produce. */
export type ArgumentsCase = { args: unknown; code: ErrorCode | null };

/** Valid and invalid arguments for a tool, each labelled with the code `validateArguments` must give. */
export function arbArgumentsFor(tool: ToolDefinition): fc.Arbitrary<ArgumentsCase> {
  const names = Object.keys(tool.fields);
  const valid = arbValidArgumentsFor(tool);
  const cases: fc.Arbitrary<ArgumentsCase>[] = [
    valid.map((args) => ({ args, code: null })),
    fc
      .constantFrom(null, [], 'text', 1, true)
      .map((args) => ({ args, code: 'INVALID_ARGUMENT_KEYS' as const })),
    fc
      .tuple(
        valid,
        fc.constantFrom('script', '__proto__', 'toString', 'constructor', 'approved'),
        fc.anything(),
      )
      .filter(([, key]) => !names.includes(key))
      .map(([args, key, value]) => ({
        args: withOwnKey(args, key, value),
        code: 'INVALID_ARGUMENT_KEYS' as const,
      })),
  ];
  const required = names.filter((name) => tool.fields[name]!.required);
  if (required.length > 0) {
    const dropOne = fc.tuple(valid, fc.constantFrom(...required)).map(([args, key]) => {
      const copy = { ...args };
      delete copy[key];
      return { args: copy, code: 'INVALID_ARGUMENT_KEYS' as const };
    });
    cases.push(dropOne);
  }
  if (names.length > 0) {
    const badValue = fc
      .constantFrom(...names)
      .chain((key) => fc.tuple(valid, fc.constant(key), arbInvalidValue(tool.fields[key]!)))
      .map(([args, key, value]) => ({
        args: withOwnKey(args, key, value),
        code: 'INVALID_ARGUMENT_VALUE' as const,
      }));
    cases.push(badValue);
  }
  return fc.oneof(...cases);
}

/** Adds an own enumerable key, even `__proto__`, the way `JSON.parse` does. */
export function withOwnKey<T extends object>(target: T, key: string, value: unknown): T {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A catalog with exactly one defect, and the code and pointer the first failing check must report. */
export interface CorruptedCatalog {
  items: unknown[];
  code: ErrorCode;
  path: string;
}

type Corruption = (
  tool: MutableDefinition,
  at: string,
  earlier: readonly ToolDefinition[],
) => CorruptionResult;
type CorruptionResult = { item: unknown; code: ErrorCode; path: string } | undefined;

const CORRUPTIONS: Record<string, fc.Arbitrary<Corruption>> = {
  notAnObject: fc.constantFrom(null, 7, 'tool', [], new Map()).map((item) => (_tool, at) => ({
    item,
    code: 'INVALID_FIELDS',
    path: at,
  })),
  extraKey: fc.constantFrom('description', '__proto__', 'constructor', 'Name').map((key) => (tool, at) => ({
    item: withOwnKey(tool, key, 'extra'),
    code: 'INVALID_FIELDS',
    path: at,
  })),
  missingKey: fc.constantFrom('name', 'family', 'effect', 'enabled', 'fields').map((key) => (tool, at) => {
    const item: Partial<MutableDefinition> = { ...tool };
    delete item[key as keyof MutableDefinition];
    return { item, code: 'INVALID_FIELDS', path: at };
  }),
  badName: fc.oneof(arbBadLabel, arbNonString).map((name) => (tool, at) => ({
    item: { ...tool, name },
    code: 'INVALID_LABEL',
    path: `${at}/name`,
  })),
  badFamily: fc.oneof(arbBadLabel, arbNonString).map((family) => (tool, at) => ({
    item: { ...tool, family },
    code: 'INVALID_LABEL',
    path: `${at}/family`,
  })),
  duplicate: fc.nat().map((pick) => (tool, at, earlier) => {
    if (earlier.length === 0) return undefined;
    const name = earlier[pick % earlier.length]!.name;
    return { item: { ...tool, name }, code: 'DUPLICATE_TOOL', path: `${at}/name` };
  }),
  badEffect: fc.constantFrom('write', 'READ', '', null, true, 1).map((effect) => (tool, at) => ({
    item: { ...tool, effect },
    code: 'INVALID_METADATA',
    path: `${at}/effect`,
  })),
  badEnabled: fc.constantFrom(0, 1, 'true', null, undefined).map((enabled) => (tool, at) => ({
    item: { ...tool, enabled },
    code: 'INVALID_METADATA',
    path: `${at}/enabled`,
  })),
  fieldsNotObject: fc.constantFrom(null, [], 'query', 3, new Date(0)).map((fields) => (tool, at) => ({
    item: { ...tool, fields },
    code: 'INVALID_FIELDS',
    path: `${at}/fields`,
  })),
  tooManyFields: fc.constant((tool, at) => {
    const fields: Record<string, FieldSpec> = { ...tool.fields };
    for (let i = 0; Object.keys(fields).length <= 30; i++) fields[`extra${i}`] = fields[`extra${i}`] ?? SPEC;
    return { item: { ...tool, fields }, code: 'INVALID_FIELDS', path: `${at}/fields` };
  }),
  badFieldName: fc.tuple(arbBadLabel, fc.nat()).map(([name, position]) => (tool, at) => {
    const entries = Object.entries(tool.fields);
    entries.splice(position % (entries.length + 1), 0, [name, SPEC]);
    return {
      item: { ...tool, fields: fromEntries(entries) },
      code: 'INVALID_LABEL',
      path: fieldPath(at, name),
    };
  }),
  ...fieldCorruptions(),
};

function fieldCorruptions(): Record<string, fc.Arbitrary<Corruption>> {
  const onField = (change: (spec: FieldSpec) => unknown, code: ErrorCode, suffix: string) => {
    return (tool: MutableDefinition, at: string): CorruptionResult => {
      const names = Object.keys(tool.fields);
      const name = names[0] ?? 'query';
      const fields = { ...tool.fields, [name]: change(tool.fields[name] ?? SPEC) };
      return { item: { ...tool, fields }, code, path: fieldPath(at, name) + suffix };
    };
  };
  return {
    specNotObject: fc
      .constantFrom(null, 'string', [], 1)
      .map((spec) => onField(() => spec, 'INVALID_FIELDS', '')),
    specKeys: fc
      .constantFrom('type', 'required', 'max_length', 'maxLength', '__proto__')
      .map((key) => onField((spec) => toggleKey(spec, key), 'INVALID_FIELDS', '')),
    badType: fc
      .constantFrom('number', 'String', 'object', null, 1)
      .map((type) => onField((spec) => ({ ...spec, type }), 'INVALID_SPEC', '/type')),
    badRequired: fc
      .constantFrom(0, 1, 'true', null)
      .map((required) => onField((spec) => ({ ...spec, required }), 'INVALID_SPEC', '/required')),
    badMaxLength: fc
      .constantFrom(0, -1, 20001, 1.5, true, '10', null, Infinity, NaN)
      .map((max_length) => onField((spec) => ({ ...spec, max_length }), 'INVALID_SPEC', '/max_length')),
  };
}

const SPEC: FieldSpec = { type: 'string', required: false, max_length: 10 };

/** Names every kind of single corruption, for tests that want to report which one failed. */
export const CORRUPTION_KINDS = Object.keys(CORRUPTIONS);

/** A valid catalog with exactly one defect in one item, labelled with the expected code and pointer. */
export function arbCorruptedCatalog(): fc.Arbitrary<CorruptedCatalog> {
  return fc
    .tuple(arbCatalogItems(6), fc.nat(), fc.oneof(...Object.values(CORRUPTIONS)))
    .filter(([items]) => items.length > 0)
    .map(([items, pick, corrupt]) => {
      const index = pick % items.length;
      const result = corrupt({ ...items[index]! }, `/${index}`, items.slice(0, index));
      if (result === undefined) return undefined;
      const corrupted: unknown[] = items.slice();
      corrupted[index] = result.item;
      return { items: corrupted, code: result.code, path: result.path };
    })
    .filter((value): value is CorruptedCatalog => value !== undefined);
}

function toggleKey(spec: FieldSpec, key: string): object {
  if (!Object.hasOwn(spec, key)) return withOwnKey(spec, key, 1);
  const copy: Record<string, unknown> = { ...spec };
  delete copy[key];
  return copy;
}

function fromEntries(entries: [string, unknown][]): object {
  const out = {};
  for (const [key, value] of entries) withOwnKeyInPlace(out, key, value);
  return out;
}

function withOwnKeyInPlace(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function fieldPath(at: string, name: string): string {
  return `${at}/fields/${escapeToken(name)}`;
}
