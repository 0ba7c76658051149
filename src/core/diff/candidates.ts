import type { At, Walk } from './finding.ts';
import { candidateStream } from '../sample/candidate-values.ts';

/** A schema object as the keyword rules read it. */
export type Schema = Readonly<Record<string, unknown>>;

/** Compares one keyword (or a family of them) of two schema objects at the same place. */
export type KeywordRule = (a: Schema, b: Schema, at: At, walk: Walk) => void;

/** A's own samples tried after the values a rule builds for its change. */
const SAMPLES = 12;

/** Candidates at this place, made only when a proof is sought: `values()` first, then A's own samples here. */
export function candidates(a: Schema, walk: Walk, values: () => Iterable<unknown>) {
  return function* (embed: At['embed']): Generator<unknown> {
    for (const value of values()) yield embed(value);
    for (const value of candidateStream(a, walk.rootA, SAMPLES)) yield embed(value);
  };
}

/** `transform` applied to each item, lazily. */
export function* mapLazy<T, U>(items: Iterable<T>, transform: (item: T) => U): Generator<U> {
  for (const item of items) yield transform(item);
}
