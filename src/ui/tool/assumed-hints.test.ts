import { describe, expect, it } from 'vitest';
import { MCP_HINT_DEFAULTS, type McpAnnotations } from '../../core/index.ts';
import { assumedHints } from './assumed-hints.ts';

const NONE: McpAnnotations = {
  title: null,
  readOnlyHint: null,
  destructiveHint: null,
  idempotentHint: null,
  openWorldHint: null,
};

describe('assumedHints', () => {
  it('gives each hint at the specification’s default where the server stated none', () => {
    const assumed = assumedHints(NONE);
    expect(assumed?.map(({ hint, value, source }) => [hint, value, source])).toEqual(
      Object.entries(MCP_HINT_DEFAULTS).map(([hint, value]) => [hint, value, 'default']),
    );
  });

  it('counts a title as no hint', () => {
    expect(assumedHints({ ...NONE, title: 'Fetch' })).not.toBeNull();
  });

  it.each([
    ['readOnlyHint', false],
    ['destructiveHint', true],
    ['idempotentHint', true],
    ['openWorldHint', false],
  ] as const)('is null where the server stated %s (%s)', (hint, value) => {
    expect(assumedHints({ ...NONE, [hint]: value })).toBeNull();
  });
});
