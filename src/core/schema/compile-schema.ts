import {
  contractError,
  type ContractError,
  type ErrorCode,
  type ErrorParams,
  type Result,
} from '../result.ts';
import { appendPointer, parsePointer, unescapeToken } from '../pointer.ts';
import { cloneJson, hasOwnKey, isJsonWithinDepth, isObjectValue, isPlainObject } from '../json-value.ts';
import { wordReason, type MalformedNeed, type Reason } from '../wording/reasons.ts';
import { compileProfiled, type Profile } from './full/compile.ts';
import { addIssue } from './full/issues.ts';
import { KEYWORD_TABLES } from './full/keywords/index.ts';
import { TYPE_TESTS } from './full/keywords/type-value.ts';
import { otherProperties } from './full/keywords/object.ts';
import { restItems } from './full/keywords/array.ts';
import {
  DIALECT_2020_12,
  type Check,
  type KeywordCompiler,
  type KeywordContext,
  type KeywordEntry,
  type Node,
  type Test,
} from './full/types.ts';
import { allowedTest, allowedValues } from './allowed-values.ts';
import { hasMaxLength, hasMinLength, isNonNegativeInteger } from './bounds.ts';
import { compilePattern, compileUnicodePattern } from './regex.ts';
import { findRefLoop, refToPointer } from './resolve-ref.ts';
import { MAX_VALUE_DEPTH, type CompiledSchema } from './types.ts';

/**
 * Compiles the registry's JSON Schema 2020-12 subset once into closures (no eval): the full engine with
 * the subset's profile, which refuses any other keyword, malformed value or unresolved `$ref` with its
 * schema path.
 *
 * Issue order is stable: depth first; inside one schema the keywords run in the order $ref, type, enum,
 * minLength, maxLength, pattern, required, properties, additionalProperties, items; `required` follows
 * its array, `properties` the schema's property order, `additionalProperties` the value's key order, and
 * `items` the index order. Every issue is reported.
 */
export function compileSchema(schema: unknown): Result<CompiledSchema> {
  return compileProfiled(schema, new SubsetProfile(schema));
}

/** The full engine's 2020-12 keywords, which the subset's rules hand a well-formed value to. */
const FULL = KEYWORD_TABLES[DIALECT_2020_12];

function full(keyword: string): KeywordEntry {
  const entry = FULL.get(keyword);
  if (!entry) throw new Error(`The full engine has no keyword ${keyword}.`);
  return entry;
}

/**
 * Refuses a malformed keyword value at its schema path (the keyword's, or one of its entries'): reason
 * `malformed_keyword`, params `{ keyword, needs }` and what the sentence `needs` names.
 */
function malformed(c: KeywordContext, at: string, needs: MalformedNeed, params: ErrorParams = {}): undefined {
  const tokens = at.split('/');
  const last = tokens[tokens.length - 1] ?? '';
  // an entry of the keyword's array (`/required/1`) is located by index; keywords are never numbers
  const keyword = unescapeToken(/^\d+$/.test(last) ? (tokens[tokens.length - 2] ?? '') : last);
  return c.refuse(worded('INVALID_SCHEMA', at, 'malformed_keyword', { keyword, needs, ...params }));
}

/** A refusal worded by its reason from the catalog of sentences. */
function worded(code: ErrorCode, path: string, reason: Reason, params: ErrorParams): ContractError {
  return contractError(code, path, reason, params, () => wordReason(reason, params, 'en'));
}

const TYPE_NAMES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);

/** `type`: one type name or a non-empty array of unique names. */
const type: KeywordCompiler = (value, c) => {
  const names: unknown[] = Array.isArray(value) ? value : [value];
  if (names.length === 0) return malformed(c, c.path, 'no_type');
  for (const [index, name] of names.entries()) {
    const at = Array.isArray(value) ? `${c.path}/${index}` : c.path;
    if (typeof name !== 'string') return malformed(c, at, 'type_names');
    if (!TYPE_NAMES.has(name)) return malformed(c, at, 'type_name', { entry: name });
    if (names.indexOf(name) !== index) return malformed(c, at, 'repeated', { entry: name });
  }
  // a copy: the issues name these types, whatever the caller later does to its schema
  return full('type').compile(Array.isArray(value) ? Object.freeze([...names]) : value, c);
};

