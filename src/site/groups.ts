import { appendPointer, isObjectValue } from '../core/index.ts';
import { hasTool, type SiteCatalog } from './site-catalog.ts';
import { siteRefusal, type SiteResult } from './site-error.ts';

/**
 * Checks a groups file, `{ "tool name": "group name" }`, against the catalog: every key must name a tool
 * of it and every value must be a non-empty string. Tools it leaves out are listed under "Other".
 */
export function readGroups(value: unknown, site: SiteCatalog): SiteResult<ReadonlyMap<string, string>> {
  if (!isObjectValue(value)) return siteRefusal('INVALID_INPUT', '', 'groups_not_an_object');
  const groupOf = new Map<string, string>();
  for (const [name, group] of Object.entries(value)) {
    const at = appendPointer('', name);
    if (!hasTool(site, name)) return siteRefusal('UNKNOWN_TOOL', at, 'unknown_tool', { name });
    if (typeof group !== 'string' || group.trim() === '')
      return siteRefusal('INVALID_INPUT', at, 'empty_group');
    groupOf.set(name, group);
  }
  return { ok: true, value: groupOf };
}
