import { registerDictionary } from '../i18n/t.ts';
import { SCHEMA_STRINGS } from './strings.ts';

// Imported by the lazily loaded lower part of the Documentation view, so its strings arrive with its code.
registerDictionary(SCHEMA_STRINGS);
