import { describe, expect, it } from 'vitest';
import { changeClasses } from '../diff/classes.ts';
import { diffCatalogs } from '../diff/diff-catalogs.ts';
import { classReason, diffChangeSentence } from '../diff/messages.ts';
import { adaptForProvider } from '../providers/adapt.ts';
import { lintForProvider } from '../providers/lint.ts';
import { PROVIDERS, RULES } from '../providers/rules.ts';
import { CHANGE_REASONS, changeSentence, findingSentence } from '../providers/sentence.ts';
import type { RuleId } from '../providers/types.ts';
import { FSI, PDI } from './isolate.ts';
import { SENTENCES, wordSentence, type Sentence } from './reasons.ts';

const hasBothLanguages = (key: string) => {
  const words = (SENTENCES as Record<string, { en?: string; ko?: string } | undefined>)[key];
  return Object.hasOwn(SENTENCES, key) && !!words?.en?.trim() && !!words.ko?.trim();
};

/** Whether a sentence, filled in both languages, leaves no placeholder unfilled. */
const isFilled = (sentence: Sentence) =>
  (['en', 'ko'] as const).every((lang) => !/\{\w+\}/.test(wordSentence(sentence, lang)));

// A tool that breaks as many rules as one tool can: a name no provider takes, strict-mode gaps, keywords
// Gemini lacks, a recursive $ref, a large enum.
const tool = {
  name: 'files/read',
  inputSchema: {
    type: 'object',
    properties: {
      path: { type: 'string', format: 'hostname', minLength: 1, pattern: '^/' },
      mode: { oneOf: [{ const: 'a' }, { const: 'b' }] },
      tags: { type: ['array', 'null'], items: { type: 'string' }, minItems: 3 },
      level: { type: 'integer', enum: [1, 2], not: { const: 3 } },
      tree: { $ref: '#/$defs/node' },
      pick: { allOf: [{ type: 'string' }] },
      any: { allOf: [true] },
      free: true,
      flags: { type: 'object', additionalProperties: true, 'x-mcp-header': 'not a token' },
      big: { type: 'string', enum: Array.from({ length: 300 }, (_, i) => `${i}`.padEnd(60, 'x')) },
    },
    $defs: { node: { type: 'object', properties: { next: { $ref: '#/$defs/node' } } } },
  },
};

describe('the sentences of provider findings, adaptations and diff changes', () => {
  it('has a sentence in English and Korean for every rule, change action and diff change class', () => {
    for (const rule of Object.keys(RULES) as RuleId[]) {
      expect(hasBothLanguages(findingSentence({ rule, effect: 'rejected', params: {} }).key), rule).toBe(
        true,
      );
    }
    for (const action of Object.keys(CHANGE_REASONS) as (keyof typeof CHANGE_REASONS)[]) {
      expect(hasBothLanguages(changeSentence({ action, params: {} }).key), action).toBe(true);
    }
    for (const name of changeClasses()) {
      const reason = classReason(name);
      expect(reason, name).toBeDefined();
      expect(hasBothLanguages(reason!), name).toBe(true);
    }
  });

  it('makes each finding’s and change’s message from its sentence, and fills it in both languages', () => {
    let count = 0;
    for (const provider of PROVIDERS)
      for (const strict of [false, true]) {
        const linted = lintForProvider(tool, provider, { strict });
        const adapted = adaptForProvider(tool, provider, { strict });
        if (!linted.ok || !adapted.ok) throw new Error('the tool must lint');
        for (const found of [...linted.value, ...adapted.value.remaining]) {
          const sentence = findingSentence(found);
          expect(found.message, found.rule).toBe(wordSentence(sentence, 'en'));
          expect(isFilled(sentence), `${found.rule} ${sentence.key}`).toBe(true);
          count++;
        }
        for (const change of adapted.value.changes) {
          const sentence = changeSentence(change);
          expect(change.message, change.action).toBe(wordSentence(sentence, 'en'));
          expect(isFilled(sentence), `${change.action} ${sentence.key}`).toBe(true);
          count++;
        }
      }
    expect(count).toBeGreaterThan(50);
  });

  it('makes each diff change’s message from its sentence, and fills it in both languages', () => {
    const before = {
      tools: [
        { name: 'gone', inputSchema: { type: 'object' } },
        {
          name: 'kept',
          title: 'Kept',
          inputSchema: {
            type: 'object',
            properties: {
              q: { type: 'string', maxLength: 100, enum: Array.from({ length: 14 }, (_, i) => `v${i}`) },
              n: { type: ['integer', 'string'] },
            },
          },
          outputSchema: { type: 'object', properties: { x: { type: 'string' } } },
          annotations: { readOnlyHint: true },
        },
      ],
    };
    const after = {
      tools: [
        {
          name: 'kept',
          description: 'Now described.',
          inputSchema: {
            type: 'object',
            properties: { q: { type: 'string', maxLength: 10, enum: ['v0'] }, n: { type: 'integer' } },
            required: ['q'],
            additionalProperties: false,
          },
          outputSchema: { type: 'object', properties: { x: { type: ['string', 'null'] } } },
          annotations: { readOnlyHint: false },
        },
        { name: 'new', inputSchema: { type: 'object' } },
      ],
    };
    const diffed = diffCatalogs(before, after);
    if (!diffed.ok) throw new Error('both catalogs must read');
    const classes = new Set(diffed.value.changes.map((change) => change.class));
    expect(classes.size).toBeGreaterThan(8);
    for (const change of diffed.value.changes) {
      expect(change.message, change.class).toBe(wordSentence(diffChangeSentence(change, 'en'), 'en'));
      for (const lang of ['en', 'ko'] as const) {
        const sentence = diffChangeSentence(change, lang);
        expect(isFilled(sentence), `${change.class} ${sentence.key} ${lang}`).toBe(true);
      }
    }
  });

  it('words the problem of a schema the engine refuses in the sentence’s language', () => {
    const tool = (name: string, s: unknown) => ({
      name,
      inputSchema: { type: 'object', properties: { s } },
    });
    const before = {
      tools: [tool('old', { type: 'string', minLength: 'x' }), tool('new', { type: 'string' })],
    };
    const after = { tools: [tool('old', { type: 'string' }), tool('new', { $ref: '#/$defs/none' })] };
    const diffed = diffCatalogs(before, after);
    if (!diffed.ok) throw new Error('both catalogs must read');
    const words = (lang: 'en' | 'ko') =>
      diffed.value.changes.map((change) => wordSentence(diffChangeSentence(change, lang), lang));
    expect(diffed.value.changes.map((change) => change.message)).toEqual([
      'The old schema cannot be checked ("minLength" must be a non-negative integer), so the change is undecided.',
      'The new schema cannot be checked ("$ref" points to "#/$defs/none", where no schema is), so the change is undecided.',
    ]);
    expect(words('en')).toEqual(diffed.value.changes.map((change) => change.message));
    expect(words('ko')).toEqual([
      `이전 스키마를 검사할 수 없어 변경을 판단하지 못합니다(${FSI}"minLength" 값은 0 이상의 정수여야 합니다${PDI}).`,
      `새 스키마를 검사할 수 없어 변경을 판단하지 못합니다(${FSI}"$ref" 참조가 가리키는 곳에 스키마가 없습니다: "#/$defs/none"${PDI}).`,
    ]);
  });
});
