import { describe, expect, it } from 'vitest';
import { allowedName, lintName, NAME_RULES } from './names.ts';
import type { Provider } from './types.ts';

describe('lintName', () => {
  it.each<[string, Provider, string[]]>([
    ['get_weather', 'mcp', []],
    ['files.read', 'mcp', []],
    ['files.read', 'openai', ['NAME_NOT_ALLOWED']],
    ['files.read', 'anthropic', ['NAME_NOT_ALLOWED']],
    ['files.read', 'gemini', []],
    ['user-profile/update', 'mcp', ['NAME_NOT_ALLOWED']],
    ['has space', 'gemini', ['NAME_NOT_ALLOWED']],
    ['1st_tool', 'gemini', ['NAME_NOT_ALLOWED']],
    ['1st_tool', 'openai', []],
    ['-dash', 'gemini', ['NAME_NOT_ALLOWED']],
    ['', 'openai', ['NAME_NOT_ALLOWED']],
    ['ünïcode', 'anthropic', ['NAME_NOT_ALLOWED']],
    ['a'.repeat(64), 'openai', []],
    ['a'.repeat(65), 'openai', ['NAME_TOO_LONG']],
    ['a'.repeat(65), 'gemini', ['NAME_TOO_LONG']],
    ['a'.repeat(128), 'anthropic', []],
    ['a'.repeat(129), 'anthropic', ['NAME_TOO_LONG']],
    ['a'.repeat(129), 'mcp', ['NAME_TOO_LONG']],
    ['a.'.repeat(40), 'openai', ['NAME_NOT_ALLOWED', 'NAME_TOO_LONG']],
  ])('%j under %s gives %j', (name, provider, codes) => {
    const found = lintName(name, provider);
    expect(found.map((f) => f.code)).toEqual(codes);
    for (const f of found)
      expect([f.path, f.effect, f.rule]).toEqual(['/name', 'rejected', NAME_RULES[provider].rule]);
  });

  it('lists each character the rule refuses once, with the pattern', () => {
    const [found] = lintName('a.b.c/d', 'openai');
    expect(found?.params).toEqual({
      reason: 'characters',
      characters: ['.', '/'],
      pattern: '^[a-zA-Z0-9_-]{1,64}$',
    });
  });

  it('counts the length in code points', () => {
    expect(lintName('😀'.repeat(64), 'openai').find((f) => f.code === 'NAME_TOO_LONG')).toBeUndefined();
  });
});

describe('allowedName', () => {
  it.each<[string, Provider, string]>([
    ['files.read', 'openai', 'files_read'],
    ['files.read', 'gemini', 'files.read'],
    ['user profile/update', 'anthropic', 'user_profile_update'],
    ['1st', 'gemini', '_1st'],
    ['', 'openai', '_'],
    ['a'.repeat(70), 'openai', 'a'.repeat(64)],
    ['😀x', 'openai', '_x'],
  ])('%j for %s is %j', (name, provider, expected) => {
    expect(allowedName(name, provider)).toBe(expected);
    expect(lintName(expected, provider)).toEqual([]);
  });
});
