import type { ToolDefinition } from './types.ts';

/** A small scalar catalog, used by the unit tests of the catalog core. */
export const TEST_TOOLS: readonly ToolDefinition[] = [
  {
    name: 'observe',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: {
      query: { type: 'string', required: true, max_length: 20 },
      limit: { type: 'integer', required: false, max_length: 1 },
      visible_only: { type: 'boolean', required: false, max_length: 1 },
    },
  },
  {
    name: 'select_tab',
    family: 'reading',
    effect: 'change',
    enabled: true,
    fields: { index: { type: 'integer', required: true, max_length: 1 } },
  },
  {
    name: 'fill',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: {
      target: { type: 'string', required: true, max_length: 200 },
      text: { type: 'string', required: true, max_length: 5 },
    },
  },
  {
    name: 'evaluate',
    family: 'internal',
    effect: 'change',
    enabled: false,
    fields: { script: { type: 'string', required: true, max_length: 2000 } },
  },
  {
    name: 'typed',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: { constructor: { type: 'string' as const, required: true, max_length: 3 } },
  },
];

/** A deep, mutable copy of the test catalog, so a test may damage it freely. */
export function testItems(): ToolDefinition[] {
  return structuredClone(TEST_TOOLS) as ToolDefinition[];
}
