import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FULL_CORPUS, sharedData } from '../../../scripts/shared-data.ts';
import { scanCatalogs } from './scan.ts';
import { mcpToolsOf } from './test-support.ts';

const DIR = sharedData('the scan of the real MCP corpus', 'mcp-real');
// npm test reads a sample that holds every kind of text the corpus has (a server's own prose with warnings
// to the model, siblings named as the better choice, emoji); npm run scan:report reads every file
const SAMPLE = ['mcp-fetch.json', 'mcp-filesystem.json', 'go-linear.json', 'cloudflare-docs.json'];

const files = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json') && (FULL_CORPUS || SAMPLE.includes(name)))
    .sort()
    .map((name) => ({
      name,
      tools: mcpToolsOf((JSON.parse(readFileSync(join(dir, name), 'utf8')) as { tools: unknown[] }).tools),
    }));

describe.skipIf(DIR === undefined)('the scan of real MCP servers', () => {
  const corpus = DIR === undefined ? [] : files(DIR);

  it.each(corpus.map((file) => [file.name, file] as const))('reports no error in %s alone', (_, file) => {
    const errors = scanCatalogs([file.tools]).filter((finding) => finding.severity === 'error');
    expect(errors).toEqual([]);
  });

  it('reports no error with every file loaded together, where names of one server meet the words of another', () => {
    const errors = scanCatalogs(corpus.map((file) => file.tools)).filter(
      (finding) => finding.severity === 'error',
    );
    expect(corpus.length).toBeGreaterThanOrEqual(SAMPLE.length);
    expect(errors).toEqual([]);
  });
});