/** `enum`: an array of JSON values of bounded depth; `[]` allows nothing. */
const enumRule: KeywordCompiler = (value, c) => {
  if (!Array.isArray(value)) return malformed(c, c.path, 'array');
  for (const [index, item] of value.entries()) {
    if (!isJsonWithinDepth(item)) return malformed(c, `${c.path}/${index}`, 'json_values');
  }
  // copies, so later changes to the caller's schema cannot change what was compiled
  return full('enum').compile(value.map(cloneJson), c);
};

/** `minLength` and `maxLength`: a non-negative integer. */
const length =
  (keyword: 'minLength' | 'maxLength'): KeywordCompiler =>
  (value, c) =>
    isNonNegativeInteger(value) ? full(keyword).compile(value, c) : malformed(c, c.path, 'count');

/** `pattern`: a string that is a valid regular expression with the `u` flag. */
const pattern: KeywordCompiler = (value, c) => {
  if (typeof value !== 'string') return malformed(c, c.path, 'string');
  if (!compileUnicodePattern(value)) return malformed(c, c.path, 'regex', { pattern: value });
  return full('pattern').compile(value, c);
};

/** `required`: an array of unique strings. */
const required: KeywordCompiler = (value, c) => {
  if (!Array.isArray(value)) return malformed(c, c.path, 'strings');
  const seen = new Set<string>();
  for (const [index, name] of value.entries()) {
    const at = `${c.path}/${index}`;
    if (typeof name !== 'string') return malformed(c, at, 'strings');
    if (seen.has(name)) return malformed(c, at, 'repeated', { entry: name });
    seen.add(name);
  }
  return full('required').compile([...(value as string[])], c);
};

/** `properties`: an object of schemas. */
const properties: KeywordCompiler = (value, c) =>
  isPlainObject(value) ? full('properties').compile(value, c) : malformed(c, c.path, 'schema_map');

/** `additionalProperties`: a schema for the own properties the sibling `properties` does not name. */
const additionalProperties: KeywordCompiler = (value, c) => {
  const node = c.sub(value, c.path);
  if (node.trivial) return undefined;
  // a malformed sibling `properties` is refused by its own rule
  const known = new Set(isPlainObject(c.schema.properties) ? Object.keys(c.schema.properties) : []);
  return otherProperties(node, known, [], c.path, value === false);
};

/** `items`: one schema for every element; `false` refuses each element as the boolean schema does. */
const items: KeywordCompiler = (value, c) => {
  if (Array.isArray(value)) return malformed(c, c.path, 'one_schema');
  const node = c.sub(value, c.path);
  return node.trivial ? undefined : restItems(node, 0, c.path, 'items', false);
};

/** `$defs`: an object of schemas that `$ref` may point to; compiled (and so checked) even when unused. */
const defs: KeywordCompiler = (value, c) => {
  if (!isPlainObject(value)) return malformed(c, c.path, 'schema_map');
  for (const name of Object.keys(value)) c.sub(value[name], appendPointer(c.path, name));
  return undefined;
};

/** `$ref`: a local reference (`#`, `#/$defs/…`), applied beside its sibling keywords as in 2020-12. */
const ref: KeywordCompiler = (value, c) =>
  typeof value === 'string' ? c.reference(value, c.path, false) : malformed(c, c.path, 'string');

/** `$schema`, `$comment`, `title`, `description`: strings that document and check nothing. */
const annotation: KeywordCompiler = (value, c) =>
  typeof value === 'string' ? undefined : malformed(c, c.path, 'string');

/** `$id`: an annotation at the root only, because a nested `$id` would change what `$ref` resolves to. */
const id: KeywordCompiler = (value, c) =>
  c.path === '/$id' ? annotation(value, c) : c.refuse(worded('UNSUPPORTED_KEYWORD', c.path, 'nested_id', {}));

