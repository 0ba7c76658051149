import { describe, expect, it } from 'vitest';
import { markdownCell, markdownCode } from './markdown-text.ts';

describe('markdownCode', () => {
  it.each([
    ['plain', '`plain`'],
    ['a`b', '`` a`b ``'],
    ['a``b`', '``` a``b` ```'],
    ['x|y', '`x\\|y`'],
    ['one\r\ntwo', '`one two`'],
  ])('writes %j as %s', (value, expected) => {
    expect(markdownCode(value)).toBe(expected);
  });
});

describe('markdownCell', () => {
  it('escapes a pipe, joins lines and keeps markup as text', () => {
    expect(markdownCell('a|b\n<script>')).toBe('a\\|b &lt;script>');
  });
});
