import { describe, expect, it } from 'vitest';
import { loadMcpToolsList, SENTENCES } from '../../core/index.ts';
import { LANGS } from '../i18n/dictionary.ts';
import { DICTIONARIES } from '../i18n/dictionaries.ts';
import { IMPORT_STRINGS } from './strings.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('IMPORT_STRINGS', () => {
  it('has the same keys and placeholders in every language, none empty', () => {
    const english = IMPORT_STRINGS.en as Record<string, string>;
    for (const lang of LANGS) {
      const strings = IMPORT_STRINGS[lang] as Record<string, string>;
      expect(Object.keys(strings).sort(), lang).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english[key]!));
      }
    }
  });

  it('defines no key that an eagerly loaded area defines', () => {
    const eager = new Set(Object.values(DICTIONARIES).flatMap((dictionary) => Object.keys(dictionary.en)));
    expect(Object.keys(IMPORT_STRINGS.en).filter((key) => eager.has(key))).toEqual([]);
  });

  it('explains every code the import can show that the catalog contract does not', () => {
    const codes = ['INVALID_JSON', 'CATALOG_TOO_LARGE', 'UNKNOWN_CATALOG_FORMAT', 'INVALID_TOOLS_LIST'];
    const compile = ['UNSUPPORTED_KEYWORD', 'INVALID_SCHEMA', 'UNRESOLVED_REF'];
    for (const code of [...codes, ...compile])
      expect(IMPORT_STRINGS.en).toHaveProperty([`import.code.${code}`]);
  });

  it('words every note the importer writes, as the core words it', () => {
    const hints = { title: 'B', readOnlyHint: null, destructiveHint: null };
    const tool = { name: 'a', title: 'A', description: null, inputSchema: { type: 'object' } };
    const loaded = loadMcpToolsList({
      tools: [
        { ...tool, annotations: hints },
        { ...tool, name: 'b', annotations: null },
      ],
    });
    if (!loaded.ok) throw new Error('the list was refused');
    const reasons = new Set(loaded.value.tools.flatMap((each) => each.notes.map((note) => note.reason)));
    expect([...reasons].sort()).toEqual(['null_annotations', 'null_hint', 'null_member', 'title_conflict']);
    const unquoted = (text: string) => text.replace(/[“”]/g, '"');
    for (const lang of LANGS)
      for (const reason of reasons) {
        const words = (IMPORT_STRINGS[lang] as Record<string, string>)[`mcp.note.${reason}`];
        const core = SENTENCES[reason as keyof typeof SENTENCES][lang];
        expect(unquoted(words ?? ''), `${lang} ${reason}`).toBe(core);
      }
  });
});