function checking(keyword: string, compile: KeywordCompiler): [string, KeywordEntry] {
  const { vocabulary, order } = full(keyword);
  return [keyword, { compile, vocabulary, order }];
}

function annotating(keyword: string, compile: KeywordCompiler): [string, KeywordEntry] {
  return [keyword, { compile, vocabulary: 'core', order: 0 }];
}

/** The subset's keywords: the full engine's checks behind the subset's stricter rules for their values. */
const SUBSET_KEYWORDS: ReadonlyMap<string, KeywordEntry> = new Map([
  checking('$ref', ref),
  checking('type', type),
  checking('enum', enumRule),
  checking('minLength', length('minLength')),
  checking('maxLength', length('maxLength')),
  checking('pattern', pattern),
  checking('required', required),
  checking('properties', properties),
  checking('additionalProperties', additionalProperties),
  checking('items', items),
  annotating('$defs', defs),
  annotating('$schema', annotation),
  annotating('$id', id),
  annotating('$comment', annotation),
  annotating('title', annotation),
  annotating('description', annotation),
]);

/** A keyword's test from its (well-formed) value, its schema and the subschemas its check compiled. */
type Verdict = (value: unknown, c: KeywordContext, subs: readonly Node[]) => Test;

/** True when any of the tests passes; one or two, the common cases, need no loop. */
function anyOf(tests: ((v: unknown) => boolean)[]): (v: unknown) => boolean {
  const [a, b] = tests as [(v: unknown) => boolean, (v: unknown) => boolean];
  if (tests.length === 1) return a;
  if (tests.length === 2) return (v) => a(v) || b(v);
  return (v) => tests.some((test) => test(v));
}

/**
 * The tests of the subset's checking keywords (`$ref`'s is the profile's): the same verdicts as the
 * checks, from the same helpers, with no state, and the value's depth passed along.
 */
const VERDICTS: Readonly<Record<string, Verdict>> = {
  type: (value) => anyOf((Array.isArray(value) ? value : [value]).map((name: string) => TYPE_TESTS[name]!)),
  enum: (value) => allowedTest(allowedValues((value as unknown[]).map(cloneJson))),
  minLength: (value) => (v) => hasMinLength(v, value as number),
  maxLength: (value) => (v) => hasMaxLength(v, value as number),
  pattern: (value) => {
    // the pattern rule has refused a source that does not compile
    const regex = compilePattern(value as string) as RegExp;
    return (v) => typeof v !== 'string' || regex.test(v);
  },
  required: (value) => {
    const keys = [...(value as string[])];
    return (v) => {
      if (!isObjectValue(v)) return true;
      for (let i = 0; i < keys.length; i++) if (!hasOwnKey(v, keys[i]!)) return false;
      return true;
    };
  },
  properties: (value, _c, subs) => {
    const all = Object.keys(value as object);
    // `true` and `{}` check nothing
    const names = all.filter((_name, i) => !subs[i]!.trivial);
    const tests = subs.filter((node) => !node.trivial).map((node) => node.test);
    return (v, d) => {
      if (!isObjectValue(v)) return true;
      for (let i = 0; i < names.length; i++) {
        const name = names[i]!;
        if (hasOwnKey(v, name) && !tests[i]!(v[name], d + 1)) return false;
      }
      return true;
    };
  },
  additionalProperties: (_value, c, subs) => {
    const test = subs[0]!.test;
    const known = new Set(isPlainObject(c.schema.properties) ? Object.keys(c.schema.properties) : []);
    return (v, d) => {
      if (!isObjectValue(v)) return true;
      for (const key in v) if (hasOwnKey(v, key) && !known.has(key) && !test(v[key], d + 1)) return false;
      return true;
    };
  },
  items: (_value, _c, subs) => {
    const test = subs[0]!.test;
    return (v, d) => {
      if (!Array.isArray(v)) return true;
      for (let i = 0; i < v.length; i++) if (!test(v[i], d + 1)) return false;
      return true;
    };
  },
};

