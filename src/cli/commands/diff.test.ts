import { afterAll, describe, expect, it } from 'vitest';
import { FSI, PDI } from '../../core/index.ts';
import { run, tempFolder } from '../test-io.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

const list = (tools: unknown[]) => ({ tools });
const search = (maxLength: number, description = 'Searches.') => ({
  name: 'search',
  description,
  inputSchema: { type: 'object', properties: { q: { type: 'string', maxLength } }, required: ['q'] },
});
const gone = { name: 'gone', inputSchema: { type: 'object' } };

const OLD = folder.write('old.json', list([search(100), gone]));
const SAME = folder.write('same.json', list([search(100), gone]));
const WIDER = folder.write(
  'wider.json',
  list([search(200), gone, { name: 'extra', inputSchema: { type: 'object' } }]),
);
const NARROWER = folder.write('narrower.json', list([search(10, 'Searches | finds 100%\nfast.')]));

describe('diff exit status', () => {
  it('exits 0 and reports nothing for equal catalogs', async () => {
    const result = await run(['diff', OLD, SAME, '--format', 'json']);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.out)).toMatchObject({ command: 'diff', ok: true, breaking: 0, changes: [] });
  });

  it('exits 0 when every change only accepts more', async () => {
    const result = await run(['diff', OLD, WIDER, '--format', 'json']);
    const report = JSON.parse(result.out);
    expect(result.status).toBe(0);
    expect(report.changes.map((c: { class: string; breaking: unknown }) => [c.class, c.breaking])).toEqual([
      ['bound_loosened', false],
      ['tool_added', false],
    ]);
  });

  it('exits 1 with each break, its pointer and a counterexample', async () => {
    const result = await run(['diff', OLD, NARROWER, '--format', 'json']);
    const report = JSON.parse(result.out);
    expect(result.status).toBe(1);
    expect(report.breaking).toBe(2);
    expect(report.callers).toBe('declared');
    expect(report.changes[0]).toEqual({
      tool: 'search',
      kind: 'input',
      pointer: '/inputSchema/properties/q/maxLength',
      class: 'bound_tightened',
      breaking: true,
      counterexample: { q: 'a'.repeat(100) },
      counterexampleIssue: { path: '/q', message: 'String has 100 characters; the limit is 10.' },
      message: 'maxLength changed from 100 to 10.',
    });
    expect(report.changes.map((c: { class: string }) => c.class)).toEqual([
      'bound_tightened',
      'description_changed',
      'tool_removed',
    ]);
  });

  it.each([
    [['diff', OLD], 'takes 2 operand(s), not 1'],
    [['diff', OLD, folder.write('text.json', 'not json')], 'INVALID_JSON'],
    [['diff', folder.write('neither.json', { tool: [] }), OLD], 'UNKNOWN_CATALOG_FORMAT'],
    [['diff', OLD, folder.write('bad-list.json', { tools: [{ name: '' }] })], 'INVALID_TOOLS_LIST'],
    [['diff', OLD, `${folder.dir}/missing.json`], 'no such file'],
    [
      ['diff', OLD, SAME, '--format', 'yaml'],
      'takes text or json or markdown or github or sarif, not "yaml"',
    ],
    [['diff', OLD, SAME, '--accept'], 'needs a value'],
    [['diff', OLD, SAME, '--callers', 'foo'], 'option "--callers" takes declared or any, not "foo"'],
    [['diff', OLD, SAME, '--callers'], 'option "--callers" needs a value'],
  ])('exits 2 for %j, one line on standard error', async (argv, words) => {
    const result = await run(argv);
    expect(result.status).toBe(2);
    expect(result.out).toBe('');
    expect(result.err).toContain(words);
    expect(result.err.trim().split('\n')).toHaveLength(1);
  });

  it('names the file and the pointer of an unreadable catalog', async () => {
    const bad = folder.write('bad-name.json', list([{ name: '' }]));
    const result = await run(['diff', bad, OLD]);
    expect(result.err).toBe(
      `tool-contract: INVALID_TOOLS_LIST ${bad}#/tools/0/name: A tool name must be a non-empty string.\n`,
    );
  });

  it('keeps markdown and github formats to diff: check refuses them', async () => {
    const result = await run(['check', OLD, '--format', 'markdown']);
    expect(result.status).toBe(2);
    expect(result.err).toContain('takes text or json, not "markdown"');
  });
});

