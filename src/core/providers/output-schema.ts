import { isPlainObject, jsonEqual } from '../json-value.ts';
import { appendPointer } from '../pointer.ts';
import { adaptForProvider } from './adapt.ts';
import type { Provider } from './types.ts';

/** What a provider's tool format does with a tool's outputSchema: carries it at a pointer in the request, or drops it. */
export type OutputSchemaFate =
  { provider: Provider; fate: 'kept'; path: string } | { provider: Provider; fate: 'dropped' };

const PROBE_OUTPUT = { type: 'object', properties: { probe: { type: 'string' } }, required: ['probe'] };
const PROBE = { name: 'probe', inputSchema: { type: 'object' }, outputSchema: PROBE_OUTPUT };

/**
 * Asks the provider's adapter itself: a tool with an outputSchema is adapted, and the request it gives
 * either holds that schema (kept, with its pointer) or not (dropped). Read from the adapter, so this
 * answer cannot drift from what `adaptForProvider` sends.
 */
export function outputSchemaFate(provider: Provider): OutputSchemaFate {
  const adapted = adaptForProvider(PROBE, provider);
  if (!adapted.ok) throw new Error(`The outputSchema probe is refused: ${adapted.error.message}`);
  const path = findValue(adapted.value.request, PROBE_OUTPUT, '');
  return path === null ? { provider, fate: 'dropped' } : { provider, fate: 'kept', path };
}

/** The pointer of the first value inside `node` equal to `target`, or null. */
function findValue(node: unknown, target: unknown, path: string): string | null {
  if (jsonEqual(node, target)) return path;
  const entries = Array.isArray(node)
    ? node.map((value, i) => [String(i), value] as const)
    : isPlainObject(node)
      ? Object.entries(node)
      : [];
  for (const [key, value] of entries) {
    const found = findValue(value, target, appendPointer(path, key));
    if (found !== null) return found;
  }
  return null;
}
