/**
 * The provider formats the page can show a tool in: each provider, plus its strict mode where it has one.
 * Kept apart from `src/core/providers` (which loads lazily) so the address can be read in the initial bundle;
 * a unit test checks the list against the core's `PROVIDERS` and `PROVIDER_LABELS`.
 */
export const FORMAT_IDS = [
  'mcp',
  'openai',
  'openai-strict',
  'anthropic',
  'anthropic-strict',
  'gemini',
] as const;

/** One provider format, as it appears in the address (`?provider=openai-strict`). */
export type FormatId = (typeof FORMAT_IDS)[number];

/** The format shown when the address names none. */
export const DEFAULT_FORMAT: FormatId = 'mcp';

/** Whether a value from the address names a provider format. */
export function isFormatId(value: string): value is FormatId {
  return (FORMAT_IDS as readonly string[]).includes(value);
}
