import { ok, type ContractError, type ErrorParams, type Result } from '../../result.ts';
import { isPlainObject, hasOwnKey, valueKind } from '../../json-value.ts';
import { appendPointer } from '../../pointer.ts';
import { MAX_SCHEMA_DEPTH } from '../types.ts';
import { DIALECTS, knownDialect } from './dialects.ts';
import type { CompiledSchema } from '../types.ts';
import { declaredDialect } from '../dialect.ts';
import { addIssue, moreIssues, NO_ISSUES } from './issues.ts';
import { wordReason, type MalformedNeed, type Reason } from '../../wording/reasons.ts';
import { refusal, refuse } from '../../wording/refuse.ts';
import { KEYWORD_TABLES, ANNOTATIONS } from './keywords/index.ts';
import { referenceCheck } from './keywords/reference.ts';
import { SchemaIndex } from './schema-index.ts';
import {
  DIALECT_2020_12,
  DIALECT_DRAFT_07,
  type Check,
  type Dialect,
  type FullCompiledSchema,
  type FullIssue,
  type FullOptions,
  type KeywordContext,
  type KeywordEntry,
  type Location,
  type Node,
  type Resource,
  type State,
  type Test,
} from './types.ts';
import { DEFAULT_BASE } from './uri.ts';
import { MAX_ISSUES } from './types.ts';
import { freshEvaluated, mergeEvaluated } from './evaluated.ts';
import { insertRanked } from './ranked.ts';
import { ACCEPT, allChecks, allTests } from './all-checks.ts';

const TRUE: Check = () => true;
const REFUSE: Test = () => false;

/**
 * A narrower engine: the keywords of `keywords` only, every other keyword refused, each schema located by
 * its pointer alone (no `$id` bases, no anchors), references resolved the profile's way. One object per
 * compilation, as it keeps that compilation's schemas and references (the registry's subset is one).
 */
export interface Profile {
  /** The keywords checked, in place of the dialect's table; their `order` is the evaluation order. */
  readonly keywords: ReadonlyMap<string, KeywordEntry>;
  /** Issues one `validate` keeps, with no `more_issues` issue after them. */
  readonly limit: number;
  /** Refuses a keyword the table does not have. */
  unknown(keyword: string, c: KeywordContext): undefined;
  /**
   * The test beside a keyword's check: the check's verdict, with no state, issue path or annotations.
   * `subs` are the subschemas the check compiled, in order. Called only for a keyword that has a check.
   */
  verdict(keyword: string, value: unknown, c: KeywordContext, subs: readonly Node[]): Test;
  /** Notes a compiled schema at `path`, where a reference may point. */
  located(node: Node, path: string): void;

  /** The check of a reference at `path`, or undefined once its defect is recorded. */
  reference(ref: string, path: string, c: KeywordContext): Check | undefined;
  /** Ends the walk: links the references, or records why they cannot be. */
  finish(refuse: (error: ContractError) => undefined): void;
}

/** One compilation: the index, the compiled nodes, the first defect and the keywords nobody defines. */
export interface Session {
  /** The profile and its root's location, when the compilation has one. */
  readonly profile: { readonly rules: Profile; readonly root: Location } | undefined;
  readonly index: SchemaIndex;
  readonly nodes: Map<unknown, Node>;
  readonly formats: 'annotate' | 'assert';
  readonly unchecked: string[];
  /** Pointers of `format` keywords that only annotate (see FullCompiledSchema.formatAnnotations). */
  readonly formatAnnotations: string[];
  /** Set once a `$dynamicRef` may resolve dynamically: resources then push themselves on the scope. */
  dynamic: boolean;
  /**
   * Resource roots compiled while `dynamic` was still false: if it turns true, they are made to enter
   * the scope when compiling ends. Until then no check pays for a scope that nothing reads.
   */
  readonly unscoped: { node: Node; resource: Resource }[];
  error: ContractError | undefined;
}

