import { appendPointer, isObjectValue } from '../core/index.ts';
import type { SiteCatalog } from './site-catalog.ts';
import { siteRefusal, type SiteResult } from './site-error.ts';

/** Texts in the page's languages; either may be missing. */
export interface Texts {
  en?: string;
  ko?: string;
}

/** A descriptions file: per tool, texts for the tool and optionally for each of its fields. */
export type DescriptionsFile = Record<string, Texts & { fields?: Record<string, Texts> }>;

const LANG_KEYS = ['en', 'ko'];

/**
 * Checks a descriptions file against a scalar catalog (MCP tools carry their own descriptions): every tool
 * and field it names must exist, and every text must be a string.
 */
export function readDescriptions(value: unknown, site: SiteCatalog): SiteResult<DescriptionsFile> {
  if (site.kind === 'mcp') {
    return siteRefusal('INVALID_INPUT', '', 'descriptions_not_for_mcp');
  }
  if (!isObjectValue(value)) return siteRefusal('INVALID_INPUT', '', 'descriptions_not_an_object');
  for (const [name, entry] of Object.entries(value)) {
    const at = appendPointer('', name);
    const tool = site.catalog.index.tool(name);
    if (!tool) return siteRefusal('UNKNOWN_TOOL', at, 'unknown_tool', { name });
    const texts = checkTexts(entry, at, ['fields']);
    if (!texts.ok) return texts;
    const fields = (entry as { fields?: unknown }).fields;
    if (fields === undefined) continue;
    const fieldsAt = appendPointer(at, 'fields');
    if (!isObjectValue(fields)) return siteRefusal('INVALID_INPUT', fieldsAt, 'fields_not_an_object');
    for (const [field, fieldTexts] of Object.entries(fields)) {
      const fieldAt = appendPointer(fieldsAt, field);
      if (!Object.hasOwn(tool.definition.fields, field))
        return siteRefusal('INVALID_ARGUMENT_KEYS', fieldAt, 'unknown_key', { key: field });
      const checked = checkTexts(fieldTexts, fieldAt, []);
      if (!checked.ok) return checked;
    }
  }
  return { ok: true, value: value as DescriptionsFile };
}

function checkTexts(entry: unknown, at: string, extraKeys: string[]): SiteResult<true> {
  if (!isObjectValue(entry)) return siteRefusal('INVALID_INPUT', at, 'texts_not_an_object');
  for (const [key, text] of Object.entries(entry)) {
    if (extraKeys.includes(key)) continue;
    const keyAt = appendPointer(at, key);
    if (!LANG_KEYS.includes(key)) return siteRefusal('INVALID_INPUT', keyAt, 'not_a_language', { key });
    if (typeof text !== 'string' || text === '')
      return siteRefusal('INVALID_INPUT', keyAt, 'empty_description');
  }
  return { ok: true, value: true };
}