describe('diff --accept', () => {
  it('accepts listed breaks, by tool or `*`, and reports entries that match nothing', async () => {
    const accept = folder.write('accept.json', [
      {
        tool: 'search',
        pointer: '/inputSchema/properties/q/maxLength',
        class: 'bound_tightened',
        reason: 'shorter queries',
      },
      { tool: '*', pointer: '*', class: 'tool_removed', reason: 'retired' },
      { tool: 'search', pointer: '*', class: 'required_added', reason: 'never happened' },
    ]);
    const result = await run(['diff', OLD, NARROWER, '--accept', accept, '--format', 'json']);
    const report = JSON.parse(result.out);
    expect(result.status).toBe(0);
    expect(report.breaking).toBe(0);
    expect(
      report.changes.map((c: { class: string; accepted?: boolean }) => [c.class, c.accepted ?? false]),
    ).toEqual([
      ['bound_tightened', true],
      ['description_changed', false],
      ['tool_removed', true],
    ]);
    expect(report.unmatchedAccepts).toEqual([
      { tool: 'search', pointer: '*', class: 'required_added', reason: 'never happened' },
    ]);
  });

  it('still fails on a break the list does not name', async () => {
    const accept = folder.write('accept-one.json', [
      { tool: 'gone', pointer: '', class: 'tool_removed', reason: 'retired' },
    ]);
    const result = await run(['diff', OLD, NARROWER, '--accept', accept, '--format', 'json']);
    expect(result.status).toBe(1);
    expect(JSON.parse(result.out).breaking).toBe(1);
  });

  it.each([
    [{ tool: 'x' }, '#: An accept list must be a JSON array.'],
    [
      [{ tool: 'x', pointer: '', class: 'c' }],
      '#/0/reason: Accept entry 0 needs "reason" as a non-empty string.',
    ],
    [
      [{ tool: 'x', pointer: 3, class: 'c', reason: 'r' }],
      '#/0/pointer: Accept entry 0 needs "pointer" as a string.',
    ],
  ])('exits 2 with a pointer for a malformed accept list %j', async (value, words) => {
    const file = folder.write('bad-accept.json', value);
    const result = await run(['diff', OLD, SAME, '--accept', file]);
    expect(result.status).toBe(2);
    expect(result.err).toContain(
      `INVALID_ACCEPT_LIST ${file}${words.startsWith('#:') ? words.slice(1) : words}`,
    );
  });
});

