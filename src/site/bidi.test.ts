import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { unisolatedTexts } from '../../scripts/bidi-walk.ts';
import { writeSite } from './build-site.ts';
import { preparedSite, siteFolderPerTest, siteInputsOf, type SitePaths } from './test-support.ts';

const RLO = '\u202E';
const LRE = '\u202A';
const LRI = '\u2066';
const RLI = '\u2067';
const FSI = '\u2068';
const PDI = '\u2069';
const CONTROLS = /[\u202a-\u202e\u2066-\u2069]/u;

const temp = siteFolderPerTest();
const { write } = temp;

/** Builds a site and returns its pages' bodies, parsed as one, with how many text nodes hold a direction control. */
function built(paths: SitePaths): { body: Node; holding: number } {
  const out = join(temp.dir, 'site');
  const failed = writeSite(temp.app, preparedSite(siteInputsOf(paths)), out);
  if (failed !== null) throw new Error(`the site was not written: ${failed}`);
  const window = new Window();
  const bodies = readdirSync(out)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => /<body>([\s\S]*)<\/body>/.exec(readFileSync(join(out, file), 'utf8'))![1]);
  window.document.write(`<!doctype html><html><body>${bodies.join('')}</body></html>`);
  const body = window.document.body as unknown as Node;
  const walker = window.document.createTreeWalker(window.document.body, 4);
  let holding = 0;
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
    if (CONTROLS.test(node.nodeValue ?? '')) holding++;
  return { body, holding };
}

const MCP_LIST = {
  tools: [
    {
      name: `safe${RLO}_read`,
      title: `Read${RLI} safely`,
      description: `Reads a file${RLO} backwards ${PDI} and ${LRI}on.`,
      annotations: { readOnlyHint: true },
      inputSchema: {
        type: 'object',
        properties: {
          [`path${RLO}`]: { type: 'string', maxLength: 20, description: `Where${FSI} to read` },
          [`mode${PDI}`]: { enum: [`fast${RLO}`, `slow${LRI}`] },
        },
        required: [`path${RLO}`],
      },
    },
    { name: `safe${RLO}_write`, description: `Writes${LRE}`, inputSchema: { type: 'object' } },
    {
      name: `odd${PDI}`,
      inputSchema: { type: 'object', properties: { [`x${RLO}`]: { [`weird${RLO}`]: 1 } } },
    },
  ],
};

describe('the static HTML of a built site', () => {
  it('isolates every catalog value of an MCP list: group, names, title, descriptions, keys, enum values', () => {
    const { body, holding } = built({ catalog: write('list.json', MCP_LIST), title: `Notes${RLO}` });
    expect(holding).toBeGreaterThan(10);
    expect(unisolatedTexts(body)).toEqual([]);
    // code blocks write a control inside a JSON string as its escape, which parses to the same value
    const example = readFileSync(join(temp.dir, 'site', 'tool-1.html'), 'utf8');
    expect(example).toContain('&#34;path\\u202e&#34;: &#34;example&#34;');
  });

  it('isolates the texts of a descriptions file for a scalar catalog', () => {
    const catalog = [
      {
        name: 'observe',
        family: 'reading',
        effect: 'read',
        enabled: true,
        fields: { selector: { type: 'string', required: false, max_length: 50 } },
      },
    ];
    const descriptions = {
      observe: {
        en: `Looks${RLO} at the page`,
        ko: `페이지${RLO}를 봅니다`,
        fields: { selector: { en: `CSS${LRI}` } },
      },
    };
    const { body, holding } = built({
      catalog: write('catalog.json', catalog),
      descriptions: write('descriptions.json', descriptions),
    });
    // an English site shows the English texts: the tool's (on its page and, first sentence, on the
    // overview) and the field's
    expect(holding).toBe(3);
    expect(unisolatedTexts(body)).toEqual([]);
  });
});
