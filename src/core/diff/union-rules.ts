import { isPlainObject, ownValue } from '../json-value.ts';
import { withoutKeys } from '../json-object.ts';
import { declaredTypes, type JsonType } from '../schema/read-keywords.ts';

type Schema = Readonly<Record<string, unknown>>;

/** The branch of a union that stands for a schema that became the union: its keyword and index. */
export interface UnionBranch {
  readonly keyword: 'anyOf' | 'oneOf';
  readonly index: number;
}

/**
 * Where A went when B is A made a union: B holds nothing but `anyOf` or `oneOf` (annotations aside), A
 * neither, and the first branch whose declared types cover A's stands for A. Every value of A that
 * branch accepts B accepts; a `oneOf` counts only when no two branches share a type, so that a value
 * matches at most one.
 */
export function unionBranch(a: Schema, b: Schema, annotations: ReadonlySet<string>): UnionBranch | undefined {
  const rest = withoutKeys(b, [...annotations]);
  const keyword = (['anyOf', 'oneOf'] as const).find((key) => Object.hasOwn(rest, key));
  if (keyword === undefined || Object.keys(rest).length !== 1) return undefined;
  if (Object.hasOwn(a, 'anyOf') || Object.hasOwn(a, 'oneOf')) return undefined;
  const branches = ownValue(rest, keyword);
  const typesA = declaredTypes(a);
  if (!Array.isArray(branches) || typesA === undefined) return undefined;
  if (keyword === 'oneOf' && !haveDisjointTypes(branches)) return undefined;
  const index = branches.findIndex((branch) => {
    const types = isPlainObject(branch) ? declaredTypes(branch) : undefined;
    return types !== undefined && typesA.every((type) => covers(types, type));
  });
  return index === -1 ? undefined : { keyword, index };
}

// an integer is a number: a number type covers it
const covers = (types: readonly JsonType[], type: JsonType) =>
  types.includes(type) || (type === 'integer' && types.includes('number'));

function haveDisjointTypes(branches: readonly unknown[]): boolean {
  const seen = new Set<JsonType>();
  for (const branch of branches) {
    const types = isPlainObject(branch) ? declaredTypes(branch) : undefined;
    if (types === undefined) return false;
    const covered = types.flatMap((type): JsonType[] =>
      type === 'number' || type === 'integer' ? ['number', 'integer'] : [type],
    );
    if (covered.some((type) => seen.has(type))) return false;
    for (const type of covered) seen.add(type);
  }
  return true;
}
