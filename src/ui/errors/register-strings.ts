import { registerDictionary } from '../i18n/t.ts';
import { REASON_STRINGS } from './strings.ts';

// Imported by every lazily loaded view that words an error from its reason.
registerDictionary(REASON_STRINGS);
