import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from './dictionaries.ts';
import { LANGS, PageText, type Dictionary } from './page-text.svelte.ts';
import { isolate } from '../../core/index.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Areas whose code loads lazily keep their strings beside it in `strings.ts` and register them on load.
const lazyModules = import.meta.glob<Record<string, Dictionary>>('../*/strings.ts', { eager: true });
const LAZY_AREAS = Object.entries(lazyModules).map(([path, module]) => {
  const exported = Object.values(module);
  if (exported.length !== 1) throw new Error(`${path} must export exactly one dictionary`);
  return [`lazy ${path.split('/')[1]}`, exported[0]!] as const;
});

describe('dictionaries', () => {
  const areas = [...Object.entries(DICTIONARIES), ...LAZY_AREAS];

  it('has the first-load areas', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([
      './dict/catalog.ts',
      './dict/import.ts',
      './dict/shell.ts',
      './dict/views.ts',
    ]);
  });

  it('includes the lazily registered areas', () => {
    expect(LAZY_AREAS.map(([area]) => area).sort()).toEqual([
      'lazy arguments',
      'lazy budget',
      'lazy catalog',
      'lazy compare',
      'lazy errors',
      'lazy form',
      'lazy gate',
      'lazy import',
      'lazy providers',
      'lazy records',
      'lazy schema',
      'lazy shared',
      'lazy shell',
      'lazy tool',
      'lazy trust',
    ]);
  });

  it('has at least one area', () => {
    expect(areas.length).toBeGreaterThan(0);
  });

  it.each(areas)('%s has the same keys and placeholders in every language', (_, dictionary) => {
    const english = dictionary.en;
    for (const lang of LANGS) {
      const strings = dictionary[lang];
      expect(Object.keys(strings).sort(), lang).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(strings)) {
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english[key]!));
      }
    }
  });

  // A particle's form depends on the word before it, which a placeholder hides: "observe을(를)" reads badly.
  it.each(areas)('%s puts no form-dependent Korean particle after a placeholder', (_, dictionary) => {
    const alternative = /\((?:을|를|은|는|이|가|과|와|으)\)/;
    const afterPlaceholder = /\}[”"]?(?:을|를|은|는|이|가|과|와|으로|로)(?![가-힣])/;
    for (const [key, text] of Object.entries(dictionary.ko)) {
      expect(text, key).not.toMatch(alternative);
      expect(text, key).not.toMatch(afterPlaceholder);
    }
  });

  it.each(areas)('%s has a plain form for every `.one` form', (_, dictionary) => {
    const keys = Object.keys(dictionary.en);
    for (const key of keys.filter((k) => k.endsWith('.one'))) {
      expect(keys, key).toContain(key.slice(0, -'.one'.length));
      expect(dictionary.en[key], key).toContain('{count}');
    }
  });

  it('never defines one key in two areas', () => {
    const seen = new Map<string, string>();
    for (const [area, dictionary] of areas) {
      for (const key of Object.keys(dictionary.en)) {
        expect(seen.get(key), key).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
});

describe('t', () => {
  const words = new PageText();
  const { t } = words;

  it('follows the current language and fills placeholders as text', () => {
    words.lang = 'en';
    const english = t('shell.title');
    words.lang = 'ko';
    expect(t('shell.title')).not.toBe('');
    expect(t('shell.title')).not.toBe(english);
    words.lang = 'en';
    expect(t('shell.title')).toBe(english);
    expect(t('catalog.count', { count: '<b>3</b>' })).toContain('<b>3</b>');
  });

  it.each([
    [1, '1 tool'],
    ['1', '1 tool'],
    [0, '0 tools'],
    [2, '2 tools'],
    ['1,000', '1,000 tools'],
  ])('a count of %j reads %j', (count, expected) => {
    words.lang = 'en';
    expect(t('catalog.count', { count })).toBe(expected);
  });

  it('shows the key of a missing string rather than nothing', () => {
    expect(t('no.such.key')).toBe('no.such.key');
  });
});

describe('tParts', () => {
  const words = new PageText();
  const { t, tParts } = words;

  it('splits a sentence where its parameters were filled in, in every language, and t() isolates each one', () => {
    words.register({
      en: { 'test.parts': 'Tool {name} at {path}, {missing}.' },
      ko: { 'test.parts': '{path}의 도구 {name}, {missing}.' },
    });
    const params = { name: 'safe_read\u202E', path: '/a' };
    words.lang = 'en';
    expect(t('test.parts', params)).toBe('Tool \u2068safe_read\u202E\u202C\u2069 at /a, {missing}.');
    expect(tParts('test.parts', params)).toEqual([
      { text: 'Tool ', isParam: false },
      { text: 'safe_read\u202E', isParam: true },
      { text: ' at ', isParam: false },
      { text: '/a', isParam: true },
      { text: ', {missing}.', isParam: false },
    ]);
    words.lang = 'ko';
    expect(
      tParts('test.parts', params)
        .filter((p) => p.isParam)
        .map((p) => p.text),
    ).toEqual(['/a', 'safe_read\u202E']);
    for (const lang of LANGS) {
      words.lang = lang;
      expect(
        tParts('test.parts', params)
          .map((p) => (p.isParam ? isolate(p.text) : p.text))
          .join(''),
      ).toBe(t('test.parts', params));
    }
    words.lang = 'en';
  });
});

describe('register', () => {
  const words = new PageText();
  const { t } = words;

  it('adds strings that t() finds in every language', () => {
    words.register({ en: { 'test.late': 'Late {n}' }, ko: { 'test.late': '늦게 {n}' } });
    words.lang = 'ko';
    expect(t('test.late', { n: 1 })).toBe('늦게 1');
    words.lang = 'en';
    expect(t('test.late', { n: 2 })).toBe('Late 2');
  });
});

describe('hasKey', () => {
  it('knows the first-load keys and the keys an area registers, in that page only', () => {
    const words = new PageText();
    expect([words.hasKey('shell.title'), words.hasKey('test.has')]).toEqual([true, false]);
    words.register({ en: { 'test.has': 'Has' }, ko: { 'test.has': '있음' } });
    expect(words.hasKey('test.has')).toBe(true);
    expect(new PageText().hasKey('test.has')).toBe(false);
  });
});

describe('PageText', () => {
  it('starts in English, and speaks Korean once told to', () => {
    const words = new PageText();
    expect([words.lang, words.t('shell.title')]).toEqual([
      'en',
      DICTIONARIES['./dict/shell.ts']!.en['shell.title'],
    ]);
    words.lang = 'ko';
    expect(words.t('shell.title')).toBe(DICTIONARIES['./dict/shell.ts']!.ko['shell.title']);
  });

  it('keeps each page its own language and registered strings', () => {
    const [first, second] = [new PageText(), new PageText()];
    first.register({ en: { 'test.own': 'Own' }, ko: { 'test.own': '자기' } });
    first.lang = 'ko';
    expect([first.t('test.own'), second.t('test.own')]).toEqual(['자기', 'test.own']);
    expect([first.lang, second.lang]).toEqual(['ko', 'en']);
    expect(second.t('shell.title')).toBe(DICTIONARIES['./dict/shell.ts']!.en['shell.title']);
  });

  it('gives methods that work apart from the instance, as a component destructures them', () => {
    const words = new PageText();
    words.lang = 'ko';
    const { t, tParts, formatCount, hasKey } = words;
    expect(t('shell.title')).toBe(DICTIONARIES['./dict/shell.ts']!.ko['shell.title']);
    expect(tParts('shell.title').map((part) => part.text)).toEqual([
      DICTIONARIES['./dict/shell.ts']!.ko['shell.title'],
    ]);
    expect([formatCount(100000), hasKey('shell.title')]).toEqual(['100,000', true]);
  });
});
