import '../errors/register-strings.ts';
import { registerDictionary } from '../i18n/t.ts';
import { IMPORT_STRINGS } from './strings.ts';

// Imported by the lazily loaded import parts, so their strings arrive with their code.
registerDictionary(IMPORT_STRINGS);
