import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { unisolatedTexts } from './bidi-walk.ts';

function body(html: string): HTMLElement {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document.body as unknown as HTMLElement;
}

describe('unisolatedTexts', () => {
  it.each([
    ['a value in the words of a sentence', '<p>The tool safe_read\u202E is here.</p>', 1],
    ['a stray pop-isolate', '<p>Key x\u2069 is here.</p>', 1],
    ['an isolate that is never closed', '<p>Key \u2068x\u202E is here.</p>', 1],
    ['a value alone in <bdi>', '<p>The tool <bdi>safe_read\u202E</bdi> is here.</p>', 0],
    ['a value alone in a <code dir>', '<p>The tool <code dir="auto">safe_read\u202E</code> is here.</p>', 0],
    ['a value in a <code> with no dir', '<p>The tool <code>safe_read\u202E</code> is here.</p>', 1],
    ['a sentence in a block with a dir', '<p dir="auto">The tool safe_read\u202E is here.</p>', 1],
    ['a value in FSI…PDI', '<p>The tool \u2068safe_read\u202E\u202C\u2069 is here.</p>', 0],
    ['a whole sentence in one <bdi>', '<p><bdi>The tool <b>x</b> safe_read\u202E is here.</bdi></p>', 1],
    ['text with no controls', '<p>The tool safe_read is here.</p>', 0],
  ])('counts %s', (_, html, count) => {
    expect(unisolatedTexts(body(html))).toHaveLength(count);
  });
});