describe('diff output formats', () => {
  it('prints text: a summary, the assumption about callers, then one sentence per change, failing ones first', async () => {
    const result = await run(['diff', OLD, NARROWER]);
    expect(result.out.split('\n')).toEqual([
      `${OLD} → ${NARROWER}: 3 change(s), 2 breaking`,
      'Callers are assumed to send only the properties the old schema declares (--callers declared).',
      `  BREAKING  search, argument /q: maxLength changed from 100 to 10. {"q":"${'a'.repeat(100)}"} was accepted and is now refused at /q (string has 100 characters; the limit is 10). [bound_tightened /inputSchema/properties/q/maxLength]`,
      '  BREAKING  gone: Tool "gone" was removed, so calls to it fail. [tool_removed]',
      '  compatible search: The description changed. [description_changed /description]',
      '',
    ]);
  });

  it('prints one line, one verdict, for a type replaced by another, and cuts a long counterexample', async () => {
    const typed = (type: string) =>
      list([
        { name: 'count', inputSchema: { type: 'object', properties: { n: { type } }, required: ['n'] } },
      ]);
    const [before, after] = [
      folder.write('n-old.json', typed('number')),
      folder.write('n-new.json', typed('string')),
    ];
    const result = await run(['diff', before, after]);
    expect(result.status).toBe(1);
    expect(result.out.split('\n').slice(2)).toEqual([
      '  BREAKING  count, argument /n: The type changed from number to string. {"n":0} was accepted and is now refused at /n (expected string but got integer). [type_changed /inputSchema/properties/n/type]',
      '',
    ]);
    const output = (type: string) =>
      list([{ name: 'count', inputSchema: { type: 'object' }, outputSchema: { type } }]);
    const [was, now] = [
      folder.write('o-old.json', output('number')),
      folder.write('o-new.json', output('string')),
    ];
    const reversed = await run(['diff', was, now]);
    expect(reversed.out.split('\n').slice(2)).toEqual([
      '  BREAKING  count, the result: The type changed from number to string. "" may now be returned, and the old schema refused it (expected number but got string). [output_type_changed /outputSchema/type]',
      '',
    ]);
    const long = await run(['diff', OLD, folder.write('short.json', list([search(10)]))]);
    expect(long.out).toContain(`{"q":"${'a'.repeat(100)}"}`);
    const huge = await run([
      'diff',
      folder.write('huge-old.json', list([search(300)])),
      folder.write('huge-new.json', list([search(10)])),
    ]);
    expect(huge.out).toContain(`${FSI}{"q":"${'a'.repeat(194)}…${PDI} was accepted and is now refused at /q`);
  });

  it('reads a property added to an open object as compatible by default and as a proved break under --callers any', async () => {
    const open = (properties: Record<string, unknown>) =>
      list([{ name: 'find', inputSchema: { type: 'object', properties } }]);
    const before = folder.write('open-old.json', open({ q: { type: 'string' } }));
    const after = folder.write('open-new.json', open({ q: { type: 'string' }, limit: { type: 'integer' } }));
    const declared = await run(['diff', before, after]);
    expect(declared.status).toBe(0);
    expect(declared.out.split('\n').slice(1)).toEqual([
      'Callers are assumed to send only the properties the old schema declares (--callers declared).',
      '  compatible find, argument /limit: Property "limit" was added to an object that accepts undeclared properties; callers that send only the properties the old schema declares never sent it. [open_object_property_added /inputSchema/properties/limit]',
      '',
    ]);
    const any = await run(['diff', before, after, '--callers', 'any', '--format', 'json']);
    expect(any.status).toBe(1);
    expect(JSON.parse(any.out)).toMatchObject({
      callers: 'any',
      breaking: 1,
      changes: [
        {
          class: 'open_object_property_added',
          breaking: true,
          counterexample: { limit: null },
          counterexampleIssue: { path: '/limit', message: 'Expected integer but got null.' },
        },
      ],
    });
    const korean = await run(['diff', before, after, '--callers=any', '--lang', 'ko']);
    expect(korean.out.split('\n')[1]).toBe(
      '호출자는 이전 스키마가 받던 값이면 무엇이든 보낼 수 있다고 가정합니다(--callers any).',
    );
  });

  it('prints a markdown table, breaking rows first, counterexamples in code spans, pipes escaped', async () => {
    const result = await run(['diff', OLD, NARROWER, '--format', 'markdown']);
    const rows = result.out.split('\n').filter((line) => line.startsWith('| '));
    expect(result.out.startsWith('### Tool catalog diff: 2 breaking change(s)\n\n')).toBe(true);
    expect(result.out.split('\n')[2]).toBe(
      'Callers are assumed to send only the properties the old schema declares (`--callers declared`).',
    );
    expect(rows[0]).toBe('| verdict | tool | field | change | class | pointer |');
    expect(rows[1]).toBe(
      `| breaking | \`search\` | \`/q\` | maxLength changed from 100 to 10. \`{"q":"${'a'.repeat(100)}"}\` was accepted and is now refused at \`/q\` (string has 100 characters; the limit is 10). | \`bound_tightened\` | \`/inputSchema/properties/q/maxLength\` |`,
    );
    expect(rows.map((row) => row.split(' | ')[0])).toEqual([
      '| verdict',
      '| breaking',
      '| breaking',
      '| note',
    ]);
  });

  it('prints GitHub annotations with %, CR and LF escaped, errors for breaks and notices for the rest', async () => {
    const weird = folder.write('weird.json', list([{ ...search(100), name: 'a,b:c%' }]));
    const weirder = folder.write('weirder.json', list([{ ...search(10), name: 'a,b:c%' }]));
    const result = await run(['diff', weird, weirder, '--format', 'github']);
    expect(result.status).toBe(1);
    expect(result.out).toBe(
      '::notice title=Assumption about callers::Callers are assumed to send only the properties the old schema declares (--callers declared).\n' +
        `::error title=a%2Cb%3Ac%25%3A bound_tightened::a,b:c%25, argument /q: maxLength changed from 100 to 10. {"q":"${'a'.repeat(100)}"} was accepted and is now refused at /q (string has 100 characters; the limit is 10). [/inputSchema/properties/q/maxLength]\n`,
    );
    const notes = await run(['diff', OLD, NARROWER, '--format', 'github']);
    expect(
      notes.out
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')[0]),
    ).toEqual(['::notice', '::error', '::error', '::notice']);
  });

  it('escapes a line break and a pipe that come from the catalog', async () => {
    const schema = (required: string[]) => ({
      type: 'object',
      properties: { 'x|\ny': { type: 'string' } },
      required,
    });
    const before = folder.write('key-old.json', list([{ name: 't', inputSchema: schema([]) }]));
    const after = folder.write('key-new.json', list([{ name: 't', inputSchema: schema(['x|\ny']) }]));
    const github = await run(['diff', before, after, '--format', 'github']);
    expect(github.out.split('\n')[1]).toBe(
      '::error title=t%3A required_added::t, argument /x|%0Ay: Property "x|%0Ay" is now required. {} was accepted and is now refused (missing required property "x|\\ny"). [/inputSchema/required/0]',
    );
    const markdown = await run(['diff', before, after, '--format', 'markdown']);
    expect(markdown.out).toContain(
      '| `t` | `/x\\| y` | Property "x\\| y" is now required. `{}` was accepted and is now refused (missing required property "x\\|\\ny"). |',
    );
  });

  it('words the summary in Korean with --lang ko', async () => {
    const result = await run(['diff', OLD, NARROWER, '--lang', 'ko']);
    expect(result.out.split('\n')[0]).toBe(`${OLD} → ${NARROWER}: 변경 3개, 호환되지 않음 2개`);
  });

  it('words the problem of a schema the engine refuses in the language asked for', async () => {
    const refused = folder.write(
      'refused.json',
      list([{ ...search(100), inputSchema: { type: 'object', properties: { q: { $ref: '#/$defs/q' } } } }]),
    );
    const where = '[schema_changed /inputSchema/properties/q/$ref]';
    const english = await run(['diff', OLD, refused]);
    expect(english.out.split('\n')).toContain(
      `  UNDECIDED search, argument /q: The new schema cannot be checked ("$ref" points to "#/$defs/q", where no schema is), so the change is undecided. ${where}`,
    );
    const korean = await run(['diff', OLD, refused, '--lang', 'ko']);
    expect(korean.out.split('\n')).toContain(
      `  판단 불가 search, 인수 /q: 새 스키마를 검사할 수 없어 변경을 판단하지 못합니다(${FSI}"$ref" 참조가 가리키는 곳에 스키마가 없습니다: "#/$defs/q"${PDI}). ${where}`,
    );
    const json = await run(['diff', OLD, refused, '--format', 'json', '--lang', 'ko']);
    expect(JSON.parse(json.out).changes[0]).toEqual({
      tool: 'search',
      kind: 'input',
      pointer: '/inputSchema/properties/q/$ref',
      class: 'schema_changed',
      breaking: 'undecided',
      message:
        'The new schema cannot be checked ("$ref" points to "#/$defs/q", where no schema is), so the change is undecided.',
    });
  });
});
