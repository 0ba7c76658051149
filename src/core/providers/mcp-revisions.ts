import { isPlainObject } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { finding } from './finding.ts';
import { lintName } from './names.ts';
import { MCP_REVISIONS, type McpRevision } from './revisions.ts';
import { childSchemas } from './schema-walk.ts';
import type { CheckedTool, ProviderFinding, ProviderTool, RuleId } from './types.ts';

/**
 * Bounds on composition (`allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`) the project holds a tool to,
 * so that checking a call stays quick: how deeply compositions nest, how many branches they hold in all,
 * and how many subschemas a walk of the schema visits.
 */
export const COMPOSITION_LIMITS = /* @__PURE__ */ Object.freeze({ depth: 16, branches: 512, steps: 20_000 });

/**
 * Where each MCP rule comes from: the section of the specification's text (the same in every revision
 * that has the rule), or null for the project's own bound. docs/mcp-spec.md quotes each under the rule id.
 */
export const MCP_RULE_SECTIONS: Readonly<Record<McpRuleId, string | null>> = /* @__PURE__ */ Object.freeze({
  'mcp-name': 'Server › Tools › Tool Names',
  'mcp-root': 'Server › Tools › Tool (data type)',
  'mcp-output-root': 'Server › Tools › Output Schema',
  'mcp-output-schema': 'Server › Tools › Output Schema',
  'mcp-dialect': 'Basic › JSON Schema Usage',
  'mcp-header': 'Basic › Transports › Streamable HTTP › Custom Headers from Tool Parameters',
  'mcp-composition': null,
});

/** The id of a rule of the MCP format. */
export type McpRuleId = Extract<RuleId, `mcp-${string}`>;

const COMPOSITION = new Set(['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else']);
// RFC 9110 token characters: what an HTTP field name may hold
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_TYPES = new Set(['string', 'integer', 'boolean']);

const atLeast = (revision: McpRevision, since: McpRevision) =>
  MCP_REVISIONS.indexOf(revision) >= MCP_REVISIONS.indexOf(since);

/**
 * The rules of one MCP revision for a tool the MCP import found checkable: names (a SHOULD from
 * 2025-11-25, so a finding that does not refuse), the root of outputSchema, the dialect, a malformed
 * outputSchema, `x-mcp-header` (2026-07-28) and the project's composition bounds. Each finding names its
 * rule, whose revision, section and source are in docs/mcp-spec.md.
 */
export function lintMcpRevision(
  tool: ProviderTool,
  checked: CheckedTool,
  revision: McpRevision,
): ProviderFinding[] {
  const out: ProviderFinding[] = [];
  if (atLeast(revision, '2025-11-25'))
    out.push(...lintName(checked.name, 'mcp').map((found) => ({ ...found, effect: 'ignored' as const })));
  out.push(...lintDialect(checked.inputSchema, '/inputSchema', revision));
  out.push(...lintOutput(tool, revision));
  if (atLeast(revision, '2026-07-28')) out.push(...lintHeaders(checked.inputSchema));
  out.push(...lintComposition(checked.inputSchema, '/inputSchema'));
  if (tool.outputSchema !== undefined && tool.outputSchema !== null)
    out.push(...lintComposition(tool.outputSchema, '/outputSchema'));
  return out;
}

function lintOutput(tool: ProviderTool, revision: McpRevision): ProviderFinding[] {
  const schema = tool.outputSchema;
  if (schema === undefined || schema === null) return [];
  if (tool.outputDefect) {
    const { code, path, reason } = tool.outputDefect;
    return [finding('mcp-output-schema', `/outputSchema${path}`, { code, reason })];
  }
  const out = lintDialect(schema, '/outputSchema', revision);
  if (!atLeast(revision, '2026-07-28') && !(isPlainObject(schema) && schema.type === 'object')) {
    const received = isPlainObject(schema) ? JSON.stringify(schema.type ?? null) : String(schema);
    const path = isPlainObject(schema) ? '/outputSchema/type' : '/outputSchema';
    out.push(finding('mcp-output-root', path, { revision, received }));
  }
  return out;
}

