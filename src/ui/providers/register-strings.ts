import { registerDictionary } from '../i18n/t.ts';
import { PROVIDERS_STRINGS } from './strings.ts';

// Imported by the lazily loaded provider parts, so their strings arrive with their code.
registerDictionary(PROVIDERS_STRINGS);
