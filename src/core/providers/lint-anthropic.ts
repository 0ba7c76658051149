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
import { isolate } from '../wording/isolate.ts';

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
    const message = `Strict tool use does not support "${isolate(keyword)}".`;
    out.push(finding('anthropic-strict-constraints', at(site, keyword), { keyword }, message));
  }
  if (node.minItems !== undefined && node.minItems !== 0 && node.minItems !== 1) {
    const message = `Strict tool use supports "minItems" of 0 or 1 only; here it is ${JSON.stringify(node.minItems)}.`;
    out.push(
      finding(
        'anthropic-strict-constraints',
        at(site, 'minItems'),
        { keyword: 'minItems', limit: node.minItems },
        message,
      ),
    );
  }
  for (const keyword of ANTHROPIC_STRICT_UNLISTED) {
    if (node[keyword] === undefined) continue;
    const message = `"${isolate(keyword)}" is not among the keywords strict tool use supports.`;
    out.push(finding('anthropic-strict-unlisted', at(site, keyword), { keyword }, message));
  }
  if (typeof node.format === 'string' && !ANTHROPIC_FORMATS.includes(node.format)) {
    const message = `Strict tool use does not list the format "${isolate(node.format)}".`;
    out.push(
      finding(
        'anthropic-strict-format',
        at(site, 'format'),
        { keyword: 'format', format: node.format },
        message,
      ),
    );
  }
  if (Array.isArray(node.enum) && node.enum.some((value) => typeof value === 'object' && value !== null)) {
    const message = 'Strict tool use supports enum values that are strings, numbers, booleans or null only.';
    out.push(finding('anthropic-strict-enum', at(site, 'enum'), { keyword: 'enum' }, message));
  }
}

function lintAdditional(node: Record<string, unknown>, site: SchemaSite, out: ProviderFinding[]): void {
  const kind = additionalPropertiesKind(node);
  if (kind === 'false') return;
  const message = `Strict tool use needs "additionalProperties": false on every object; here it is ${kind === 'absent' ? 'missing' : kind}.`;
  out.push(
    finding('anthropic-strict-additional', at(site, 'additionalProperties'), { found: kind }, message),
  );
}

function lintRefs(schema: unknown, base: string, refs: readonly RefSite[]): ProviderFinding[] {
  const recursive = recursiveRefPaths(schema, refs);
  const out: ProviderFinding[] = [];
  for (const site of refs) {
    const path = base + site.path + '/$ref';
    if (site.target === null) {
      const message = `Strict tool use supports local references only; "${isolate(site.ref)}" is not one.`;
      out.push(finding('anthropic-strict-ref', path, { keyword: '$ref', reason: 'external' }, message));
    } else if (recursive.has(site.path)) {
      const message = `Strict tool use does not support recursive schemas; "${isolate(site.ref)}" leads back to itself.`;
      out.push(finding('anthropic-strict-ref', path, { keyword: '$ref', reason: 'recursive' }, message));
    }
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
    const words =
      measure === 'optionalParameters' ? 'optional parameters' : 'parameters with anyOf or a type list';
    const message = `The schema has ${count} ${words}; strict tool use allows ${limit} across a request.`;
    out.push(finding('anthropic-strict-limits', base, { measure, limit, count }, message));
  }
  return out;
}
