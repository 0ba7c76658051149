import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020';
import { adaptForProvider, GEMINI_FIELDS, lintForProvider } from '../src/core/index.ts';
import { formatTable, measure, modes, readToolsFile } from './provider-report.ts';
import { sharedData } from './shared-data.ts';

const folder = sharedData('the provider report on the real MCP corpus', 'mcp-real') ?? '';
const present = folder !== '';

function allTools(): { tools: unknown[]; listed: number } {
  let listed = 0;
  const tools: unknown[] = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const value = JSON.parse(readFileSync(join(folder, file), 'utf8')) as { tools: unknown[] };
    listed += value.tools.length;
    tools.push(...readToolsFile(value).tools);
  }
  return { tools, listed };
}

describe.skipIf(!present)('provider report on ../shared/mcp-real', () => {
  const { tools, listed } = present ? allTools() : { tools: [], listed: 0 };

  it('reads every listed tool through the MCP import', () => {
    expect(tools.length).toBe(listed);
    expect(listed).toBeGreaterThan(0);
  });

  it('counts a tool as refused exactly when a rejected finding names it', () => {
    for (const [provider, strict] of modes()) {
      const row = measure(tools, provider, strict);
      let asIs = 0;
      let after = 0;
      for (const tool of tools) {
        const lint = lintForProvider(tool, provider, { strict });
        const adapted = adaptForProvider(tool, provider, { strict });
        if (!lint.ok || !adapted.ok) throw new Error('a real tool was refused as bad input');
        if (lint.value.some((f) => f.effect === 'rejected')) asIs++;
        if (adapted.value.remaining.some((f) => f.effect === 'rejected')) after++;
      }
      expect([row.refusedAsIs, row.refusedAfter, row.badInput]).toEqual([asIs, after, 0]);
      expect(formatTable([row])).toContain(
        `| ${row.tools} | ${asIs} | ${row.refusedOnlyUnconfirmed} | ${after} |`,
      );
    }
  });

  it('sends OpenAI and Anthropic strict schemas that are valid JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const provider of ['openai', 'anthropic'] as const) {
      for (const tool of tools) {
        const adapted = adaptForProvider(tool, provider, { strict: true });
        if (!adapted.ok) throw new Error(adapted.error.message);
        // checked against the 2020-12 meta-schema whatever dialect the tool declared
        const schema = { ...(adapted.value.tool.inputSchema as Record<string, unknown>) };
        delete schema.$schema;
        expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
      }
    }
  });

  it('sends Gemini only its Schema fields, except what remaining names as refused', () => {
    for (const tool of tools) {
      const adapted = adaptForProvider(tool, 'gemini');
      if (!adapted.ok) throw new Error(adapted.error.message);
      const refused = new Set(
        adapted.value.remaining.filter((f) => f.effect === 'rejected').map((f) => f.path),
      );
      const visit = (node: unknown, path: string): void => {
        if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${path}/${i}`));
        if (typeof node !== 'object' || node === null) return;
        for (const [key, value] of Object.entries(node)) {
          const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
          const isSchemaKey = !/\/(properties|\$defs|definitions)$/.test(path);
          if (isSchemaKey && !GEMINI_FIELDS.includes(key)) expect(refused.has(at), at).toBe(true);
          if (key !== 'enum' && key !== 'required' && key !== 'default' && key !== 'example')
            visit(value, at);
        }
      };
      visit(adapted.value.tool.inputSchema, '/inputSchema');
    }
  });
});
