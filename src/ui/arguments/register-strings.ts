import '../errors/register-strings.ts';
import { registerDictionary } from '../i18n/t.ts';
import { ARGUMENTS_STRINGS } from './strings.ts';

// Imported by the lazily loaded Arguments view, so its strings arrive with its code.
registerDictionary(ARGUMENTS_STRINGS);
