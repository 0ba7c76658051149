import { PROVIDER_LABELS, PROVIDERS, type Provider } from '../../core/index.ts';
import type { FormatId } from '../state/provider-format.ts';

/** A provider format as the core takes it: the provider, and whether its strict mode is asked for. */
export interface FormatOptions {
  provider: Provider;
  strict: boolean;
}

/** The formats in the page's order: each provider, then its strict mode where it has one. */
export function formatIds(): FormatId[] {
  return PROVIDERS.flatMap((provider) =>
    PROVIDER_LABELS[provider].hasStrict ? [provider, `${provider}-strict`] : [provider],
  ) as FormatId[];
}

/** The provider and strict flag a format id stands for. */
export function formatOptions(id: FormatId): FormatOptions {
  const strict = id.endsWith('-strict');
  return { provider: (strict ? id.slice(0, -'-strict'.length) : id) as Provider, strict };
}

/** The provider's name as the page shows it; strict mode adds the word the i18n key `strictWord` gives. */
export function formatName(id: FormatId, strictWord: string): string {
  const { provider, strict } = formatOptions(id);
  const name = PROVIDER_LABELS[provider].name;
  return strict ? `${name} ${strictWord}` : name;
}