/** Under 2025-06-18 no default dialect is named: a schema without `$schema` is read as 2020-12, as later revisions say. */
function lintDialect(schema: unknown, path: string, revision: McpRevision): ProviderFinding[] {
  if (atLeast(revision, '2025-11-25') || !isPlainObject(schema) || schema.$schema !== undefined) return [];
  return [finding('mcp-dialect', path, { revision }, 'ignored')];
}

/**
 * `x-mcp-header`: a header-name token, unique ignoring case, on a property of a primitive type that is reached
 * from the root through `properties` keys only (never `items`, a composition, a condition or `$ref`).
 */
function lintHeaders(schema: Record<string, unknown> | boolean): ProviderFinding[] {
  const out: ProviderFinding[] = [];
  const seen = new Map<string, string>();
  visitAll(schema, '/inputSchema', (node, path) => {
    if (!Object.hasOwn(node, 'x-mcp-header')) return;
    const at = appendPointer(path, 'x-mcp-header');
    const name = node['x-mcp-header'];
    const problem = headerProblem(name, node, isReachable(path), seen);
    if (problem !== null) out.push(finding('mcp-header', at, problem));
    else seen.set((name as string).toLowerCase(), at);
  });
  return out;
}

/** Whether a schema's pointer under `/inputSchema` is a chain of `properties` keys only (`/properties/a/properties/b`). */
function isReachable(path: string): boolean {
  const steps = path.split('/').slice(2);
  return (
    steps.length > 0 &&
    steps.length % 2 === 0 &&
    steps.every((step, i) => i % 2 === 1 || step === 'properties')
  );
}

function headerProblem(
  name: unknown,
  node: Record<string, unknown>,
  isReachable: boolean,
  seen: ReadonlyMap<string, string>,
): Record<string, unknown> | null {
  if (typeof name !== 'string' || !HEADER_NAME.test(name)) return { reason: 'not_a_token' };
  if (!isReachable) return { reason: 'not_reachable', name };
  if (typeof node.type !== 'string' || !HEADER_TYPES.has(node.type)) return { reason: 'not_primitive', name };
  const first = seen.get(name.toLowerCase());
  return first === undefined ? null : { reason: 'duplicate', name, first };
}

/** The first composition bound the schema goes over, with the pointer where it does. */
function lintComposition(schema: unknown, path: string): ProviderFinding[] {
  let steps = 0;
  let branches = 0;
  let over: ProviderFinding | undefined;
  const report = (bound: 'depth' | 'branches' | 'steps', at: string) => {
    over ??= finding('mcp-composition', at, { bound, limit: COMPOSITION_LIMITS[bound] });
  };
  const visit = (node: unknown, at: string, depth: number): void => {
    if (over !== undefined || !isPlainObject(node)) return;
    if (++steps > COMPOSITION_LIMITS.steps) return report('steps', at);
    for (const [via, child] of childSchemas(node)) {
      const isBranch = COMPOSITION.has(via[0]!);
      if (isBranch && ++branches > COMPOSITION_LIMITS.branches) return report('branches', at);
      const childAt = via.reduce(appendPointer, at);
      if (isBranch && depth + 1 > COMPOSITION_LIMITS.depth) return report('depth', childAt);
      visit(child, childAt, depth + (isBranch ? 1 : 0));
    }
  };
  visit(schema, path, 0);
  return over === undefined ? [] : [over];
}

function visitAll(
  schema: unknown,
  path: string,
  visitor: (node: Record<string, unknown>, path: string, via: readonly string[]) => void,
  via: readonly string[] = [],
): void {
  if (!isPlainObject(schema)) return;
  visitor(schema, path, via);
  for (const [step, child] of childSchemas(schema))
    visitAll(child, step.reduce(appendPointer, path), visitor, step);
}