interface PendingRef {
  target: string;
  path: string;
  /** Points the `$ref` check and test at their target once the walk has compiled it. */
  link: (node: Node) => void;
}

/** A placeholder target until the walk ends. */
const UNLINKED: Check = () => true;
const UNLINKED_TEST: Test = () => true;

/**
 * The subset's profile, one per compilation: every schema by its pointer, `$ref`s resolved against those
 * pointers once the walk ends, and a value depth (descents plus `$ref` hops) that a `$ref` refuses to pass.
 * The depth lives in the state's `hops`: each `$ref` on the stack adds its hop and the descents from the
 * schema it entered to itself.
 */
class SubsetProfile implements Profile {
  readonly keywords = SUBSET_KEYWORDS;
  readonly limit = Infinity;
  private readonly rootId: string | undefined;
  private readonly locations = new Map<string, Node>();
  private readonly refOf = new Map<string, string>();
  private readonly pending: PendingRef[] = [];
  /** The tests of the `$ref`s, by their pointer. */
  private readonly refTests = new Map<string, Test>();

  constructor(schema: unknown) {
    this.rootId = isPlainObject(schema) && typeof schema.$id === 'string' ? schema.$id : undefined;
  }

  unknown(keyword: string, c: KeywordContext): undefined {
    return c.refuse(worded('UNSUPPORTED_KEYWORD', c.path, 'unsupported_keyword', { keyword }));
  }

  verdict(keyword: string, value: unknown, c: KeywordContext, subs: readonly Node[]): Test {
    if (keyword === '$ref') return this.refTests.get(c.path)!;
    return VERDICTS[keyword]!(value, c, subs);
  }

  located(node: Node, path: string): void {
    this.locations.set(path, node);
  }

  reference(ref: string, path: string, c: KeywordContext): Check | undefined {
    const target = refToPointer(ref, this.rootId, path);
    if (!target.ok) return c.refuse(target.error);
    // the depth is the stack's sum of hops plus the descents from the last target to here: a schema is
    // reached through its keywords only, so those descents are known from the pointers
    const here = descentsTo(c.location.path);
    let check = UNLINKED;
    let test: Test = UNLINKED_TEST;
    let step = 1;
    const link = (linked: Node) => {
      check = linked.check;
      test = linked.test;
      step = here + 1 - descentsTo(target.value);
    };
    // the verdict carries the depth itself: each level and each hop adds one
    this.refTests.set(path, (v, d) => d < MAX_VALUE_DEPTH && test(v, d + 1));
    this.pending.push({ target: target.value, path, link });
    this.refOf.set(c.location.path, target.value);
    const params = Object.freeze({ limit: MAX_VALUE_DEPTH, nested: 'value_and_refs' });
    const message = wordReason('too_deep', params, 'en');
    // a hop counts as a level too, so a long chain of $refs cannot exhaust the stack either
    return (v, s, p, ev) => {
      if (s.hops + here >= MAX_VALUE_DEPTH)
        return addIssue(s, p, path, '$ref', 'too_deep', params, undefined, message);
      s.hops += step;
      const valid = check(v, s, p, ev);
      s.hops -= step;
      return valid;
    };
  }

  finish(refuse: (error: ContractError) => undefined): void {
    for (const { target, path, link } of this.pending) {
      const node = this.locations.get(target);
      if (!node) {
        refuse(worded('UNRESOLVED_REF', path, 'unresolved_ref', { target }));
        return;
      }
      link(node);
    }
    const loop = findRefLoop(this.refOf);
    if (loop === undefined) return;
    refuse(worded('INVALID_SCHEMA', appendPointer(loop, '$ref'), 'ref_loop', {}));
  }
}

/** Levels the value descends from the root schema to the schema at `pointer`: one per properties, items or additionalProperties. */
function descentsTo(pointer: string): number {
  const tokens = parsePointer(pointer) ?? [];
  let count = 0;
  for (let i = 0; i < tokens.length; i++) {
    const keyword = tokens[i];
    if (keyword === 'properties' || keyword === '$defs') i++;
    if (keyword !== '$defs') count++;
  }
  return count;
}
