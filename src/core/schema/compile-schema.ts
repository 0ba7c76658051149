import { refuse } from '../wording/refuse.ts';
import { fail, ok, type Result } from '../result.ts';
import { appendPointer } from '../pointer.ts';
import { KEYWORDS } from './keywords/index.ts';
import { ACCEPT_ALL, addIssue, refuseAll } from './keywords/shared.ts';
import { findRefLoop, refToPointer } from './resolve-ref.ts';
import { isPlainObject, valueKind } from '../json-value.ts';
import { combine } from './combine.ts';
import {
  MAX_SCHEMA_DEPTH,
  MAX_VALUE_DEPTH,
  type CompiledSchema,
  type KeywordCompiler,
  type SchemaIssue,
  type Validator,
} from './types.ts';
import { wordReason } from '../wording/reasons.ts';

// shared and frozen: a valid value allocates nothing
const NO_ISSUES: readonly SchemaIssue[] = Object.freeze([]);

interface PendingRef {
  target: string;
  schemaPath: string;
  /** Points the `$ref` validator at its target once the walk has compiled it. */
  link: (validator: Validator) => void;
}

/** One compilation's bookkeeping: every schema location, and the `$ref`s waiting for the walk to end. */
interface Walk {
  rootId: string | undefined;
  locations: Map<string, Validator>;
  refOf: Map<string, string>;
  pending: PendingRef[];
}

/**
 * Compiles a JSON Schema 2020-12 subset once into closures (no eval), refusing any unsupported keyword,
 * malformed value or unresolved `$ref` with its schema path.
 *
 * Issue order is stable: depth first; inside one schema the keywords run in the order of the KEYWORDS
 * table ($ref, type, enum, minLength, maxLength, pattern, required, properties, additionalProperties,
 * items); `required` follows its array, `properties` the schema's property order, `additionalProperties`
 * the value's key order, and `items` the index order.
 */
export function compileSchema(schema: unknown): Result<CompiledSchema> {
  const rootId = isPlainObject(schema) && typeof schema.$id === 'string' ? schema.$id : undefined;
  const walk: Walk = { rootId, locations: new Map(), refOf: new Map(), pending: [] };
  const compiled = compileNode(schema, '', 0, walk);
  if (!compiled.ok) return compiled;
  const resolved = resolveRefs(walk);
  if (!resolved.ok) return resolved;
  return ok(toCompiledSchema(compiled.value));
}

function toCompiledSchema(root: Validator): CompiledSchema {
  const { check, collect } = root;
  return Object.freeze({
    isValid: (value: unknown) => check(value, 0),
    // one pass: collectors check the children first, so a valid value allocates nothing
    validate: (value: unknown) => collect(value, '', 0, undefined) ?? NO_ISSUES,
  });
}

function compileNode(schema: unknown, schemaPath: string, depth: number, walk: Walk): Result<Validator> {
  if (schema === true) return ok(register(walk, schemaPath, ACCEPT_ALL));
  if (schema === false) return ok(register(walk, schemaPath, refuseAll(schemaPath)));
  if (!isPlainObject(schema))
    return refuse('INVALID_SCHEMA', schemaPath, 'not_a_schema', { received: valueKind(schema) });
  if (depth > MAX_SCHEMA_DEPTH) {
    return fail(
      'INVALID_SCHEMA',
      schemaPath,
      'too_deep',
      { limit: MAX_SCHEMA_DEPTH },
      `Schemas may nest at most ${MAX_SCHEMA_DEPTH} levels deep.`,
    );
  }
  const byKeyword = new Map<string, Validator>();
  for (const keyword of Object.keys(schema)) {
    const compiled = compileKeyword(schema, keyword, schemaPath, depth, walk);
    if (!compiled.ok) return compiled;
    if (compiled.value && !compiled.value.isTrivial) byKeyword.set(keyword, compiled.value);
  }
  const ordered = [...KEYWORDS.keys()].flatMap((keyword) => byKeyword.get(keyword) ?? []);
  return ok(register(walk, schemaPath, combine(ordered)));
}

function compileKeyword(
  schema: Record<string, unknown>,
  keyword: string,
  nodePath: string,
  depth: number,
  walk: Walk,
): Result<Validator | undefined> {
  const schemaPath = appendPointer(nodePath, keyword);
  const compiler: KeywordCompiler | undefined = KEYWORDS.get(keyword);
  if (!compiler) {
    return refuse('UNSUPPORTED_KEYWORD', schemaPath, 'unsupported_keyword', { keyword });
  }
  return compiler(schema[keyword], {
    parent: schema,
    schemaPath,
    subschema: (subschema, path) => compileNode(subschema, path, depth + 1, walk),
    reference: (ref, path) => reference(ref, path, nodePath, walk),
  });
}

function register(walk: Walk, schemaPath: string, validator: Validator): Validator {
  walk.locations.set(schemaPath, validator);
  return validator;
}

/** A validator that forwards to the `$ref` target once the walk has compiled it, refusing too-deep values. */
function reference(ref: string, schemaPath: string, nodePath: string, walk: Walk): Result<Validator> {
  const target = refToPointer(ref, walk.rootId, schemaPath);
  if (!target.ok) return target;
  let { check, collect } = ACCEPT_ALL;
  const link = (validator: Validator) => ({ check, collect } = validator);
  walk.pending.push({ target: target.value, schemaPath, link });
  walk.refOf.set(nodePath, target.value);
  const params = Object.freeze({ limit: MAX_VALUE_DEPTH });
  const message = wordReason('too_deep', params, 'en');
  // a hop counts as a level too, so a long chain of $refs cannot exhaust the stack either
  return ok({
    check: (value, depth) => depth < MAX_VALUE_DEPTH && check(value, depth + 1),
    collect: (value, path, depth, issues) =>
      depth < MAX_VALUE_DEPTH
        ? collect(value, path, depth + 1, issues)
        : addIssue(issues, { path, schemaPath, keyword: '$ref', reason: 'too_deep', params, message }),
    isTrivial: false,
  });
}

function resolveRefs(walk: Walk): Result<true> {
  for (const { target, schemaPath, link } of walk.pending) {
    const validator = walk.locations.get(target);
    if (!validator) {
      return refuse('UNRESOLVED_REF', schemaPath, 'unresolved_ref', { target });
    }
    link(validator);
  }
  const loop = findRefLoop(walk.refOf);
  if (loop === undefined) return ok(true);
  return fail(
    'INVALID_SCHEMA',
    appendPointer(loop, '$ref'),
    'ref_loop',
    {},
    wordReason('ref_loop', {}, 'en'),
  );
}
