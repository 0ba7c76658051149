import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './static-html.ts';
import {
  preparedSite,
  readInput,
  siteFolderPerTest,
  siteInputsOf,
  stagingFoldersIn,
  unescapeHtml,
} from './test-support.ts';

describe('siteFolderPerTest', () => {
  const temp = siteFolderPerTest();
  let earlier = '';
  const outside = (() => {
    try {
      return temp.dir;
    } catch (error) {
      return (error as Error).message;
    }
  })();

  it('has no folder outside a test', () => {
    expect(outside).toBe('a site folder exists only while a test runs');
  });

  it('makes a folder holding the stand-in app, and writes text as it is and anything else as JSON', () => {
    earlier = temp.dir;
    expect(existsSync(join(temp.app, 'site.html'))).toBe(true);
    expect(temp.app).toBe(join(temp.dir, 'app'));
    expect(readFileSync(temp.write('a.txt', '{"as": "is"}'), 'utf8')).toBe('{"as": "is"}');
    expect(readFileSync(temp.write('b.json', { n: 1 }), 'utf8')).toBe('{"n":1}');
  });

  it('gives the next test a fresh folder and removes the one before', () => {
    expect(earlier).not.toBe('');
    expect(temp.dir).not.toBe(earlier);
    expect(existsSync(earlier)).toBe(false);
    expect(existsSync(join(temp.dir, 'a.txt'))).toBe(false);
  });

  it('lists the staging folders left in a folder, and nothing else', () => {
    mkdirSync(join(temp.dir, '.site-x1'));
    mkdirSync(join(temp.dir, 'site'));
    expect(stagingFoldersIn(temp.dir)).toEqual(['.site-x1']);
  });
});

describe('siteInputsOf', () => {
  const temp = siteFolderPerTest();

  it('reads and parses each named file, and keeps the title', () => {
    const catalog = temp.write('tools.json', { tools: [] });
    expect(readInput(catalog)).toEqual({ file: catalog, value: { tools: [] } });
    expect(siteInputsOf({ catalog, title: 'T' })).toEqual({
      catalog: { file: catalog, value: { tools: [] } },
      title: 'T',
    });
    expect(siteInputsOf({})).toEqual({});
  });
});

describe('preparedSite', () => {
  it('returns the site inputs make, and throws the located error of inputs it refuses', () => {
    expect(preparedSite({ title: 'T' }).title).toBe('T');
    expect(() => preparedSite({ catalog: { file: 'bad.json', value: 7 } })).toThrow(/^[A-Z_]+ \S*: /);
  });
});

describe('unescapeHtml', () => {
  it.each(['a<b>&"\'c', 'plain', '도구 "x"'])('reads back what escapeHtml wrote of %j', (text) => {
    expect(unescapeHtml(escapeHtml(text))).toBe(text);
  });
});
