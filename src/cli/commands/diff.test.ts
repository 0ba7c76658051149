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
    expect(report.changes[0]).toEqual({
      tool: 'search',
      kind: 'input',
      pointer: '/inputSchema/properties/q/maxLength',
      class: 'bound_tightened',
      breaking: true,
      counterexample: { q: 'a'.repeat(100) },
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
    [['diff', OLD, SAME, '--format', 'yaml'], 'takes text or json or markdown or github, not "yaml"'],
    [['diff', OLD, SAME, '--accept'], 'needs a value'],
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
  it('prints text: a summary, failing changes first, each with its counterexample', async () => {
    const result = await run(['diff', OLD, NARROWER]);
    const lines = result.out.split('\n');
    expect(lines[0]).toBe(`${OLD} → ${NARROWER}: 3 change(s), 2 breaking`);
    expect(lines[1]).toMatch(
      /^ {2}BREAKING +bound_tightened search#\/inputSchema\/properties\/q\/maxLength: /,
    );
    expect(lines[2]).toBe(`      counterexample: {"q":"${'a'.repeat(100)}"}`);
    expect(lines[3]).toMatch(/^ {2}BREAKING +tool_removed gone: /);
    expect(lines[4]).toMatch(/^ {2}compatible description_changed search#\/description: /);
  });

  it('prints a markdown table, breaking rows first, counterexamples in code spans, pipes escaped', async () => {
    const result = await run(['diff', OLD, NARROWER, '--format', 'markdown']);
    const rows = result.out.split('\n').filter((line) => line.startsWith('| '));
    expect(result.out.startsWith('### Tool catalog diff: 2 breaking change(s)\n')).toBe(true);
    expect(rows[0]).toBe('| verdict | tool | class | pointer | change | counterexample |');
    expect(rows[1]).toBe(
      `| breaking | \`search\` | \`bound_tightened\` | \`/inputSchema/properties/q/maxLength\` | maxLength changed from 100 to 10. | \`{"q":"${'a'.repeat(100)}"}\` |`,
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
      `::error title=a%2Cb%3Ac%25%3A bound_tightened::maxLength changed from 100 to 10. at /inputSchema/properties/q/maxLength Counterexample: {"q":"${'a'.repeat(100)}"}\n`,
    );
    const notes = await run(['diff', OLD, NARROWER, '--format', 'github']);
    expect(
      notes.out
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')[0]),
    ).toEqual(['::error', '::error', '::notice']);
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
    expect(github.out).toBe(
      '::error title=t%3A required_added::Property "x|%0Ay" is now required. at /inputSchema/required/0 Counterexample: {}\n',
    );
    const markdown = await run(['diff', before, after, '--format', 'markdown']);
    expect(markdown.out).toContain('| Property "x\\| y" is now required. | `{}` |');
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
    const where = 'UNDECIDED schema_changed search#/inputSchema/properties/q/$ref';
    const english = await run(['diff', OLD, refused]);
    expect(english.out.split('\n')).toContain(
      `  ${where}: The new schema cannot be checked ("$ref" points to "#/$defs/q", where no schema is), so the change is undecided.`,
    );
    const korean = await run(['diff', OLD, refused, '--lang', 'ko']);
    expect(korean.out.split('\n')).toContain(
      `  ${where.replace('UNDECIDED', '판단 불가')}: 새 스키마를 검사할 수 없어 변경을 판단하지 못합니다(${FSI}"$ref" 참조가 가리키는 곳에 스키마가 없습니다: "#/$defs/q"${PDI}).`,
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
