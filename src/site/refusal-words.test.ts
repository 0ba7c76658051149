import { describe, expect, it } from 'vitest';
import { wordReason, type Reason } from '../core/index.ts';
import { wordProblem } from '../cli/problem-words.ts';
import { readDescriptions } from './descriptions.ts';
import { readExamples } from './examples.ts';
import { readGroups } from './groups.ts';
import { testItems } from '../core/catalog/test-catalog.ts';
import { loadSiteCatalog } from './site-catalog.ts';
import type { SiteResult } from './site-error.ts';

function site(catalog: unknown) {
  const loaded = loadSiteCatalog(catalog);
  if (!loaded.ok) throw new Error('the catalog does not load');
  return loaded.value;
}

const scalar = site(testItems());
const mcp = site({ tools: [{ name: 'echo', inputSchema: { type: 'object' } }] });
const call = { op: 'validate_arguments', name: 'observe', arguments: {} };

// Each refusal of an input file that restates a reason of the core's catalog, with its reason and path.
const REFUSALS: readonly [string, () => SiteResult<unknown>, Reason, string][] = [
  [
    'a description of a tool the catalog lacks',
    () => readDescriptions({ gone: { en: 'x' } }, scalar),
    'unknown_tool',
    '/gone',
  ],
  [
    'a description of a field the tool lacks',
    () => readDescriptions({ observe: { fields: { nope: { en: 'x' } } } }, scalar),
    'unknown_key',
    '/observe/fields/nope',
  ],
  ['a group of a tool the catalog lacks', () => readGroups({ gone: 'G' }, mcp), 'unknown_tool', '/gone'],
  ['an example that is not an object', () => readExamples([7], scalar), 'not_an_object', '/0'],
  [
    'an example with a key of its own',
    () => readExamples([{ id: 'a', title: 'A', call, note: 'x' }], scalar),
    'unknown_key',
    '/0/note',
  ],
  [
    'a call with a key of its own',
    () => readExamples([{ id: 'a', title: 'A', call: { ...call, family: 'reading' } }], scalar),
    'unknown_key',
    '/0/call/family',
  ],
  [
    'a call of a tool the catalog lacks',
    () => readExamples([{ id: 'a', title: 'A', call: { ...call, name: 'gone' } }], scalar),
    'unknown_tool',
    '/0/call/name',
  ],
];

describe("the site builder's refusals", () => {
  it.each(REFUSALS)(
    'word %s with its reason’s sentence, in English and in Korean',
    (_, refuse, reason, path) => {
      const result = refuse();
      if (result.ok) throw new Error('the input must be refused');
      const { error } = result;
      expect(error).toMatchObject({ path, reason });
      expect(error.message).toBe(wordReason(reason, error.params!, 'en'));
      expect(wordProblem(error, 'ko')).toBe(wordReason(reason, error.params!, 'ko'));
    },
  );
});
