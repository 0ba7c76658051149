import { DIALECT_2020_12, DIALECT_DRAFT_07, type Dialect, type DialectUri } from './types.ts';

const VOCABULARY_PREFIX = 'https://json-schema.org/draft/2020-12/vocab/';

/** The dialect a `$schema` URI names, or undefined when it names neither of the two. */
export function knownDialect(uri: string): DialectUri | undefined {
  if (uri === DIALECT_2020_12 || uri === DIALECT_DRAFT_07) return uri;
  const bare = uri.replace(/#$/, '').replace(/^https?:/, '');
  if (bare === '//json-schema.org/draft/2020-12/schema') return DIALECT_2020_12;
  if (bare === '//json-schema.org/draft-07/schema') return DIALECT_DRAFT_07;
  return undefined;
}

export const DIALECTS: Readonly<Record<DialectUri, Dialect>> = {
  [DIALECT_2020_12]: { uri: DIALECT_2020_12, vocabularies: null },
  [DIALECT_DRAFT_07]: { uri: DIALECT_DRAFT_07, vocabularies: null },
};

/**
 * The dialect of a custom 2020-12 meta-schema: its `$vocabulary` turns vocabularies on (core always is);
 * undefined when the document declares none.
 */
export function vocabularyDialect(metaSchema: unknown): Dialect | undefined {
  if (typeof metaSchema !== 'object' || metaSchema === null) return undefined;
  const declared = (metaSchema as Record<string, unknown>).$vocabulary;
  if (typeof declared !== 'object' || declared === null || Array.isArray(declared)) return undefined;
  const names = new Set(['core']);
  for (const uri of Object.keys(declared)) {
    if (uri.startsWith(VOCABULARY_PREFIX)) names.add(uri.slice(VOCABULARY_PREFIX.length));
  }
  // format-annotation and format-assertion both enable the keyword; meta-data and content only annotate
  if (names.has('format-assertion')) names.add('format-annotation');
  return { uri: DIALECT_2020_12, vocabularies: names };
}
