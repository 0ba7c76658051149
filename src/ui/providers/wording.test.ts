import { describe, expect, it } from 'vitest';
import { adaptForProvider, lintForProvider } from '../../core/index.ts';
import { PageText } from '../i18n/page-text.svelte.ts';
import { withProvidersStrings } from './register-strings.ts';
import { changeItem, findingItem } from './wording.ts';

const words = new PageText();
withProvidersStrings(words);
const { t } = words;
const tool = { name: 'safe_read\u202E', inputSchema: { type: 'object' } };

/** Whether every direction control in `text` sits inside an isolate opened and closed within it. */
function isIsolated(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if (char === '\u2066' || char === '\u2067' || char === '\u2068') depth++;
    else if (char === '\u2069') depth--;
    else if (/[\u202a-\u202e]/u.test(char) && depth === 0) return false;
    if (depth < 0) return false;
  }
  return depth === 0;
}

describe.each(['en', 'ko'] as const)('a provider finding about a name with an override (%s)', (lang) => {
  it('isolates the refused characters in the sentence', () => {
    words.lang = lang;
    const linted = lintForProvider(tool, 'openai');
    if (!linted.ok) throw new Error('the tool must lint');
    const { wording } = findingItem(linted.value.find((finding) => finding.code === 'NAME_NOT_ALLOWED')!);
    const sentence = t(wording.key, wording.params);
    expect(sentence).toContain('"\u202E"\u202C\u2069');
    expect(isIsolated(sentence)).toBe(true);
    words.lang = 'en';
  });

  it('isolates the original name in the rename change', () => {
    words.lang = lang;
    const adapted = adaptForProvider(tool, 'openai');
    if (!adapted.ok) throw new Error('the tool must adapt');
    const { wording } = changeItem(adapted.value.changes.find((change) => change.action === 'renamed')!);
    const sentence = t(wording.key, wording.params);
    expect(sentence).toContain('\u2068safe_read\u202E\u202C\u2069');
    expect(isIsolated(sentence)).toBe(true);
    words.lang = 'en';
  });
});
