import { describe, expect, it } from 'vitest';
import { parseSiteArgs } from './cli.ts';

describe('parseSiteArgs', () => {
  it('reads every flag, in both spellings, with dist as the default --out', () => {
    expect(parseSiteArgs(['--catalog', 'c.json', '--examples=e.json', '--title', 'My tools'])).toEqual({
      ok: true,
      value: { catalog: 'c.json', examples: 'e.json', title: 'My tools', out: 'dist' },
    });
    expect(parseSiteArgs([])).toEqual({ ok: true, value: { out: 'dist' } });
  });

  it.each([
    [['--catalog'], '/0', '--catalog needs a value.'],
    [['--out', 'a', '--out', 'b'], '/2', '--out is given twice.'],
    [['catalog.json'], '/0', 'Unknown argument "catalog.json"'],
    [['--theme', 'dark'], '/0', 'Unknown argument "--theme"'],
  ])('refuses %j at %s', (argv, path, message) => {
    const parsed = parseSiteArgs(argv);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ code: 'INVALID_INPUT', path, file: '(command line)' });
    expect(parsed.error.message).toContain(message);
  });
});
