import { freshEvaluated, mergeEvaluated } from '../evaluated.ts';
import { addIssue, addIssues, NO_ISSUES } from '../issues.ts';
import type { Evaluated, FullIssue, KeywordCompiler, KeywordContext, Node, State } from '../types.ts';

function branches(value: unknown, c: KeywordContext, name: string): Node[] | undefined {
  if (!Array.isArray(value) || value.length === 0) {
    return c.fail(c.path, name, 'some_schemas');
  }
  return value.map((raw, i) => c.sub(raw, `${c.path}/${i}`));
}

/** `allOf`: every branch, at the same value; their annotations all count. */
export const compileAllOf: KeywordCompiler = (value, c) => {
  const nodes = branches(value, c, 'allOf')?.filter((node) => !node.trivial);
  if (!nodes || nodes.length === 0) return undefined;
  return (v, s, p, ev) => {
    let valid = true;
    for (const node of nodes) {
      if (node.check(v, s, p, ev)) continue;
      if (s.issues === null) return false;
      valid = false;
    }
    return valid;
  };
};

/**
 * Reports a failed `anyOf`/`oneOf` once: which branch came closest and that branch's own issues, never
 * every branch's. Closest: no type mismatch at the value itself, then the fewest issues, then the first.
 */
function reportClosest(nodes: Node[], v: unknown, s: State, p: string, path: string, keyword: string): false {
  const outer = s.issues;
  const outerCount = s.count;
  let best: { index: number; issues: FullIssue[]; count: number; score: number } | undefined;
  for (let i = 0; i < nodes.length; i++) {
    s.issues = NO_ISSUES;
    s.count = 0;
    nodes[i]!.check(v, s, p, null);
    const issues = s.issues;
    const typeMiss = issues.some((issue) => issue.path === p && issue.keyword === 'type');
    const score = (typeMiss ? 1e9 : 0) + s.count;
    if (!best || score < best.score) best = { index: i, issues, count: s.count, score };
  }
  s.issues = outer;
  s.count = outerCount;
  addIssue(s, p, path, keyword, 'no_branch_matched', { branches: nodes.length, closest: best!.index });
  addIssues(s, best!.issues, best!.count);
  return false;
}

/** Runs `check` for its verdict only, without issues. */
function verdict(node: Node, v: unknown, s: State, p: string, ev: Evaluated | null): boolean {
  const issues = s.issues;
  s.issues = null;
  const valid = node.check(v, s, p, ev);
  s.issues = issues;
  return valid;
}

/** `anyOf`: some branch; with annotations wanted, every branch runs and the passing ones count. */
export const compileAnyOf: KeywordCompiler = (value, c) => {
  const nodes = branches(value, c, 'anyOf');
  if (!nodes) return undefined;
  if (nodes.some((node) => node.trivial))
    return (v, s, p, ev) => (ev && collectPassing(nodes, v, s, p, ev), true);
  const path = c.path;
  return (v, s, p, ev) => {
    if (ev ? collectPassing(nodes, v, s, p, ev) : somePasses(nodes, v, s, p)) return true;
    return s.issues !== null && reportClosest(nodes, v, s, p, path, 'anyOf');
  };
};

function somePasses(nodes: Node[], v: unknown, s: State, p: string): boolean {
  for (const node of nodes) if (verdict(node, v, s, p, null)) return true;
  return false;
}

function collectPassing(nodes: Node[], v: unknown, s: State, p: string, ev: Evaluated): boolean {
  let any = false;
  for (const node of nodes) {
    const own = freshEvaluated();
    if (!verdict(node, v, s, p, own)) continue;
    any = true;
    mergeEvaluated(ev, own);
  }
  return any;
}

/** `oneOf`: exactly one branch; several passing are named, none passing reports the closest. */
export const compileOneOf: KeywordCompiler = (value, c) => {
  const nodes = branches(value, c, 'oneOf');
  if (!nodes) return undefined;
  const path = c.path;
  return (v, s, p, ev) => {
    let first = -1;
    let firstEv: Evaluated | null = null;
    let matched: number[] | null = null;
    for (let i = 0; i < nodes.length; i++) {
      const own = ev ? freshEvaluated() : null;
      if (!verdict(nodes[i]!, v, s, p, own)) continue;
      if (first === -1) {
        first = i;
        firstEv = own;
      } else {
        (matched ??= [first]).push(i);
        if (s.issues === null) return false;
      }
    }
    if (matched) return addIssue(s, p, path, 'oneOf', 'several_branches_matched', { matched });
    if (first !== -1) {
      if (ev && firstEv) mergeEvaluated(ev, firstEv);
      return true;
    }
    return s.issues !== null && reportClosest(nodes, v, s, p, path, 'oneOf');
  };
};

/** `not`: the value must fail the schema; nothing it evaluates counts. */
export const compileNot: KeywordCompiler = (value, c) => {
  const node = c.sub(value, c.path);
  const path = c.path;
  return (v, s, p) => !verdict(node, v, s, p, null) || addIssue(s, p, path, 'not', 'not_failed', {});
};

function sibling(c: KeywordContext, name: string): Node | undefined {
  return Object.hasOwn(c.schema, name) ? c.sub(c.schema[name], `${c.location.path}/${name}`) : undefined;
}

/** `if` with its siblings `then` and `else`; `if` itself only decides, and its annotations count when it passes. */
export const compileIf: KeywordCompiler = (value, c) => {
  const ifNode = c.sub(value, c.path);
  const thenNode = sibling(c, 'then');
  const elseNode = sibling(c, 'else');
  if (!thenNode && !elseNode && ifNode.trivial) return undefined;
  return (v, s, p, ev) => {
    const own = ev ? freshEvaluated() : null;
    if (verdict(ifNode, v, s, p, own)) {
      if (ev && own) mergeEvaluated(ev, own);
      return !thenNode || thenNode.check(v, s, p, ev);
    }
    return !elseNode || elseNode.check(v, s, p, ev);
  };
};
