import { appendPointer } from '../pointer.ts';
import { finding } from './finding.ts';
import { OPENAI_FORMATS, OPENAI_STRICT_COMPOSITION } from './keywords.ts';
import { lintOpenAiLimits } from './openai-limits.ts';
import {
  additionalPropertiesKind,
  at,
  isObjectSchema,
  isValueSchemaSite,
  propertyNames,
  requiredNames,
} from './schema-facts.ts';
import { walkSchema, type SchemaSite } from './schema-walk.ts';
import type { ProviderFinding } from './types.ts';

/** Findings for a tool's schema under OpenAI's strict mode (Structured Outputs), beyond the root rule. */
export function lintOpenAiStrict(schema: unknown, base: string): ProviderFinding[] {
  const out: ProviderFinding[] = [];
  walkSchema(schema, base, (node, site) => {
    if (typeof node === 'boolean') {
      if (node && site.via.length > 0 && isValueSchemaSite(site)) out.push(typeless(site));
      return;
    }
    lintKeywords(node, site, out);
    if (isObjectSchema(node)) lintObject(node, site, out);
  });
  out.push(...lintOpenAiLimits(schema, base));
  return out;
}

function typeless(site: SchemaSite): ProviderFinding {
  return finding('openai-strict-type', site.path, { keyword: 'type' });
}

function lintKeywords(node: Record<string, unknown>, site: SchemaSite, out: ProviderFinding[]): void {
  for (const keyword of OPENAI_STRICT_COMPOSITION) {
    if (node[keyword] === undefined) continue;
    out.push(finding('openai-strict-composition', at(site, keyword), { keyword }));
  }
  if (node.oneOf !== undefined)
    out.push(finding('openai-strict-oneof', at(site, 'oneOf'), { keyword: 'oneOf' }));
  if (typeof node.format === 'string' && !OPENAI_FORMATS.includes(node.format)) {
    out.push(finding('openai-strict-format', at(site, 'format'), { keyword: 'format', format: node.format }));
  }
  const hasType = ['type', 'anyOf', 'oneOf', 'allOf', '$ref', 'enum', 'const'].some(
    (key) => node[key] !== undefined,
  );
  // the root's type is the root rule's concern (openai-root)
  if (!hasType && site.via.length > 0 && isValueSchemaSite(site)) out.push(typeless(site));
  const type = node.type;
  const isArray = type === 'array' || (Array.isArray(type) && type.includes('array'));
  if (isArray && node.items === undefined) {
    out.push(finding('openai-strict-items', site.path, { keyword: 'items' }));
  }
}

function lintObject(node: Record<string, unknown>, site: SchemaSite, out: ProviderFinding[]): void {
  const required = new Set(requiredNames(node));
  for (const key of propertyNames(node)) {
    if (required.has(key)) continue;
    out.push(finding('openai-strict-required', appendPointer(at(site, 'properties'), key), { key }));
  }
  const kind = additionalPropertiesKind(node);
  if (kind !== 'false')
    out.push(finding('openai-strict-additional', at(site, 'additionalProperties'), { found: kind }));
}