/** Compiles a schema with every keyword of its dialect into closures (no eval); see compileSchema. */
export function compileFull(schema: unknown, options: FullOptions = {}): Result<FullCompiledSchema> {
  const fallback = options.dialect === undefined ? DIALECT_2020_12 : knownDialect(options.dialect);
  if (!fallback) return refuse('INVALID_SCHEMA', '', 'unknown_dialect', { dialect: String(options.dialect) });
  const session: Session = {
    profile: undefined,
    index: new SchemaIndex(options.resources),
    nodes: new Map(),
    formats: options.formats ?? 'annotate',
    unchecked: [],
    formatAnnotations: [],
    dynamic: false,
    unscoped: [],
    error: undefined,
  };
  const declared = declaredDialect(schema);
  const dialect = declared === undefined ? DIALECTS[fallback] : session.index.dialectOf(declared);
  if (!dialect) return refuse('INVALID_SCHEMA', '/$schema', 'unknown_dialect', { dialect: String(declared) });
  session.index.addDocument(schema, DEFAULT_BASE, dialect, '');
  const root = compileNode(session, schema, '');
  if (session.error) return { ok: false, error: session.error };
  if (session.dynamic) for (const { node, resource } of session.unscoped) enterResource(node, resource);
  const rootLocation = isPlainObject(schema) ? session.index.locations.get(schema) : undefined;
  return ok(toCompiled(root, rootLocation, dialect, session));
}

/**
 * Compiles a schema with a profile's keywords only (see Profile), through the same nodes and keyword
 * checks as compileFull; the first defect in walk order, then the references' defects, is the result.
 */
export function compileProfiled(schema: unknown, rules: Profile): Result<CompiledSchema> {
  const resource: Resource = { uri: DEFAULT_BASE, raw: schema, dynamicAnchors: undefined };
  const dialect = DIALECTS[DIALECT_2020_12];
  const root: Location = { path: '', base: DEFAULT_BASE, resource, dialect, depth: 0 };
  const session: Session = {
    profile: { rules, root },
    index: new SchemaIndex(undefined),
    nodes: new Map(),
    formats: 'annotate',
    unchecked: [],
    formatAnnotations: [],
    dynamic: false,
    unscoped: [],
    error: undefined,
  };
  const node = compileNode(session, schema, '');
  rules.located(node, '');
  if (!session.error) rules.finish((error) => ((session.error ??= error), undefined));
  if (session.error) return { ok: false, error: session.error };
  const { check, test } = node;
  const { limit } = rules;
  return ok(
    Object.freeze({
      // the tests: a verdict needs no state, no paths and no annotations
      isValid: (value: unknown) => test(value, 0),
      // a state per call, so a call made while another runs (a getter of the value) sees its own issues
      validate: (value: unknown) => {
        const s: State = { issues: NO_ISSUES, count: 0, limit, hops: 0, steps: 0, scope: NO_SCOPE };
        check(value, s, '', null);
        return s.issues!;
      },
    }),
  );
}

/** The scope of a profile's states, which nothing enters. */
const NO_SCOPE: Resource[] = [];

function toCompiled(
  root: Node,
  location: Location | undefined,
  dialect: Dialect,
  session: Session,
): FullCompiledSchema {
  const scope = location ? [location.resource] : [];
  return Object.freeze({
    dialect: dialect.uri,
    unchecked: Object.freeze(session.unchecked.slice()),
    formatAnnotations: Object.freeze(session.formatAnnotations.slice()),
    isValid: verdictOf(root.check, scope, MAX_ISSUES),
    validate: issuesOf(root.check, scope, MAX_ISSUES),
  });
}

function newState(issues: FullIssue[] | null, scope: readonly Resource[], limit: number): State {
  return { issues, count: 0, limit, hops: 0, steps: 0, scope: scope.slice() };
}

/**
 * A verdict needs no issue list, so one state serves every call: reset, never reallocated. No check
 * runs a visitor's code, so a call never re-enters its own schema; a throw mid-call is undone by the reset.
 */
function verdictOf(check: Check, scope: readonly Resource[], limit: number): (value: unknown) => boolean {
  const s = newState(null, scope, limit);
  const depth = scope.length;
  return (value) => {
    s.count = 0;
    s.hops = 0;
    s.steps = 0;
    if (s.scope.length !== depth) s.scope.length = depth;
    return check(value, s, '', null);
  };
}

