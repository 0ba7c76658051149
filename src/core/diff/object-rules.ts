import { isPlainObject, ownValue } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { emit, type At, type Walk } from './finding.ts';
import { ANY_VALUES, candidateStream, candidateValue, candidateValues } from '../sample/candidate-values.ts';
import { withKey, withoutKey } from '../json-object.ts';
import { propertiesOf, requiredOf } from '../schema/read-keywords.ts';
import { mapLazy } from './candidates.ts';

type Schema = Readonly<Record<string, unknown>>;
/** Compares two subschemas at a place below the current one. */
export type CompareNode = (a: unknown, b: unknown, at: At, walk: Walk) => void;

/** True for a schema that accepts every value: `true`, `{}`, or only annotations. */
export function acceptsAll(schema: unknown, annotations: ReadonlySet<string>): boolean {
  return (
    schema === true || (isPlainObject(schema) && Object.keys(schema).every((key) => annotations.has(key)))
  );
}

/** Keywords beside which other subschemas may also describe a value's keys or items. */
const COMPOSING = [
  ...['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', '$ref', '$dynamicRef'],
  ...['dependentSchemas', 'patternProperties', 'unevaluatedProperties', 'prefixItems', 'contains'],
];

/** True when a keyword beside the others may describe more of the value than the schema's own keywords. */
export function isComposing(schema: Schema): boolean {
  return COMPOSING.some((key) => Object.hasOwn(schema, key));
}

/**
 * True for an object schema whose keys a caller generated from it knows: it declares `properties` (every
 * required key among them), leaves other keys open with any value, and no keyword beside it declares more.
 * Callers that send only declared properties send none of those other keys.
 */
export function isDeclaredObject(schema: Schema, annotations: ReadonlySet<string>): boolean {
  const properties = ownValue(schema, 'properties');
  return (
    isPlainObject(properties) &&
    requiredOf(schema).every((key) => Object.hasOwn(properties, key)) &&
    acceptsAll(ownValue(schema, 'additionalProperties') ?? true, annotations) &&
    !isComposing(schema)
  );
}

/** A key neither schema declares, for values that only additionalProperties governs. */
function freshKey(a: Schema, b: Schema): string {
  const declared = { ...propertiesOf(a), ...propertiesOf(b) };
  let key = 'extra';
  for (let i = 1; Object.hasOwn(declared, key); i++) key = `extra_${i}`;
  return key;
}

/**
 * properties, required and additionalProperties together: a key a schema does not declare is governed by
 * its additionalProperties (absent = any value), so a property removed or added is compared against it.
 */
export function compareObjects(
  a: Schema,
  b: Schema,
  at: At,
  walk: Walk,
  compare: CompareNode,
  annotations: ReadonlySet<string>,
): void {
  const [propsA, propsB] = [propertiesOf(a), propertiesOf(b)];
  const [extraA, extraB] = [
    ownValue(a, 'additionalProperties') ?? true,
    ownValue(b, 'additionalProperties') ?? true,
  ];
  // callers that send only declared properties never send a key this object leaves undeclared
  const isDeclared = walk.callers === 'declared' && !at.isComposed && isDeclaredObject(a, annotations);
  let minimal: unknown;
  const base = () => (minimal ??= candidateValue(a, walk.rootA, null));
  const child = (tokensA: string[], tokensB: string[], key: string): At => ({
    pa: tokensA.reduce(appendPointer, at.pa),
    pb: tokensB.reduce(appendPointer, at.pb),
    embed: (value) => at.embed(withKey(base(), key, value)),
    depth: at.depth + 1,
    isComposed: at.isComposed,
  });
  for (const key of Object.keys(propsA)) {
    if (Object.hasOwn(propsB, key))
      compare(propsA[key], propsB[key], child(['properties', key], ['properties', key], key), walk);
    else
      propertyRemoved(
        key,
        propsA[key],
        extraB,
        child(['properties', key], ['additionalProperties'], key),
        walk,
        compare,
        annotations,
      );
  }
  for (const key of Object.keys(propsB)) {
    if (Object.hasOwn(propsA, key)) continue;
    const at2 = child(['additionalProperties'], ['properties', key], key);
    if (extraA === false || acceptsAll(propsB[key], annotations)) {
      emit(walk, { ...at2, pa: at.pa, pb: at.pb }, ['properties', key], {
        class: 'property_added',
        effect: 'widens',
        params: { key },
        witnesses: () => [],
      });
    } else if (isDeclared) {
      emit(walk, { ...at2, pa: at.pa, pb: at.pb }, ['properties', key], {
        class: 'open_object_property_added',
        effect: 'widens',
        params: { key, callers: 'declared' },
        witnesses: () => [],
      });
    } else if (acceptsAll(extraA, annotations)) {
      emit(walk, { ...at2, pa: at.pa, pb: at.pb }, ['properties', key], {
        class: 'open_object_property_added',
        effect: 'narrows',
        params: { key },
        witnesses: (embed) => ANY_VALUES.map(embed),
      });
    } else compare(extraA, propsB[key], at2, walk);
  }
  if (isDeclared) closedForDeclared(extraB, at, walk);
  else compareExtra(a, b, extraA, extraB, at, walk, compare, annotations);
  compareRequired(a, b, at, walk);
}

