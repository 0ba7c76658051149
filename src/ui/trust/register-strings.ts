import { registerDictionary } from '../i18n/t.ts';
import { TRUST_STRINGS } from './strings.ts';

// Imported by the lazily loaded scan and pin parts, so their strings arrive with their code.
registerDictionary(TRUST_STRINGS);
