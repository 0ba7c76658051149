import { hasOwnKey, isPlainObject } from '../../../json-value.ts';
import { limitOf } from './limit.ts';
import { allChecks } from '../all-checks.ts';
import { addIssue, wordingBy } from '../issues.ts';
import { compilePattern } from '../../regex.ts';
import type { Check, KeywordCompiler, KeywordContext, Node, State } from '../types.ts';
import { keyPath } from './paths.ts';
import { escapeToken as escape } from '../../../pointer.ts';
import { wordReason } from '../../../wording/reasons.ts';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function names(value: unknown, c: KeywordContext, name: string, at = c.path): string[] | undefined {
  if (Array.isArray(value) && value.every((key) => typeof key === 'string')) return value as string[];
  return c.fail(at, name, 'strings');
}

export const compileMinProperties: KeywordCompiler = (value, c) => {
  const limit = limitOf(value, c, 'minProperties');
  if (limit === undefined) return undefined;
  const path = c.path;
  return (v, s, p) => {
    if (!isObject(v)) return true;
    const n = Object.keys(v).length;
    return n >= limit || addIssue(s, p, path, 'minProperties', 'too_few_keys', { limit, count: n });
  };
};

export const compileMaxProperties: KeywordCompiler = (value, c) => {
  const limit = limitOf(value, c, 'maxProperties');
  if (limit === undefined) return undefined;
  const path = c.path;
  return (v, s, p) => {
    if (!isObject(v)) return true;
    const n = Object.keys(v).length;
    return n <= limit || addIssue(s, p, path, 'maxProperties', 'too_many_keys', { limit, count: n });
  };
};

/** `required`: each missing key is one issue, in the list's order. */
export const compileRequired: KeywordCompiler = (value, c) => {
  const keys = names(value, c, 'required');
  if (!keys || keys.length === 0) return undefined;
  // each issue points at the entry of the list that names the key
  const paths = keys.map((_key, i) => `${c.path}/${i}`);
  const params = keys.map((key) => Object.freeze({ key }));
  const messages = params.map((p) => wordReason('missing_key', p, 'en'));
  return (v, s, p) => {
    if (!isObject(v)) return true;
    let valid = true;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      if (hasOwnKey(v, key)) continue;
      if (s.issues === null) return false;
      addIssue(s, p, paths[i]!, 'required', 'missing_key', params[i]!, undefined, messages[i]);
      valid = false;
    }
    return valid;
  };
};

/** Keys required when another key is present (`dependentRequired`, draft-07 array `dependencies`). */
function requiredWhen(key: string, needed: string[], path: string, keyword: string): Check {
  return (v, s, p) => {
    if (!isObject(v) || !hasOwnKey(v, key)) return true;
    let valid = true;
    for (const dependency of needed) {
      if (hasOwnKey(v, dependency)) continue;
      if (s.issues === null) return false;
      addIssue(s, p, path, keyword, 'missing_dependency', { key, dependency });
      valid = false;
    }
    return valid;
  };
}

/** A schema applied to the whole object when a key is present (`dependentSchemas`, draft-07 `dependencies`). */
function schemaWhen(key: string, node: Node): Check {
  return (v, s, p, ev) => !isObject(v) || !hasOwnKey(v, key) || node.check(v, s, p, ev);
}

function schemaMap(value: unknown, c: KeywordContext, name: string): Record<string, unknown> | undefined {
  if (isPlainObject(value)) return value;
  return c.fail(c.path, name, 'object');
}

export const compileDependentRequired: KeywordCompiler = (value, c) => {
  const map = schemaMap(value, c, 'dependentRequired');
  if (!map) return undefined;
  const checks: Check[] = [];
  for (const key of Object.keys(map)) {
    const needed = names(map[key], c, 'dependentRequired', `${c.path}/${key}`);
    if (needed && needed.length > 0) checks.push(requiredWhen(key, needed, c.path, 'dependentRequired'));
  }
  return allChecks(checks);
};