function issuesOf(
  check: Check,
  scope: readonly Resource[],
  limit: number,
): (value: unknown) => readonly FullIssue[] {
  return (value) => {
    const s = newState(NO_ISSUES, scope, limit);
    if (check(value, s, '', null)) return NO_ISSUES;
    const issues = s.issues!;
    if (s.count > issues.length) issues.push(moreIssues(issues.length, s.count));
    return issues;
  };
}

const NO_PARAMS = /* @__PURE__ */ Object.freeze({});
const FALSE_SCHEMA = /* @__PURE__ */ wordReason('false_schema', NO_PARAMS, 'en');

function falseSchema(path: string): Check {
  return (_v, s, at) => addIssue(s, at, path, 'false', 'false_schema', NO_PARAMS, undefined, FALSE_SCHEMA);
}

/** Compiles one schema (boolean or object) at `path`; a schema object compiles once, however often referenced. */
export function compileNode(session: Session, raw: unknown, path: string, parent?: Location): Node {
  if (raw === true) return { check: TRUE, trivial: true, test: ACCEPT };
  if (raw === false) return { check: falseSchema(path), trivial: false, test: REFUSE };
  if (!isPlainObject(raw)) {
    record(session, path, 'not_a_schema', { received: valueKind(raw) });
    return { check: TRUE, trivial: true, test: ACCEPT };
  }
  const profile = session.profile;
  // a profile compiles each place of its schema apart, as its pointer locates it
  const known = profile ? undefined : session.nodes.get(raw);
  if (known) return known;
  const node: Node = { check: TRUE, trivial: false, test: ACCEPT };
  if (!profile) session.nodes.set(raw, node);
  const location = profile
    ? parent
      ? { ...parent, path, depth: parent.depth + 1 }
      : profile.root
    : (session.index.locations.get(raw) ?? (parent && session.index.adopt(raw, parent, path)));
  if (!location) {
    record(session, path, 'unlocated', NO_PARAMS);
    return node;
  }
  if (location.depth > MAX_SCHEMA_DEPTH) {
    record(session, path, 'too_deep', { limit: MAX_SCHEMA_DEPTH, nested: 'schema' });
    return node;
  }
  const built = compileKeywords(session, raw, location, node);
  node.trivial = built === undefined;
  node.check = built ?? TRUE;
  if (built && !profile && location.resource.raw === raw) {
    // a `$dynamicRef` compiled later may still need the scope: then compileFull adds it
    if (session.dynamic) enterResource(node, location.resource);
    else session.unscoped.push({ node, resource: location.resource });
  }
  return node;
}

/** The schema's check, its keywords' in order; under a profile also sets `node.test`. */
function compileKeywords(
  session: Session,
  raw: Record<string, unknown>,
  location: Location,
  node: Node,
): Check | undefined {
  const { dialect } = location;
  const profile = session.profile?.rules;
  const table = profile ? profile.keywords : KEYWORD_TABLES[dialect.uri];
  // draft-07: a schema with $ref is that reference; its other keywords are ignored
  const active = dialect.uri === DIALECT_DRAFT_07 && hasOwnKey(raw, '$ref') ? REF_ONLY : Object.keys(raw);
  // most schemas have one check: the lists are made only for a second
  let single: Check | undefined;
  let singleOrder = 0;
  let checks: Check[] | undefined;
  let orders: number[] | undefined;
  let unevaluated = false;
  // a profile's tests, ranked as the checks are
  let tests: Test[] | undefined;
  let testOrders: number[] | undefined;
  for (const keyword of active) {
    const entry = table.get(keyword);
    if (!entry) {
      const at = appendPointer(location.path, keyword);
      if (profile) return profile.unknown(keyword, new Context(session, raw, at, location));
      if (!ANNOTATIONS.has(keyword)) session.unchecked.push(at);
      continue;
    }
    if (dialect.vocabularies && !dialect.vocabularies.has(entry.vocabulary)) continue;
    // no keyword of the tables holds `~` or `/`: its pointer needs no escaping
    const at = `${location.path}/${keyword}`;
    const context = new Context(session, raw, at, location);
    const check = entry.compile(raw[keyword], context);
    // the first defect is the result: the rest of the schema need not compile
    if (session.error) return undefined;
    if (!check) {
      if (keyword === 'format' && typeof raw[keyword] === 'string') session.formatAnnotations.push(at);
      continue;
    }
    if (profile) {
      const test = profile.verdict(keyword, raw[keyword], context, context.subs ?? NO_NODES);
      insertRanked((tests ??= []), (testOrders ??= []), test, entry.order);
    }
    if (single === undefined) {
      single = check;
      singleOrder = entry.order;
    } else {
      checks ??= [single];
      orders ??= [singleOrder];
      insertRanked(checks, orders, check, entry.order);
    }
    if (entry.vocabulary === 'unevaluated') unevaluated = true;
  }
  const combined = checks ? allChecks(checks) : single;
  if (profile) node.test = allTests(tests ?? NO_TESTS);
  return unevaluated && combined ? withOwnAnnotations(combined) : combined;
}

