import { isPlainObject } from '../../../json-value.ts';
import { contractError, type ContractError } from '../../../result.ts';
import { refusal } from '../../../wording/refuse.ts';
import { addIssue } from '../issues.ts';
import type { SchemaIndex } from '../schema-index.ts';
import {
  MAX_REF_DEPTH,
  MAX_REF_STEPS,
  type Check,
  type Location,
  type Node,
  type Resource,
  type State,
} from '../types.ts';
import { fragmentOf, resolveUri } from '../uri.ts';
import { wordReason } from '../../../wording/reasons.ts';

/** What a reference reads and writes of the compilation it is met in: the schemas it may name, the scope flag, the first defect. */
export interface ReferenceSession {
  readonly index: SchemaIndex;
  /** Set once a `$dynamicRef` may resolve dynamically. */
  dynamic: boolean;
  error: ContractError | undefined;
}

/** Compiles the schema a reference names, at its own path; the compiler passes itself in, as it calls this module. */
export type CompileTarget<S extends ReferenceSession> = (session: S, raw: unknown, path: string) => Node;

// stacked hops past the limit: the params of every such issue
const REF_DEPTH = /* @__PURE__ */ Object.freeze({ limit: MAX_REF_DEPTH, nested: 'refs' });

/**
 * `$ref` and `$dynamicRef`: resolved at compile time against the base URI; the check runs the target at
 * the same value. A reference re-entered for the value it is already evaluating (no descent between)
 * reports `ref_loop`; more than MAX_REF_DEPTH stacked hops report `too_deep`, and more than MAX_REF_STEPS
 * hops in one evaluation `too_complex`, so any schema finishes in bounded time.
 */
export function referenceCheck<S extends ReferenceSession>(
  session: S,
  compile: CompileTarget<S>,
  ref: unknown,
  path: string,
  location: Location,
  dynamic: boolean,
): Check | undefined {
  const keyword = dynamic ? '$dynamicRef' : '$ref';
  if (typeof ref !== 'string') {
    session.error ??= refusal('INVALID_SCHEMA', path, 'malformed_keyword', { keyword, needs: 'string' });
    return undefined;
  }
  const uri = resolveUri(ref, location.base);
  const found = session.index.find(uri, location.dialect);
  if (!found) {
    // a document on the network is never fetched: the schema stays not checkable, and says why
    const reason = /^(https?|wss?|ftp):/i.test(uri) ? 'remote_ref' : 'ref_not_found';
    const params = { ref, keyword };
    session.error ??= contractError('UNRESOLVED_REF', path, reason, params, () =>
      wordReason(reason, params, 'en'),
    );
    return undefined;
  }
  const target = compile(session, found.raw, found.location?.path ?? found.path);
  const fragment = fragmentOf(uri);
  const anchor =
    dynamic && fragment && isPlainObject(found.raw) && found.raw.$dynamicAnchor === fragment
      ? fragment
      : undefined;
  if (anchor !== undefined) session.dynamic = true;
  const resource = found.location?.resource;
  const active: unknown[] = [];
  const loopParams = { ref };
  return (v, s, p, ev) => {
    if (s.hops >= MAX_REF_DEPTH) return addIssue(s, p, path, keyword, 'too_deep', REF_DEPTH);
    if (++s.steps > MAX_REF_STEPS)
      return addIssue(s, p, path, keyword, 'too_complex', { limit: MAX_REF_STEPS });
    const depth = active.length;
    if (depth > 0) {
      const last = active[depth - 1];
      // no descent since the last entry: the same object, or any value below a scalar
      if (last === v || typeof last !== 'object' || last === null) {
        return addIssue(s, p, path, keyword, 'ref_loop', loopParams);
      }
    }
    const node = anchor === undefined ? target : (dynamicTarget(session, compile, s, anchor) ?? target);
    active.push(v);
    s.hops++;
    const pushed = session.dynamic && resource !== undefined && s.scope[s.scope.length - 1] !== resource;
    if (pushed) s.scope.push(resource);
    const valid = node.check(v, s, p, ev);
    if (pushed) s.scope.pop();
    s.hops--;
    active.pop();
    return valid;
  };
}

/** The outermost resource in the dynamic scope that declares the anchor, compiled once. */
function dynamicTarget<S extends ReferenceSession>(
  session: S,
  compile: CompileTarget<S>,
  s: State,
  name: string,
): Node | undefined {
  const scope: Resource[] = s.scope;
  for (const resource of scope) {
    const raw = resource.dynamicAnchors?.get(name);
    if (raw === undefined) continue;
    const location = session.index.locations.get(raw);
    return compile(session, raw, location?.path ?? '');
  }
  return undefined;
}
