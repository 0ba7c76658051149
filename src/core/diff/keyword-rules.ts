import { canonicalJson } from '../gate/canonical-json.ts';
import { jsonEqual, ownValue } from '../json-value.ts';
import { boundRule, multipleOfRule } from './bound-rules.ts';
import { candidates, type KeywordRule, type Schema } from './candidates.ts';
import { emit } from './finding.ts';
import { candidateValues } from '../sample/candidate-values.ts';
import { declaredTypes, JSON_TYPES, type JsonType } from '../schema/read-keywords.ts';

const STRINGS = ['', 'a', ' ', '0', 'A', '-', '_', '.', '😀', 'aa', 'a b', 'x/y'];
const show = (value: unknown) => JSON.stringify(value);
const SHOWN_VALUES = 10;
/** The first values as JSON text, and how many more there are, so a message stays one short sentence. */
const shown = (values: readonly unknown[]) => ({
  values: values.slice(0, SHOWN_VALUES).map(show),
  ...(values.length > SHOWN_VALUES ? { more: values.length - SHOWN_VALUES } : {}),
});

const accepts = (types: readonly JsonType[], type: JsonType) =>
  types.includes(type) || (type === 'integer' && types.includes('number'));

const typeRule: KeywordRule = (a, b, at, walk) => {
  const before = declaredTypes(a) ?? [...JSON_TYPES];
  const after = declaredTypes(b) ?? [...JSON_TYPES];
  // a number type kept only as integer loses the fractions
  const removed = before.filter(
    (type) => !after.includes(type) && !(type === 'integer' && after.includes('number')),
  );
  const added = after.filter((type) => !accepts(before, type));
  if (removed.length === 0 && added.length === 0) return;
  // one change of the keyword is one finding: a type replaced narrows by what it no longer allows
  const [name, effect] =
    removed.length === 0
      ? (['type_widened', 'widens'] as const)
      : added.length === 0
        ? (['type_narrowed', 'narrows'] as const)
        : (['type_changed', 'narrows'] as const);
  const params =
    name === 'type_changed'
      ? { before: before.join(', '), after: after.join(', ') }
      : { types: removed.length > 0 ? removed : added };
  emit(walk, at, ['type'], {
    class: name,
    effect,
    params,
    witnesses:
      effect === 'widens'
        ? () => []
        : candidates(a, walk, () =>
            removed.flatMap((type) => [
              ...candidateValues({ ...a, type }, walk.rootA, 4),
              ...(type === 'number' ? [1.5] : []),
            ]),
          ),
  });
};

function choicesOf(schema: Schema): { key: string; values: readonly unknown[] } | undefined {
  if (Object.hasOwn(schema, 'const')) return { key: 'const', values: [schema.const] };
  const list = ownValue(schema, 'enum');
  return Array.isArray(list) ? { key: 'enum', values: list } : undefined;
}

const enumRule: KeywordRule = (a, b, at, walk) => {
  const before = choicesOf(a);
  const after = choicesOf(b);
  if (before === undefined && after === undefined) return;
  if (after === undefined) {
    emit(walk, at, [before!.key], {
      class: 'enum_removed',
      effect: 'widens',
      params: { keyword: before!.key },
      witnesses: () => [],
    });
    return;
  }
  if (before === undefined) {
    emit(walk, at, [after.key], {
      class: 'enum_added',
      effect: 'narrows',
      params: { keyword: after.key },
      witnesses: candidates(a, walk, () => []),
    });
    return;
  }
  // canonical text, so a long enum costs one pass, not a comparison of every pair
  const [keysBefore, keysAfter] = [
    new Set(before.values.map(canonicalJson)),
    new Set(after.values.map(canonicalJson)),
  ];
  const removed = before.values.filter((value) => !keysAfter.has(canonicalJson(value)));
  const added = after.values.filter((value) => !keysBefore.has(canonicalJson(value)));
  if (removed.length > 0) {
    emit(walk, at, [after.key], {
      class: 'enum_value_removed',
      effect: 'narrows',
      params: shown(removed),
      witnesses: (embed) => removed.map(embed),
    });
  }
  if (added.length > 0) {
    emit(walk, at, [after.key], {
      class: 'enum_value_added',
      effect: 'widens',
      params: shown(added),
      witnesses: () => [],
    });
  }
};

/** A keyword whose values are compared only for equality: adding or changing it cannot be proved harmless. */
function opaqueRule(
  keyword: string,
  added: string,
  removed: string,
  changed: string,
  probes: readonly unknown[],
): KeywordRule {
  return (a, b, at, walk) => {
    const has = { a: Object.hasOwn(a, keyword), b: Object.hasOwn(b, keyword) };
    if (!has.a && !has.b) return;
    if (has.a && has.b && jsonEqual(a[keyword], b[keyword])) return;
    const name = !has.a ? added : !has.b ? removed : changed;
    emit(walk, at, [keyword], {
      class: name,
      effect: has.b ? (has.a ? 'unknown' : 'narrows') : 'widens',
      params: {
        keyword,
        before: has.a ? show(a[keyword]) : 'none',
        after: has.b ? show(b[keyword]) : 'none',
      },
      witnesses: has.b ? candidates(a, walk, () => [...probes, ...examplesOf(a)]) : () => [],
    });
  };
}

function examplesOf(schema: Schema): unknown[] {
  const examples = ownValue(schema, 'examples');
  return [
    ...(Array.isArray(examples) ? examples : []),
    ...(Object.hasOwn(schema, 'default') ? [schema.default] : []),
  ];
}

const uniqueRule: KeywordRule = (a, b, at, walk) => {
  const before = ownValue(a, 'uniqueItems') === true;
  const after = ownValue(b, 'uniqueItems') === true;
  if (before === after) return;
  const item = () => candidateValues(ownValue(a, 'items') ?? true, walk.rootA, 0)[0];
  emit(walk, at, ['uniqueItems'], {
    class: after ? 'unique_items_added' : 'unique_items_removed',
    effect: after ? 'narrows' : 'widens',
    params: {},
    witnesses: after ? (embed) => [embed([item(), item()]), embed([0, 0]), embed(['a', 'a'])] : () => [],
  });
};

/** The rules for keywords of one schema object that do not descend into subschemas. */
export const KEYWORD_RULES: readonly KeywordRule[] = [
  typeRule,
  enumRule,
  boundRule,
  multipleOfRule,
  opaqueRule('pattern', 'pattern_added', 'pattern_removed', 'pattern_changed', STRINGS),
  opaqueRule('format', 'format_added', 'format_removed', 'format_changed', STRINGS),
  uniqueRule,
];
