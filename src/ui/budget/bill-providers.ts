import type { Provider } from '../../core/index.ts';

/** The providers a catalog is billed for on the page and on a published site, the default (OpenAI) first. */
export const BILL_PROVIDERS: readonly Provider[] = Object.freeze(['openai', 'anthropic', 'gemini', 'mcp']);
