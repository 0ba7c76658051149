import { isPlainObject, jsonEqual, ownValue } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { emit, type At, type Finding, type Walk } from './finding.ts';
import { KEYWORD_RULES } from './keyword-rules.ts';
import { compareObjects } from './object-rules.ts';
import { candidateStream, candidateValues } from '../sample/candidate-values.ts';
import { withoutKeys } from '../json-object.ts';
import { resolveRef } from '../schema/resolve-ref.ts';
import { mapLazy } from './candidates.ts';
import type { Callers } from './types.ts';
import { unionBranch, type UnionBranch } from './union-rules.ts';

/** Keywords that check nothing: a change to them changes no verdict. */
export const ANNOTATIONS: ReadonlySet<string> = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'default',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$defs',
  'definitions',
  'contentMediaType',
  'contentEncoding',
]);

/** Keywords whose changes the walk compares one by one; any other keyword makes a changed schema opaque. */
const UNDERSTOOD: ReadonlySet<string> = new Set([
  ...ANNOTATIONS,
  ...['type', 'enum', 'const', 'properties', 'required', 'additionalProperties', 'items', 'uniqueItems'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'pattern', 'format'],
  ...['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'],
  ...['$ref', 'anyOf', 'allOf', '$schema'],
]);

const MAX_DEPTH = 64;
const MAX_STEPS = 20_000;

/**
 * Walks two schemas side by side and lists how B differs from A. `widens` findings are proved for the
 * keywords above (each only loosens one conjunct of its schema), for the values of A that `callers` send;
 * every other difference is `narrows` with candidate values, or `unknown`.
 */
export function compareSchemas(rootA: unknown, rootB: unknown, isNewB: boolean, callers: Callers): Finding[] {
  const defsEqual = ['$defs', 'definitions'].every((key) =>
    jsonEqual(ownValue(asObject(rootA), key), ownValue(asObject(rootB), key)),
  );
  const walk: Walk = { rootA, rootB, isNewB, callers, defsEqual, findings: [], seen: new Set(), steps: 0 };
  const at: At = { pa: '', pb: '', embed: (value) => value, depth: 0 };
  if (!jsonEqual(ownValue(asObject(rootA), '$schema'), ownValue(asObject(rootB), '$schema')))
    opaque(rootA, at, walk, '$schema');
  else compareNode(rootA, rootB, at, walk);
  return walk.findings;
}

const asObject = (schema: unknown) => (isPlainObject(schema) ? schema : {});

function compareNode(a: unknown, b: unknown, at: At, walk: Walk): void {
  if (++walk.steps > MAX_STEPS || at.depth > MAX_DEPTH) return opaqueUnlessEqual(a, b, at, walk);
  if (jsonEqual(a, b) && (!mentionsRef(a) || (walk.defsEqual && !mentionsOtherRef(a)))) return;
  if (a === false) return; // A accepts nothing, so B cannot refuse anything of A's
  const [nodeA, nodeB] = [a === true ? {} : a, b === true ? {} : b];
  if (b === false) {
    emit(walk, at, [], {
      class: 'schema_closed',
      effect: 'narrows',
      params: {},
      witnesses: (embed) => mapLazy(candidateStream(nodeA, walk.rootA, 8), embed),
    });
    return;
  }
  if (!isPlainObject(nodeA) || !isPlainObject(nodeB)) return opaque(nodeA, at, walk);
  const union = unionBranch(nodeA, nodeB, ANNOTATIONS);
  if (union !== undefined) return compareWithBranch(nodeA, nodeB, union, at, walk);
  const keys = new Set([...Object.keys(nodeA), ...Object.keys(nodeB)]);
  if ([...keys].some((key) => !UNDERSTOOD.has(key))) return opaqueUnlessEqual(nodeA, nodeB, at, walk);
  if (Object.hasOwn(nodeA, '$ref') || Object.hasOwn(nodeB, '$ref'))
    return compareRefs(nodeA, nodeB, at, walk);
  compareKeywords(nodeA, nodeB, at, walk);
}

function compareKeywords(a: Record<string, unknown>, b: Record<string, unknown>, at: At, walk: Walk): void {
  for (const rule of KEYWORD_RULES) rule(a, b, at, walk);
  compareObjects(a, b, at, walk, compareNode, ANNOTATIONS);
  if (Object.hasOwn(a, 'items') || Object.hasOwn(b, 'items')) compareItems(a, b, at, walk);
  compareBranches(a, b, at, walk);
}

function compareItems(a: Record<string, unknown>, b: Record<string, unknown>, at: At, walk: Walk): void {
  const [itemsA, itemsB] = [ownValue(a, 'items') ?? true, ownValue(b, 'items') ?? true];
  if (Array.isArray(itemsA) || Array.isArray(itemsB))
    return opaqueUnlessEqual(itemsA, itemsB, at, walk, 'items');
  const base = candidateValues(a, walk.rootA, 0)[0];
  const rest = Array.isArray(base) ? base.slice(1) : [];
  compareNode(
    itemsA,
    itemsB,
    {
      pa: appendPointer(at.pa, 'items'),
      pb: appendPointer(at.pb, 'items'),
      embed: (value) => at.embed([value, ...rest]),
      depth: at.depth + 1,
      isComposed: at.isComposed,
    },
    walk,
  );
}

