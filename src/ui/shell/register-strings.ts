import { registerDictionary } from '../i18n/t.ts';
import { LINK_STRINGS } from './strings.ts';

// Imported by the lazily loaded view of a link's problems, so its strings arrive with its code.
registerDictionary(LINK_STRINGS);
