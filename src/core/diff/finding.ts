import { toPointer } from '../pointer.ts';
import type { Callers } from './types.ts';

/** The data a change's sentence is made from. */
export type FindingParams = {
  readonly key?: string;
  readonly keyword?: string;
  readonly types?: readonly string[];
  /** The first values, as JSON text, and how many more there are. */
  readonly values?: readonly string[];
  readonly more?: number;
  readonly before?: string;
  readonly after?: string;
  /** Set where the verdict rests on the assumption that callers send only declared properties. */
  readonly callers?: 'declared';
};

/**
 * How an edit moves what a schema accepts, read from the side that held the values to the other: `widens`
 * when every value of A that callers are assumed to send stays accepted.
 */
export type Effect = 'narrows' | 'widens' | 'unknown';

/**
 * One structural difference between two schemas A and B: whether B accepts less than A (narrows), more
 * (widens, proved for the keywords the walk understands) or cannot be told (unknown), and candidate values
 * of A's whole schema that B may refuse, tried only when a proof of a break is needed.
 */
export interface Finding {
  /** RFC 6901 pointer inside the schema (the new version's place, or the old one's when it is gone). */
  readonly pointer: string;
  /** The class as an edit from A to B (mirrored for output schemas, where A is the new version). */
  readonly class: string;
  readonly effect: Effect;
  /** What the sentence needs, as an edit from A to B: `before`/`after` swap when A is the new version. */
  readonly params: FindingParams;
  readonly witnesses: () => Iterable<unknown>;
}

/** Where the walk stands: the pointer in each schema and how to turn a value here into a whole value of A. */
export interface At {
  readonly pa: string;
  readonly pb: string;
  readonly embed: (value: unknown) => unknown;
  readonly depth: number;
  /** True below `allOf`, `anyOf` or a `$ref` with keywords beside it, where other subschemas may declare a key. */
  readonly isComposed?: boolean;
}

/** One walk over a pair of schemas. */
export interface Walk {
  readonly rootA: unknown;
  readonly rootB: unknown;
  /** True when the pointers that matter are B's (input: B is the new schema). */
  readonly isNewB: boolean;
  /** What callers are assumed to send of A's values (`any` for output schemas, whose values the server sends). */
  readonly callers: Callers;
  /** True when both roots hold the same `$defs` and `definitions`, so equal text under them means equal schemas. */
  readonly defsEqual: boolean;
  readonly findings: Finding[];
  /** Pairs of `$ref` targets already compared, so recursive schemas end. */
  readonly seen: Set<string>;
  steps: number;
}

/** Records a finding at the walk's current place. */
export function emit(
  walk: Walk,
  at: At,
  tokens: readonly string[],
  finding: Omit<Finding, 'pointer' | 'witnesses'> & { witnesses: (embed: At['embed']) => Iterable<unknown> },
): void {
  const base = walk.isNewB ? at.pb : at.pa;
  const pointer = base + toPointer(tokens);
  const { witnesses } = finding;
  walk.findings.push({ ...finding, pointer, witnesses: () => witnesses(at.embed) });
}
