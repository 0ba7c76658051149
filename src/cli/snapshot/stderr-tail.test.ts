import { describe, expect, it } from 'vitest';
import { StderrTail, TAIL_LIMITS } from './stderr-tail.ts';

describe('StderrTail', () => {
  it('keeps the last ten lines, joining lines split across chunks', () => {
    const fresh = new StderrTail();
    const text = Array.from({ length: 15 }, (_, i) => `line ${i + 1}`).join('\n');
    for (let i = 0; i < text.length; i += 4) fresh.push(new TextEncoder().encode(text.slice(i, i + 4)));
    expect(fresh.lines()).toEqual(Array.from({ length: 10 }, (_, i) => `line ${i + 6}`));
  });

  it('decodes a UTF-8 character split between two chunks', () => {
    const tail = new StderrTail();
    const bytes = new TextEncoder().encode('설정 파일 없음\n');
    tail.push(bytes.slice(0, 2));
    tail.push(bytes.slice(2));
    expect(tail.lines()).toEqual(['설정 파일 없음']);
  });

  it('cuts a very long line and leaves blank lines out', () => {
    const tail = new StderrTail();
    tail.push(`${'x'.repeat(100_000)}\n\n  \r\nlast`);
    const [long, last] = tail.lines();
    expect(long).toHaveLength(TAIL_LIMITS.width + 1);
    expect(last).toBe('last');
  });
});
