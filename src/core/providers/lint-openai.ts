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
import { isolate } from '../wording/isolate.ts';

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
  const message = 'Strict mode needs a "type" in every schema; this one has none.';
  return finding('openai-strict-type', site.path, { keyword: 'type' }, message);
}

function lintKeywords(node: Record<string, unknown>, site: SchemaSite, out: ProviderFinding[]): void {
  for (const keyword of OPENAI_STRICT_COMPOSITION) {
    if (node[keyword] === undefined) continue;
    const message = `Strict mode does not support "${isolate(keyword)}".`;
    out.push(finding('openai-strict-composition', at(site, keyword), { keyword }, message));
  }
  if (node.oneOf !== undefined) {
    out.push(
      finding(
        'openai-strict-oneof',
        at(site, 'oneOf'),
        { keyword: 'oneOf' },
        'Strict mode does not permit "oneOf".',
      ),
    );
  }
  if (typeof node.format === 'string' && !OPENAI_FORMATS.includes(node.format)) {
    const message = `Strict mode does not support the format "${isolate(node.format)}".`;
    out.push(
      finding(
        'openai-strict-format',
        at(site, 'format'),
        { keyword: 'format', format: node.format },
        message,
      ),
    );
  }
  const hasType = ['type', 'anyOf', 'oneOf', 'allOf', '$ref', 'enum', 'const'].some(
    (key) => node[key] !== undefined,
  );
  // the root's type is the root rule's concern (openai-root)
  if (!hasType && site.via.length > 0 && isValueSchemaSite(site)) out.push(typeless(site));
  const type = node.type;
  const isArray = type === 'array' || (Array.isArray(type) && type.includes('array'));
  if (isArray && node.items === undefined) {
    const message = 'Strict mode needs "items" on an array schema.';
    out.push(finding('openai-strict-items', site.path, { keyword: 'items' }, message));
  }
}

function lintObject(node: Record<string, unknown>, site: SchemaSite, out: ProviderFinding[]): void {
  const required = new Set(requiredNames(node));
  for (const key of propertyNames(node)) {
    if (required.has(key)) continue;
    const message = `Strict mode needs every property in "required"; "${isolate(key)}" is not.`;
    out.push(finding('openai-strict-required', appendPointer(at(site, 'properties'), key), { key }, message));
  }
  const kind = additionalPropertiesKind(node);
  if (kind !== 'false') {
    const message = `Strict mode needs "additionalProperties": false on every object; here it is ${kind === 'absent' ? 'missing' : kind}.`;
    out.push(finding('openai-strict-additional', at(site, 'additionalProperties'), { found: kind }, message));
  }
}
