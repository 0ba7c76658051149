import '../errors/register-strings.ts';
import '../import/register-strings.ts';
import { registerDictionary } from '../i18n/t.ts';
import { COMPARE_STRINGS } from './strings.ts';

// Imported by the lazily loaded comparison panel, so its strings arrive with its code.
registerDictionary(COMPARE_STRINGS);