export const compileDependentSchemas: KeywordCompiler = (value, c) => {
  const map = schemaMap(value, c, 'dependentSchemas');
  if (!map) return undefined;
  const checks = Object.keys(map).flatMap((key) => {
    const node = c.sub(map[key], `${c.path}/${escape(key)}`);
    return node.trivial ? [] : [schemaWhen(key, node)];
  });
  return allChecks(checks);
};

/** draft-07 `dependencies`: an array of keys or a schema per key. */
export const compileDependencies: KeywordCompiler = (value, c) => {
  const map = schemaMap(value, c, 'dependencies');
  if (!map) return undefined;
  const checks: Check[] = [];
  for (const key of Object.keys(map)) {
    const at = `${c.path}/${escape(key)}`;
    const entry = map[key];
    if (Array.isArray(entry)) {
      const needed = names(entry, c, 'dependencies', at);
      if (needed && needed.length > 0) checks.push(requiredWhen(key, needed, c.path, 'dependencies'));
    } else {
      const node = c.sub(entry, at);
      if (!node.trivial) checks.push(schemaWhen(key, node));
    }
  }
  return allChecks(checks);
};

/** The regular expressions of a sibling `patternProperties`, or undefined where it is malformed. */
function patternsOf(value: unknown, c: KeywordContext): { regex: RegExp; source: string }[] | undefined {
  if (!isPlainObject(value)) return undefined;
  const out: { regex: RegExp; source: string }[] = [];
  for (const source of Object.keys(value)) {
    const regex = compilePattern(source);
    if (!regex) {
      return c.fail(`${c.path}/${escape(source)}`, 'patternProperties', 'regex', { pattern: source });
    }
    out.push({ regex, source });
  }
  return out;
}

