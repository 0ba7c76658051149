import { registerDictionary } from '../i18n/t.ts';
import { TOOL_STRINGS } from './strings.ts';

// Imported by the tool detail's lazily loaded parts that say what a host assumes, so the words come with them.
registerDictionary(TOOL_STRINGS);
