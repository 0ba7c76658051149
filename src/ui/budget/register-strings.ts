import { registerDictionary } from '../i18n/t.ts';
import { BUDGET_STRINGS } from './strings.ts';

// Imported by the lazily loaded bill parts, so their strings arrive with their code.
registerDictionary(BUDGET_STRINGS);