/** `properties`: each present key must match its schema; present keys are evaluated. */
export const compileProperties: KeywordCompiler = (value, c) => {
  const map = schemaMap(value, c, 'properties');
  if (!map) return undefined;
  const all = Object.keys(map);
  // `true` and `{}` check nothing: their keys are only marked as evaluated
  const keys: string[] = [];
  const nodes: Node[] = [];
  for (const key of all) {
    const node = c.sub(map[key], `${c.path}/${escape(key)}`);
    if (node.trivial) continue;
    keys.push(key);
    nodes.push(node);
  }
  const n = keys.length;
  if (n === 0 && !c.tracksEvaluated) return undefined;
  // each key's pointer token, escaped once here rather than on every visit
  const tokens = keys.map((key) => `/${escape(key)}`);
  const indexOf = positions(keys);
  return (v, s, p, ev) => {
    if (!isObject(v)) return true;
    if (ev) for (const key of all) if (hasOwnKey(v, key)) (ev.props ??= new Set()).add(key);
    // a verdict may meet the keys in the value's order: V8 tests own keys met by for…in the fastest
    if (s.issues === null) {
      for (const key in v) {
        if (!hasOwnKey(v, key)) continue;
        const i = indexOf(key);
        if (i >= 0 && !nodes[i]!.check(v[key], s, p, null)) return false;
      }
      return true;
    }
    let valid = true;
    for (let i = 0; i < n; i++) {
      const key = keys[i]!;
      if (!hasOwnKey(v, key)) continue;
      if (nodes[i]!.check(v[key], s, s.issues === null ? p : p + tokens[i]!, null)) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    return valid;
  };
};

/** `patternProperties`: each key matching a pattern must match its schema. */
export const compilePatternProperties: KeywordCompiler = (value, c) => {
  const map = schemaMap(value, c, 'patternProperties');
  const patterns = map && patternsOf(map, c);
  if (!map || !patterns || patterns.length === 0) return undefined;
  const nodes = patterns.map(({ source }) => c.sub(map[source], `${c.path}/${escape(source)}`));
  return (v, s, p, ev) => {
    if (!isObject(v)) return true;
    let valid = true;
    for (const key of Object.keys(v)) {
      for (let i = 0; i < patterns.length; i++) {
        if (!patterns[i]!.regex.test(key)) continue;
        if (ev) (ev.props ??= new Set()).add(key);
        if (nodes[i]!.check(v[key], s, keyPath(s, p, key), null)) continue;
        if (s.issues === null) return false;
        valid = false;
      }
    }
    return valid;
  };
};

/** `additionalProperties`: keys neither in `properties` nor matching `patternProperties`; `false` names each. */
export const compileAdditionalProperties: KeywordCompiler = (value, c) => {
  const node = c.sub(value, c.path);
  const properties =
    hasOwnKey(c.schema, 'properties') && isPlainObject(c.schema.properties) ? c.schema.properties : {};
  const known = new Set(Object.keys(properties));
  const patterns =
    (hasOwnKey(c.schema, 'patternProperties') && patternsOf(c.schema.patternProperties, c)) || [];
  return otherProperties(
    node,
    known,
    patterns.map((pattern) => pattern.regex),
    c.path,
    value === false,
  );
};

/**
 * The check of `additionalProperties` once its siblings are read: each own key neither `known` nor
 * matching a regex must match `node`; with `isFalse` each such key is one `unknown_key` issue.
 */
export function otherProperties(
  node: Node,
  known: ReadonlySet<string>,
  regexes: readonly RegExp[],
  path: string,
  isFalse: boolean,
): Check {
  const hasPatterns = regexes.length > 0;
  const isKnown = membership(known);
  const word = wordingBy('unknown_key');
  const unknownKey = (s: State, p: string, key: string): false => {
    const params = { key };
    return addIssue(s, p, path, 'additionalProperties', 'unknown_key', params, undefined, word(params, key));
  };
  return (v, s, p, ev) => {
    if (!isObject(v)) return true;
    if (ev) ev.allProps = true;
    if (node.trivial) return true;
    let valid = true;
    // for…in, not Object.keys: no array made per object; inherited keys are skipped as Object.keys does
    for (const key in v) {
      if (!hasOwnKey(v, key) || isKnown(key) || (hasPatterns && matchesAny(regexes, key))) continue;
      if (s.issues === null && isFalse) return false;
      const ok = isFalse
        ? unknownKey(s, keyPath(s, p, key), key)
        : node.check(v[key], s, keyPath(s, p, key), null);
      if (ok) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    return valid;
  };
}

// up to this many names, comparing a key with each is faster than a hash lookup
const SCANNED_NAMES = 8;

/** A test of membership in `names`: a scan of a short list, a Set lookup for a longer one. */
function membership(names: ReadonlySet<string>): (key: string) => boolean {
  if (names.size > SCANNED_NAMES) return (key) => names.has(key);
  const indexOf = positions([...names]);
  return (key) => indexOf(key) >= 0;
}

/** The position of a key in `names`, or -1: a scan of a short list, a Map lookup for a longer one. */
function positions(names: readonly string[]): (key: string) => number {
  if (names.length > SCANNED_NAMES) {
    const index = new Map(names.map((name, i) => [name, i]));
    return (key) => index.get(key) ?? -1;
  }
  return (key) => {
    for (let i = 0; i < names.length; i++) if (names[i] === key) return i;
    return -1;
  };
}

function matchesAny(regexes: readonly RegExp[], key: string): boolean {
  for (const regex of regexes) if (regex.test(key)) return true;
  return false;
}

/** `propertyNames`: every key, as a string, must match; issues are located at the key. */
export const compilePropertyNames: KeywordCompiler = (value, c) => {
  const node = c.sub(value, c.path);
  if (node.trivial) return undefined;
  return (v, s, p) => {
    if (!isObject(v)) return true;
    let valid = true;
    for (const key of Object.keys(v)) {
      if (node.check(key, s, keyPath(s, p, key), null)) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    return valid;
  };
};
