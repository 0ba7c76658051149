import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteAssets } from './site-assets.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function app(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'site-assets-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('siteAssets', () => {
  it('follows what the site page names, chunk by chunk, and leaves out what it never reaches', () => {
    const root = app({
      'site.html':
        '<script type="module" src="./assets/site-a1.js"></script><link href="./assets/site-b2.css">',
      'index.html': '<script type="module" src="./assets/app-c3.js"></script>',
      'assets/site-a1.js': 'import("./try-d4.js")',
      'assets/site-b2.css': 'body{}',
      'assets/try-d4.js': 'new URL("schema-worker-e5.js", import.meta.url)',
      'assets/schema-worker-e5.js': 'self.onmessage = () => {}',
      'assets/app-c3.js': 'new URL("bill-worker-f6.js", import.meta.url)',
      'assets/bill-worker-f6.js': 'tokens',
    });
    expect(siteAssets(root)).toEqual(['schema-worker-e5.js', 'site-a1.js', 'site-b2.css', 'try-d4.js']);
  });

  it('reads each reached file once, whatever names it twice or in a circle', () => {
    const root = app({
      'site.html': 'assets/a.js assets/a.js',
      'assets/a.js': 'b.js',
      'assets/b.js': 'a.js',
    });
    expect(siteAssets(root)).toEqual(['a.js', 'b.js']);
  });
});