const REF_ONLY: readonly string[] = ['$ref'];
const NO_NODES: readonly Node[] = [];
const NO_TESTS: readonly Test[] = [];

/** A schema with unevaluated* sees only its own keywords' annotations, then passes them up. */
function withOwnAnnotations(check: Check): Check {
  return (v, s, p, ev) => {
    const own = freshEvaluated();
    const valid = check(v, s, p, own);
    if (ev) mergeEvaluated(ev, own);
    return valid;
  };
}

/** Makes a resource root put its resource on the dynamic scope while it runs (when `$dynamicRef` needs it). */
function enterResource(node: Node, resource: Resource): void {
  const check = node.check;
  node.check = (v, s, p, ev) => {
    if (s.scope[s.scope.length - 1] === resource) return check(v, s, p, ev);
    s.scope.push(resource);
    const valid = check(v, s, p, ev);
    s.scope.pop();
    return valid;
  };
}

/** Records the compilation's first INVALID_SCHEMA refusal, worded from the catalog by its reason and params. */
function record(session: Session, path: string, reason: Reason, params: ErrorParams): undefined {
  session.error ??= refusal('INVALID_SCHEMA', path, reason, params);
  return undefined;
}

/** Records a malformed keyword, worded by what it needs (`params.needs` picks the sentence). */
export function malformed(
  session: Session,
  path: string,
  params: ErrorParams & { keyword: string; needs: MalformedNeed },
): undefined {
  return record(session, path, 'malformed_keyword', params);
}

/** What one keyword's compiler may ask of the compilation: one small object per keyword, no closures. */
class Context implements KeywordContext {
  readonly formats: 'annotate' | 'assert';
  readonly tracksEvaluated: boolean;
  private readonly session: Session;
  readonly schema: Record<string, unknown>;
  readonly path: string;
  readonly location: Location;
  /** Under a profile, the subschemas compiled for this keyword, in order. */
  subs: Node[] | undefined;

  constructor(session: Session, schema: Record<string, unknown>, path: string, location: Location) {
    this.session = session;
    this.schema = schema;
    this.path = path;
    this.location = location;
    this.formats = session.formats;
    this.tracksEvaluated = session.profile === undefined;
  }

  sub(raw: unknown, at: string): Node {
    const node = compileNode(this.session, raw, at, this.location);
    const profile = this.session.profile;
    if (profile) {
      profile.rules.located(node, at);
      (this.subs ??= []).push(node);
    }
    return node;
  }

  reference(ref: string, at: string, dynamic: boolean): Check | undefined {
    const profile = this.session.profile;
    if (profile) return profile.rules.reference(ref, at, this);
    return referenceCheck(this.session, compileNode, ref, at, this.location, dynamic);
  }

  fail(at: string, keyword: string, needs: MalformedNeed, params: ErrorParams = {}): undefined {
    return malformed(this.session, at, { keyword, needs, ...params });
  }

  refuse(error: ContractError): undefined {
    this.session.error ??= error;
    return undefined;
  }
}
