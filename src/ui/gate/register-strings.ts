import { registerDictionary } from '../i18n/t.ts';
import { GATE_STRINGS } from './strings.ts';

// Imported by the lazily loaded Gate view, so its strings arrive with its code.
registerDictionary(GATE_STRINGS);
