import { describe, expect, it } from 'vitest';
import { wordReason, type Reason } from '../core/index.ts';
import { wordProblem } from '../cli/problem-words.ts';
import { readDescriptions } from './descriptions.ts';
import { readExamples } from './examples.ts';
import { readGroups } from './groups.ts';
import { readMcpExamples } from './mcp-examples.ts';
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
const mcpCall = { op: 'call_tool', name: 'echo', arguments: {} };

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
  ['descriptions for an MCP catalog', () => readDescriptions({}, mcp), 'descriptions_not_for_mcp', ''],
  [
    'descriptions that are not an object',
    () => readDescriptions([], scalar),
    'descriptions_not_an_object',
    '',
  ],
  [
    'fields that are not an object',
    () => readDescriptions({ observe: { fields: [] } }, scalar),
    'fields_not_an_object',
    '/observe/fields',
  ],
  [
    'texts that are not an object',
    () => readDescriptions({ observe: 'x' }, scalar),
    'texts_not_an_object',
    '/observe',
  ],
  [
    'a text in no language',
    () => readDescriptions({ observe: { fr: 'x' } }, scalar),
    'not_a_language',
    '/observe/fr',
  ],
  [
    'an empty description',
    () => readDescriptions({ observe: { en: '' } }, scalar),
    'empty_description',
    '/observe/en',
  ],
  ['groups that are not an object', () => readGroups([], mcp), 'groups_not_an_object', ''],
  ['an empty group name', () => readGroups({ echo: ' ' }, mcp), 'empty_group', '/echo'],
  ['examples that are not an array', () => readExamples({}, scalar), 'examples_not_an_array', ''],
  [
    'an id used twice',
    () =>
      readExamples(
        [
          { id: 'a', title: 'A', call },
          { id: 'a', title: 'B', call },
        ],
        scalar,
      ),
    'duplicate_id',
    '/1/id',
  ],
  [
    'a reserved id',
    () => readExamples([{ id: 'manifest', title: 'A', call }], scalar),
    'bad_example_id',
    '/0/id',
  ],
  [
    'a title of the wrong kind',
    () => readExamples([{ id: 'a', title: 7, call }], scalar),
    'bad_title',
    '/0/title',
  ],
  [
    'a call of no known op',
    () => readExamples([{ id: 'a', title: 'A', call: { op: 'run' } }], scalar),
    'bad_call_op',
    '/0/call/op',
  ],
  [
    'a discover call without a family',
    () => readExamples([{ id: 'a', title: 'A', call: { op: 'discover', name: null } }], scalar),
    'bad_family_name',
    '/0/call/family',
  ],
  [
    'a discover call naming a tool by a number',
    () => readExamples([{ id: 'a', title: 'A', call: { op: 'discover', family: 'all', name: 1 } }], scalar),
    'bad_discover_name',
    '/0/call/name',
  ],
  [
    'a check without a tool name',
    () => readExamples([{ id: 'a', title: 'A', call: { op: 'validate_arguments', arguments: {} } }], scalar),
    'bad_validate_name',
    '/0/call/name',
  ],
  [
    'a check without arguments',
    () =>
      readExamples([{ id: 'a', title: 'A', call: { op: 'validate_arguments', name: 'observe' } }], scalar),
    'missing_arguments',
    '/0/call/arguments',
  ],
  [
    'an MCP example id of the wrong shape',
    () => readMcpExamples([{ id: 'a b', title: 'A', call: mcpCall }], mcp.tools),
    'bad_mcp_example_id',
    '/0/id',
  ],
  [
    'an MCP call of the wrong op',
    () => readMcpExamples([{ id: 'a', title: 'A', call: { ...mcpCall, op: 'discover' } }], mcp.tools),
    'bad_mcp_call',
    '/0/call',
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
      expect(error.message).toBe(wordReason(reason, error.params, 'en'));
      expect(wordProblem(error, 'ko')).toBe(wordReason(reason, error.params, 'ko'));
      expect(wordProblem(error, 'ko')).not.toBe(error.message);
    },
  );
});
