import { afterAll, describe, expect, it } from 'vitest';
import { run, tempFolder } from './test-io.ts';

const folder = tempFolder();
afterAll(() => folder.remove());

const RLO = '\u202E';
const PDI = '\u2069';
const LRI = '\u2066';

const list = {
  tools: [
    {
      name: `safe_read${RLO}`,
      inputSchema: {
        type: 'object',
        properties: { [`path${PDI}`]: { type: 'string' } },
        additionalProperties: false,
      },
    },
    {
      name: `refer${LRI}`,
      inputSchema: { type: 'object', properties: { [`a${RLO}`]: { $ref: `#/$defs/gone${RLO}` } } },
    },
  ],
};

/** The direction controls of `text` that sit outside every isolate opened and closed within its line. */
function unisolated(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const chars = [...line];
    const inside = new Array<boolean>(chars.length).fill(false);
    const open: number[] = [];
    chars.forEach((char, i) => {
      if (char === '\u2066' || char === '\u2067' || char === '\u2068') open.push(i);
      else if (char === PDI && open.length > 0) inside.fill(true, open.pop()!, i + 1);
    });
    return chars.some((char, i) => /[\u202a-\u202e\u2066-\u2069]/u.test(char) && !inside[i]) ? [line] : [];
  });
}

describe.each(['en', 'ko'] as const)('text output in %s', (lang) => {
  const file = folder.write(`list${RLO}.json`, list);

  it('check isolates each tool name, the file name, pointers and quoted values', async () => {
    const result = await run(['check', file, '--lang', lang]);
    expect(result.status).toBe(1);
    expect(result.out).toContain(`\u2068safe_read${RLO}\u202C\u2069`);
    expect(result.out).toContain(`\u2068/tools/1/inputSchema/properties/a${RLO}/$ref\u202C\u2069`);
    expect(result.out).toContain(`\u2068${file}\u202C\u2069`);
    expect(unisolated(result.out)).toEqual([]);
  });

  it('validate isolates the tool name and the refused key in its sentence', async () => {
    const args = folder.write('args.json', { [`path${PDI}`]: 'x', [`extra${RLO}`]: 1 });
    const result = await run(['validate', file, `safe_read${RLO}`, args, '--lang', lang]);
    expect(result.status).toBe(1);
    expect(result.out).toContain(`\u2068/extra${RLO}\u202C\u2069`);
    if (lang === 'en')
      expect(result.out).toContain(`Property \u2068"extra${RLO}"\u202C\u2069 is not allowed.`);
    else expect(result.out).toContain(`\u2068extra${RLO}\u202C\u2069`);
    expect(unisolated(result.out)).toEqual([]);
  });

  it('validate-result isolates the tool name, whether found or not', async () => {
    const result = folder.write('result.json', { content: [] });
    const found = await run(['validate-result', file, `safe_read${RLO}`, result, '--lang', lang]);
    expect(found.status).toBe(0);
    expect(found.out).toContain(`\u2068safe_read${RLO}\u202C\u2069: `);
    const missing = await run(['validate-result', file, `gone${RLO}`, result, '--lang', lang]);
    expect(missing.status).toBe(1);
    expect(unisolated(found.out + missing.out)).toEqual([]);
  });

  it('lint isolates the tool name and the characters a provider refuses', async () => {
    const result = await run(['lint', file, '--provider', 'openai', '--lang', lang]);
    expect(result.status).toBe(1);
    expect(result.out).toContain(`\u2068safe_read${RLO}\u202C\u2069`);
    if (lang === 'en') expect(result.out).toContain(`The tool name contains \u2068"${RLO}"\u202C\u2069`);
    expect(unisolated(result.out)).toEqual([]);
  });
});

describe('the output of a plain catalog', () => {
  it('gains no isolation marks around ASCII names', async () => {
    const file = folder.write('plain.json', {
      tools: [{ name: 'read_page', inputSchema: { type: 'object' } }],
    });
    const result = await run(['check', file]);
    expect(result.out).toBe(
      `${file}: MCP tools/list, 1 tool(s): 1 checkable, 0 not checkable\n  checkable     read_page\n`,
    );
  });
});
