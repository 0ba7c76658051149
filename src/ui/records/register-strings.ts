import { registerDictionary } from '../i18n/t.ts';
import { RECORDS_STRINGS } from './strings.ts';

// Imported by the lazily loaded Records view, so its strings arrive with its code.
registerDictionary(RECORDS_STRINGS);
