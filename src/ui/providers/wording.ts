import { quoted, type ProviderChange, type ProviderFinding } from '../../core/index.ts';
import type { Params } from '../i18n/t.ts';

/** An i18n key and its parameters: how the page words a finding or change in any language. */
export interface Wording {
  key: string;
  params: Params;
}

/** One finding or change as a list shows it: a tag (`rejected`, `kept`…), its pointer and its sentence. */
export interface TaggedItem {
  tag: string;
  isWarning: boolean;
  path: string;
  wording: Wording;
}

/** A finding as a list item: refusals are the warnings. */
export function findingItem(finding: ProviderFinding): TaggedItem {
  const { effect: tag, path } = finding;
  return { tag, isWarning: tag === 'rejected', path, wording: findingWording(finding) };
}

/** A change as a list item: a change that widens what the tool accepts is the warning. */
export function changeItem(change: ProviderChange): TaggedItem {
  const { meaning: tag, path } = change;
  return { tag, isWarning: tag === 'widened', path, wording: changeWording(change) };
}

/** Words a finding from its code, rule and params (never its English message). */
export function findingWording(finding: ProviderFinding): Wording {
  const p = finding.params;
  const params = textParams(p);
  if (finding.effect === 'ignored')
    return { key: p.keyword === 'oneOf' ? 'pf.ignored.oneOf' : 'pf.ignored', params };
  switch (finding.code) {
    case 'NAME_NOT_ALLOWED':
      return {
        key: `pf.name.${oneOf(p.reason, ['empty', 'characters', 'first_character'], 'characters')}`,
        params,
      };
    case 'NAME_TOO_LONG':
      return { key: 'pf.name.long', params };
    case 'ROOT_NOT_OBJECT':
      return { key: p.keyword === 'anyOf' ? 'pf.root.anyOf' : 'pf.root', params };
    case 'STRICT_ALL_REQUIRED':
      return { key: 'pf.required', params };
    case 'STRICT_NO_ADDITIONAL_PROPERTIES':
      return { key: p.found === 'absent' ? 'pf.additional.absent' : 'pf.additional', params };
    case 'LIMIT_EXCEEDED':
      return { key: `pf.limit.${oneOf(p.measure, LIMIT_MEASURES, 'other')}`, params };
    case 'KEYWORD_NOT_SUPPORTED':
      return { key: keywordKey(finding), params };
    case 'OUTPUT_NOT_OBJECT':
      return { key: 'pf.mcp.outputRoot', params };
    case 'SCHEMA_NOT_CHECKABLE':
      return { key: 'pf.mcp.outputSchema', params };
    case 'DIALECT_NOT_NAMED':
      return { key: 'pf.mcp.dialect', params };
    case 'INVALID_HEADER_PARAMETER':
      return { key: `pf.mcp.header.${oneOf(p.reason, HEADER_REASONS, 'not_a_token')}`, params };
    case 'COMPOSITION_TOO_LARGE':
      return { key: `pf.mcp.composition.${oneOf(p.bound, ['depth', 'branches', 'steps'], 'steps')}`, params };
  }
}

const HEADER_REASONS = ['not_a_token', 'not_reachable', 'not_primitive', 'duplicate'] as const;

const LIMIT_MEASURES = [
  'properties',
  'nesting',
  'stringLength',
  'enumValues',
  'large_enum_length',
  'optionalParameters',
  'unionParameters',
] as const;

function keywordKey(finding: ProviderFinding): string {
  const p = finding.params;
  switch (finding.rule) {
    case 'openai-strict-type':
      return 'pf.kw.noType';
    case 'openai-strict-items':
      return 'pf.kw.noItems';
    case 'gemini-type':
      return 'pf.kw.typeList';
    case 'gemini-enum':
      return 'pf.kw.enumStrings';
    case 'anthropic-strict-enum':
      return 'pf.kw.enumScalars';
    case 'anthropic-strict-ref':
      return p.reason === 'recursive' ? 'pf.kw.refRecursive' : 'pf.kw.refExternal';
    case 'gemini-ref':
      return 'pf.kw.ref';
  }
  if (p.reason === 'boolean_schema') return 'pf.kw.booleanSchema';
  if (p.form === 'array') return 'pf.kw.itemsList';
  if (p.format !== undefined) return 'pf.kw.format';
  if (p.limit !== undefined) return 'pf.kw.limit';
  return 'pf.kw';
}

const CHANGE_ACTIONS = [
  'renamed',
  'inlined_ref',
  'dropped_keyword',
  'one_of_to_any_of',
  'merged_all_of',
  'const_to_enum',
  'type_list',
  'closed_object',
  'made_nullable',
] as const;

/** Words a change adaptForProvider made, from its action, meaning and params. */
export function changeWording(change: ProviderChange): Wording {
  const action = oneOf(change.action, CHANGE_ACTIONS, 'other');
  const key =
    action === 'dropped_keyword' && change.meaning === 'widened' ? 'pc.dropped_constraint' : `pc.${action}`;
  return { key, params: { ...textParams(change.params), action: change.action } };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Params as text for `t`: strings and numbers as they are, lists joined (each item quoted and isolated), anything else as JSON. */
export function textParams(params: Readonly<Record<string, unknown>>): Params {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
    else if (Array.isArray(value)) out[key] = value.map((item) => quoted(item)).join(', ');
    else out[key] = JSON.stringify(value);
  }
  return out;
}
