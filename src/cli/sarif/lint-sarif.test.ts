import { afterAll, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { run, tempFolder } from '../test-io.ts';
import { checked, rows, type Json } from './test-support.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

// one line, with emoji and CJK text before the values the findings point at
const ONE_LINE = folder.write(
  'one line.json',
  '{"tools":[{"name":"검색","description":"찾기 😀😀","inputSchema":{"type":"object","properties":{"when":{"type":"string"}},"additionalProperties":false}}]}',
);
const PRETTY = folder.write(
  'pretty.json',
  JSON.stringify(
    {
      tools: [
        { name: 'ok', inputSchema: { type: 'object' } },
        { name: 'bad.name', inputSchema: { type: 'object' } },
      ],
    },
    null,
    2,
  ),
);

describe('lint --format sarif', () => {
  it('places each finding where its value starts on one line after emoji and CJK, in code points', async () => {
    const result = await run(['lint', ONE_LINE, '--provider', 'gemini', '--format', 'sarif']);
    const log = await checked(result.out);
    expect(result.status).toBe(1);
    expect(log.runs[0].columnKind).toBe('unicodeCodePoints');
    const before =
      '{"tools":[{"name":"검색","description":"찾기 😀😀","inputSchema":{"type":"object","properties":{"when":{"type":"string"}},"additionalProperties":';
    expect(rows(log)).toEqual([
      ['gemini-name', 'error', 1, 19, '/tools/0/name'],
      ['gemini-fields', 'error', 1, [...before].length + 1, '/tools/0/inputSchema/additionalProperties'],
    ]);
    expect([...before].length + 1).toBe(before.length - 1); // two emoji: two code units more than code points
  });

  it('reports a rule the provider does not enforce as a warning', async () => {
    const log = await checked((await run(['lint', ONE_LINE, '--provider', 'mcp', '--format', 'sarif'])).out);
    expect(rows(log)).toEqual([['mcp-name', 'warning', 1, 19, '/tools/0/name']]);
  });

  it('names a file given by an absolute path as a file: URI', async () => {
    const log = JSON.parse(
      (await run(['lint', PRETTY, '--provider', 'mcp', '--format', 'sarif'])).out,
    ) as Json;
    expect(log.runs[0].artifacts).toEqual([{ location: { uri: pathToFileURL(PRETTY).href } }]);
  });

  it('gives one rule per code with its help text, and a result on the line of a pretty-printed tool', async () => {
    const result = await run(['lint', PRETTY, '--provider', 'openai', '--format', 'sarif']);
    const log = await checked(result.out);
    const rules = log.runs[0].tool.driver.rules as Json[];
    expect(rules.map((rule) => rule.id)).toEqual(['openai-name']);
    expect(rules[0]!.help.text).toMatch(/^OpenAI rule openai-name: .+ docs\/providers\.md/);
    expect(rows(log)).toEqual([['openai-name', 'error', 10, 15, '/tools/1/name']]);
  });

  it('reports text that is not JSON at the line and column where it breaks', async () => {
    const broken = folder.write('broken.json', '{\n  "tools": [\n    {"name": "a",}\n  ]\n}');
    const result = await run(['lint', broken, '--provider', 'mcp', '--format', 'sarif']);
    const log = await checked(result.out);
    expect(result.status).toBe(1);
    expect(rows(log)).toEqual([['INVALID_JSON', 'error', 3, 18, '']]);
    expect(log.runs[0].tool.driver.rules[0].help.text).toContain('not JSON');
  });

  it('writes an empty result list, and exits 0, for a catalog every rule accepts', async () => {
    const clean = folder.write('clean.json', { tools: [{ name: 'ok', inputSchema: { type: 'object' } }] });
    const result = await run(['lint', clean, '--provider', 'mcp', '--format', 'sarif']);
    const log = await checked(result.out);
    expect([result.status, log.runs[0].results, log.runs[0].tool.driver.rules]).toEqual([0, [], []]);
  });
});
