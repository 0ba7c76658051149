import { describe, expect, it } from 'vitest';
import { importCatalog, toolCatalog, type Tool } from '../core/index.ts';
import { argumentsExample, examplesHtml, resultExample } from './example-html.ts';
import { siteWords } from './site-strings.ts';

function toolOf(entry: Record<string, unknown>): Tool {
  const imported = importCatalog({ tools: [{ name: 't', ...entry }] });
  if (!imported.ok) throw new Error(imported.error.message);
  return toolCatalog(imported.value).tools[0]!;
}

describe('argumentsExample', () => {
  it('makes an example of the required properties that the tool’s check accepts', () => {
    const tool = toolOf({
      inputSchema: {
        type: 'object',
        required: ['owner', 'perPage', 'state'],
        properties: {
          owner: { type: 'string', minLength: 3 },
          perPage: { type: 'integer', minimum: 1, maximum: 100 },
          state: { anyOf: [{ const: 'open' }, { const: 'closed' }] },
          page: { type: 'integer' },
        },
      },
    });
    const example = argumentsExample(tool)!;
    expect(example.source).toBe('generated');
    expect(Object.keys(example.value as object)).toEqual(['owner', 'perPage', 'state']);
    expect(tool.check(example.value).ok).toBe(true);
  });

  it('shows the author’s example as given, and none when no candidate passes the check', () => {
    const tool = toolOf({
      inputSchema: {
        type: 'object',
        required: ['code'],
        properties: { code: { type: 'string', pattern: '^[0-9]{4}$' } },
      },
    });
    expect(argumentsExample(tool, { code: '1234' })).toEqual({ value: { code: '1234' }, source: 'author' });
    expect(argumentsExample(tool)).toBeNull();
    const html = examplesHtml('t', { arguments: null, result: null }, siteWords('en'));
    expect(html).toContain(
      '<section class="example" aria-label="Example arguments for t"><h2>Example arguments</h2><p class="note">No example satisfies this schema.</p></section>',
    );
  });
});

describe('resultExample', () => {
  it('makes structuredContent the result check finds conforming, only for a tool with an outputSchema', () => {
    const output = { type: 'object', required: ['n'], properties: { n: { type: 'integer', minimum: 5 } } };
    expect(resultExample(toolOf({ inputSchema: { type: 'object' }, outputSchema: output }))).toEqual({
      value: { n: 5 },
      source: 'generated',
    });
    expect(resultExample(toolOf({ inputSchema: { type: 'object' } }))).toBeNull();
  });
});

describe('examplesHtml', () => {
  it('writes each example in a region named Example, with its JSON in a copy button and a code block', () => {
    const html = examplesHtml(
      'a"b',
      {
        arguments: { value: { q: '<x>' }, source: 'author' },
        result: { value: { n: 1 }, source: 'generated' },
      },
      siteWords('en'),
    );
    expect(html).toContain('<section class="example" aria-label="Example arguments for a&#34;b">');
    expect(html).toContain(
      '<span class="example-source">From the author</span><button type="button" class="copy" data-copy="{\n  &#34;q&#34;: &#34;&#60;x&#62;&#34;\n}">Copy</button>',
    );
    expect(html).toContain('<pre tabindex="0"><code>{\n  "q": "&#60;x&#62;"\n}</code></pre>');
    expect(html).toContain('<section class="example" aria-label="Example result for a&#34;b">');
    expect(html).toContain('<span class="example-source">Made from the schema</span>');
  });
});
