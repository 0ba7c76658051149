import { ownValue } from '../json-value.ts';
import { candidates, type KeywordRule, type Schema } from './candidates.ts';
import { emit, type Walk } from './finding.ts';
import { candidateValues } from '../sample/candidate-values.ts';
import { numberOf } from '../schema/read-keywords.ts';

/** A bound and the values that probe it: `side` low means values must be at least the bound. */
interface Bound {
  readonly keyword: string;
  readonly side: 'low' | 'high';
  readonly probe: (old: number | undefined, next: number, a: Schema, walk: Walk) => unknown[];
}

const numberProbe = (old: number | undefined, next: number) =>
  [old, next, next - 1, next + 1, next - 0.5, next + 0.5, old === undefined ? undefined : old + 0.5].filter(
    (value) => value !== undefined,
  );
const stringProbe = (old: number | undefined, next: number) =>
  [old, next - 1, next + 1]
    .filter((n): n is number => n !== undefined && n >= 0 && n <= 100_000)
    .map((n) => 'a'.repeat(n));
const arrayProbe = (old: number | undefined, next: number, a: Schema, walk: Walk) => {
  const item = candidateValues(ownValue(a, 'items') ?? true, walk.rootA, 0)[0];
  return [old, next - 1, next + 1]
    .filter((n): n is number => n !== undefined && n >= 0 && n <= 10_000)
    .map((n) => Array.from({ length: n }, () => item));
};
const objectProbe = (old: number | undefined, next: number, a: Schema, walk: Walk) => {
  const base = candidateValues(a, walk.rootA, 0)[0];
  return [old, next - 1, next + 1]
    .filter((n): n is number => n !== undefined && n >= 0 && n <= 10_000)
    .map((n) => {
      const object: Record<string, unknown> = {};
      const keys = typeof base === 'object' && base !== null ? Object.keys(base) : [];
      for (let i = 0; i < n; i++)
        object[keys[i] ?? `key${i}`] = (base as Record<string, unknown>)?.[keys[i] ?? ''] ?? null;
      return object;
    });
};

const BOUNDS: readonly Bound[] = [
  { keyword: 'minimum', side: 'low', probe: numberProbe },
  { keyword: 'exclusiveMinimum', side: 'low', probe: numberProbe },
  { keyword: 'maximum', side: 'high', probe: numberProbe },
  { keyword: 'exclusiveMaximum', side: 'high', probe: numberProbe },
  { keyword: 'minLength', side: 'low', probe: stringProbe },
  { keyword: 'maxLength', side: 'high', probe: stringProbe },
  { keyword: 'minItems', side: 'low', probe: arrayProbe },
  { keyword: 'maxItems', side: 'high', probe: arrayProbe },
  { keyword: 'minProperties', side: 'low', probe: objectProbe },
  { keyword: 'maxProperties', side: 'high', probe: objectProbe },
];

export const boundRule: KeywordRule = (a, b, at, walk) => {
  for (const bound of BOUNDS) {
    const before = numberOf(a, bound.keyword);
    const after = numberOf(b, bound.keyword);
    if (before === after || (after === undefined && !Object.hasOwn(a, bound.keyword))) continue;
    const isTighter =
      after !== undefined &&
      (before === undefined || (bound.side === 'low' ? after > before : after < before));
    const was = before === undefined ? 'none' : String(before);
    const now = after === undefined ? 'none' : String(after);
    emit(walk, at, [bound.keyword], {
      class: isTighter ? 'bound_tightened' : 'bound_loosened',
      effect: isTighter ? 'narrows' : 'widens',
      params: { keyword: bound.keyword, before: was, after: now },
      witnesses: isTighter ? candidates(a, walk, () => bound.probe(before, after!, a, walk)) : () => [],
    });
  }
};

export const multipleOfRule: KeywordRule = (a, b, at, walk) => {
  const before = numberOf(a, 'multipleOf');
  const after = numberOf(b, 'multipleOf');
  if (before === after || (after === undefined && !Object.hasOwn(a, 'multipleOf'))) return;
  const isWider = after === undefined || (before !== undefined && Number.isInteger(before / after));
  emit(walk, at, ['multipleOf'], {
    class: isWider ? 'multiple_of_loosened' : 'multiple_of_tightened',
    effect: isWider ? 'widens' : 'narrows',
    params: { keyword: 'multipleOf', before: String(before ?? 'none'), after: String(after ?? 'none') },
    witnesses: candidates(a, walk, () => [
      before,
      1,
      0.5,
      after === undefined ? 1 : after / 2,
      (after ?? 0) + 1,
    ]),
  });
};