/** allOf is a conjunction and anyOf a union: loosening each branch in place loosens the whole. */
function compareBranches(a: Record<string, unknown>, b: Record<string, unknown>, at: At, walk: Walk): void {
  for (const key of ['allOf', 'anyOf']) {
    const [listA, listB] = [ownValue(a, key), ownValue(b, key)];
    if (listA === undefined && listB === undefined) continue;
    if (jsonEqual(listA, listB)) continue;
    const isAddedUnion =
      key === 'anyOf' &&
      Array.isArray(listA) &&
      Array.isArray(listB) &&
      listA.every((branch) => listB.some((other) => jsonEqual(branch, other))) &&
      !listA.some(mentionsRef);
    if (isAddedUnion) {
      emit(walk, at, [key], { class: 'branch_added', effect: 'widens', params: {}, witnesses: () => [] });
    } else if (Array.isArray(listA) && Array.isArray(listB) && listA.length === listB.length) {
      listA.forEach((branch, i) =>
        compareNode(
          branch,
          listB[i],
          {
            pa: appendPointer(appendPointer(at.pa, key), i),
            pb: appendPointer(appendPointer(at.pb, key), i),
            embed: at.embed,
            depth: at.depth + 1,
            // a key one branch leaves undeclared may be another branch's
            isComposed: true,
          },
          walk,
        ),
      );
    } else opaque(a, at, walk, key);
  }
}

/**
 * A that became a union B, compared with the branch that stands for it: the branch's differences are the
 * change, and when it has none, the union is one compatible change of its own.
 */
function compareWithBranch(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  { keyword, index }: UnionBranch,
  at: At,
  walk: Walk,
): void {
  const found = walk.findings.length;
  const pb = appendPointer(appendPointer(at.pb, keyword), index);
  const branch = (ownValue(b, keyword) as unknown[])[index];
  compareNode(a, branch, { ...at, pb, depth: at.depth + 1, isComposed: true }, walk);
  if (walk.findings.length > found) return;
  emit(walk, at, [keyword], {
    class: 'union_added',
    effect: 'widens',
    params: { keyword },
    witnesses: () => [],
  });
}

/** `$ref` on either side: compares the targets (once per pair, so recursion ends) and the keywords beside it. */
function compareRefs(a: Record<string, unknown>, b: Record<string, unknown>, at: At, walk: Walk): void {
  const [refA, refB] = [ownValue(a, '$ref'), ownValue(b, '$ref')];
  const [targetA, targetB] = [
    refA === undefined ? true : resolveRef(walk.rootA, refA),
    refB === undefined ? true : resolveRef(walk.rootB, refB),
  ];
  if (targetA === undefined || targetB === undefined) return opaque(a, at, walk, '$ref');
  const hasSiblings = (node: Record<string, unknown>) =>
    Object.keys(node).some((key) => key !== '$ref' && !ANNOTATIONS.has(key));
  if (refA !== undefined && refB !== undefined) {
    // keywords beside a $ref describe the same value as its target, as an allOf would
    const isComposed = at.isComposed || hasSiblings(a);
    // once per pair and reading: a target read as declared below a plain place may be composed elsewhere
    const pair = `${String(refA)}\u0000${String(refB)}\u0000${isComposed === true}`;
    if (!walk.seen.has(pair)) {
      walk.seen.add(pair);
      const here: At = {
        pa: refPointer(refA),
        pb: refPointer(refB),
        embed: at.embed,
        depth: at.depth + 1,
        isComposed,
      };
      compareNode(targetA, targetB, here, walk);
    }
    const [restA, restB] = [withoutKeys(a, ['$ref']), withoutKeys(b, ['$ref'])];
    return compareKeywords(restA, restB, { ...at, isComposed }, walk);
  }
  // a $ref on one side only is compared as its target, when nothing else stands beside it
  if (refA !== undefined && !hasSiblings(a))
    return compareNode(targetA, b, { ...at, pa: refPointer(refA), depth: at.depth + 1 }, walk);
  if (refB !== undefined && !hasSiblings(b))
    return compareNode(a, targetB, { ...at, pb: refPointer(refB), depth: at.depth + 1 }, walk);
  opaque(a, at, walk, '$ref');
}

function refPointer(ref: unknown): string {
  const text = String(ref);
  const hash = text.indexOf('#');
  try {
    return decodeURIComponent(text.slice(hash + 1));
  } catch {
    return '';
  }
}

function mentionsRef(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && JSON.stringify(schema).includes('"$ref"');
}

/** A `$ref` to anything but `$defs` or `definitions`, whose target may differ where the text does not. */
function mentionsOtherRef(schema: unknown): boolean {
  return /"\$ref":"#(?!\/(\$defs|definitions)\/)/.test(JSON.stringify(schema));
}

function opaqueUnlessEqual(a: unknown, b: unknown, at: At, walk: Walk, token?: string): void {
  const isSame = jsonEqual(a, b) && (!mentionsRef(a) || (walk.defsEqual && !mentionsOtherRef(a)));
  if (!isSame) opaque(a, at, walk, token);
}

/** A difference the walk cannot reason about: only a verified counterexample decides it. */
function opaque(a: unknown, at: At, walk: Walk, token?: string): void {
  emit(walk, at, token === undefined ? [] : [token], {
    class: 'schema_changed',
    effect: 'unknown',
    params: {},
    witnesses: (embed) => mapLazy(candidateStream(a, walk.rootA, 24), embed),
  });
}
