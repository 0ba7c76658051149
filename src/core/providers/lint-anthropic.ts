import { finding } from './finding.ts';
import { ANTHROPIC_FORMATS, ANTHROPIC_STRICT_CONSTRAINTS, ANTHROPIC_STRICT_UNLISTED } from './keywords.ts';
import { recursiveRefPaths, type RefSite } from './refs.ts';
import {
  additionalPropertiesKind,
  at,
  isObjectSchema,
  propertyNames,
  requiredNames,
} from './schema-facts.ts';
import { walkSchema, type SchemaSite } from './schema-walk.ts';
import type { ProviderFinding } from './types.ts';

/** Anthropic's documented complexity limits for strict tools (anthropic-strict-limits). */
export const ANTHROPIC_STRICT_LIMITS = /* @__PURE__ */ Object.freeze({
  optionalParameters: 24,
  unionParameters: 16,
});

/** Findings for a tool's schema under Anthropic's strict tool use, beyond the root rule. */
export function lintAnthropicStrict(
  schema: unknown,
  base: string,
  refs: readonly RefSite[],
): ProviderFinding[] {
  const out: ProviderFinding[] = [];
  const tally = { optionalParameters: 0, unionParameters: 0 };
  walkSchema(schema, base, (node, site) => {
    if (typeof node === 'boolean') return;
    lintKeywords(node, site, out);
    if (!isObjectSchema(node)) return;
    lintAdditional(node, site, out);
    const required = new Set(requiredNames(node));
    for (const key of propertyNames(node)) {
      if (!required.has(key)) tally.optionalParameters++;
      const value = (node.properties as Record<string, unknown>)[key];
      if (isUnion(value)) tally.unionParameters++;
    }
  });
  out.push(...lintRefs(schema, base, refs), ...lintLimits(tally, base));
  return out;
}

function isUnion(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const node = schema as Record<string, unknown>;
  return node.anyOf !== undefined || Array.isArray(node.type);
}

function lintKeywords(node: Record<string, unknown>, site: SchemaSite, out: ProviderFinding[]): void {
  for (const keyword of ANTHROPIC_STRICT_CONSTRAINTS) {
    if (node[keyword] === undefined) continue;
    out.push(finding('anthropic-strict-constraints', at(site, keyword), { keyword }));
  }
  if (node.minItems !== undefined && node.minItems !== 0 && node.minItems !== 1) {
    const params = { keyword: 'minItems', limit: node.minItems };
    out.push(finding('anthropic-strict-constraints', at(site, 'minItems'), params));
  }
  for (const keyword of ANTHROPIC_STRICT_UNLISTED) {
    if (node[keyword] === undefined) continue;
    out.push(finding('anthropic-strict-unlisted', at(site, keyword), { keyword }));
  }
  if (typeof node.format === 'string' && !ANTHROPIC_FORMATS.includes(node.format)) {
    const params = { keyword: 'format', format: node.format };
    out.push(finding('anthropic-strict-format', at(site, 'format'), params));
  }
  if (Array.isArray(node.enum) && node.enum.some((value) => typeof value === 'object' && value !== null)) {
    out.push(finding('anthropic-strict-enum', at(site, 'enum'), { keyword: 'enum' }));
  }
}

function lintAdditional(node: Record<string, unknown>, site: SchemaSite, out: ProviderFinding[]): void {
  const kind = additionalPropertiesKind(node);
  if (kind === 'false') return;
  out.push(finding('anthropic-strict-additional', at(site, 'additionalProperties'), { found: kind }));
}

function lintRefs(schema: unknown, base: string, refs: readonly RefSite[]): ProviderFinding[] {
  const recursive = recursiveRefPaths(schema, refs);
  const out: ProviderFinding[] = [];
  for (const site of refs) {
    const path = base + site.path + '/$ref';
    const { ref } = site;
    if (site.target === null)
      out.push(finding('anthropic-strict-ref', path, { keyword: '$ref', reason: 'external', ref }));
    else if (recursive.has(site.path))
      out.push(finding('anthropic-strict-ref', path, { keyword: '$ref', reason: 'recursive', ref }));
  }
  return out;
}

function lintLimits(
  tally: { optionalParameters: number; unionParameters: number },
  base: string,
): ProviderFinding[] {
  const out: ProviderFinding[] = [];
  for (const measure of ['optionalParameters', 'unionParameters'] as const) {
    const limit = ANTHROPIC_STRICT_LIMITS[measure];
    const count = tally[measure];
    if (count <= limit) continue;
    out.push(finding('anthropic-strict-limits', base, { measure, limit, count }));
  }
  return out;
}