function propertyRemoved(
  key: string,
  schema: unknown,
  extraB: unknown,
  at: At,
  walk: Walk,
  compare: CompareNode,
  annotations: ReadonlySet<string>,
) {
  // a change from A to B points where the property was declared, in A
  const declared: At = { ...at, pb: at.pa };
  if (extraB === false) {
    emit(walk, declared, [], {
      class: 'property_removed',
      effect: 'narrows',
      params: { key },
      witnesses: (embed) => mapLazy(candidateStream(schema, walk.rootA, 8), embed),
    });
  } else if (acceptsAll(extraB, annotations)) {
    emit(walk, declared, [], {
      class: 'property_removed',
      effect: 'widens',
      params: { key },
      witnesses: () => [],
    });
  } else compare(schema, extraB, at, walk);
}

/**
 * additionalProperties of an object whose callers send only declared keys: what it allows of other keys
 * changes nothing for them, and closing it is compatible, with a note that says why.
 */
function closedForDeclared(extraB: unknown, at: At, walk: Walk): void {
  if (extraB !== false) return;
  emit(walk, at, ['additionalProperties'], {
    class: 'additional_properties_closed',
    effect: 'widens',
    params: { callers: 'declared' },
    witnesses: () => [],
  });
}

function compareExtra(
  a: Schema,
  b: Schema,
  extraA: unknown,
  extraB: unknown,
  at: At,
  walk: Walk,
  compare: CompareNode,
  annotations: ReadonlySet<string>,
): void {
  if (!Object.hasOwn(a, 'additionalProperties') && !Object.hasOwn(b, 'additionalProperties')) return;
  const key = freshKey(a, b);
  const here: At = {
    pa: appendPointer(at.pa, 'additionalProperties'),
    pb: appendPointer(at.pb, 'additionalProperties'),
    embed: (value) => at.embed(withKey(candidateValue(a, walk.rootA, null), key, value)),
    depth: at.depth + 1,
    isComposed: at.isComposed,
  };
  if (extraB === false && extraA !== false) {
    emit(walk, here, [], {
      class: 'additional_properties_closed',
      effect: 'narrows',
      params: {},
      witnesses: (embed) =>
        [null, 'a', 0, {}].flatMap((value) => [
          embed(value),
          ...candidateValues(extraA, walk.rootA, 4).map(embed),
        ]),
    });
  } else if (extraA === false && extraB !== false) {
    emit(walk, here, [], {
      class: 'additional_properties_opened',
      effect: 'widens',
      params: {},
      witnesses: () => [],
    });
  } else if (!(acceptsAll(extraA, annotations) && acceptsAll(extraB, annotations)))
    compare(extraA, extraB, here, walk);
}

function compareRequired(a: Schema, b: Schema, at: At, walk: Walk): void {
  const [before, after] = [requiredOf(a), requiredOf(b)];
  const [namesBefore, namesAfter] = [new Set(before), new Set(after)];
  after.forEach((key, index) => {
    if (namesBefore.has(key)) return;
    emit(walk, at, walk.isNewB ? ['required', String(index)] : ['required'], {
      class: 'required_added',
      effect: 'narrows',
      params: { key },
      witnesses: (embed) =>
        mapLazy(candidateStream(a, walk.rootA, 8), (value) => embed(withoutKey(value, key))),
    });
  });
  before.forEach((key, index) => {
    if (namesAfter.has(key)) return;
    emit(walk, at, walk.isNewB ? ['required'] : ['required', String(index)], {
      class: 'required_removed',
      effect: 'widens',
      params: { key },
      witnesses: () => [],
    });
  });
}
