import { registerDictionary } from '../i18n/t.ts';
import { SHARED_STRINGS } from './strings.ts';

// Imported by the lazily loaded shared controls (tool search, copy link, a JSON syntax problem), so their strings arrive with their code.
registerDictionary(SHARED_STRINGS);
