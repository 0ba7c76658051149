import { registerDictionary } from '../i18n/t.ts';
import { FORM_STRINGS } from './strings.ts';

// Imported by the edit-mode switch and the form, so the strings arrive with whichever loads first.
registerDictionary(FORM_STRINGS);
