/**
 * An MCP tools/list as real servers write them: "X or null", defaults, bounds, formats, a draft-07 tool
 * with array-form items, and two tools whose inputSchema is malformed. Each checkable tool comes with
 * arguments that break its keywords, arguments the visitor may find surprising (null, a bad date-time),
 * and valid ones; what the page must say about each is computed from the core in the spec.
 */
export const VOCABULARY_LIST = {
  tools: [
    {
      name: 'issues_search',
      description: 'Searches issues; optional arguments as Python servers declare them.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', minLength: 2, maxLength: 40 },
          since: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }], default: null },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          score: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
          labels: { type: 'array', items: { type: 'string', minLength: 1 }, maxItems: 3 },
          homepage: { type: 'string', format: 'uri' },
        },
        required: ['query'],
        additionalProperties: false,
      },
    },
    {
      name: 'legacy_move',
      description: 'Moves to a point; written in draft-07.',
      inputSchema: {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: {
          point: {
            type: 'array',
            items: [{ type: 'number' }, { type: 'number', minimum: 0 }],
            additionalItems: false,
          },
          label: { type: ['string', 'null'], maxLength: 8, default: null },
        },
        required: ['point'],
      },
    },
    { name: 'broken_empty', description: 'Its inputSchema is {}.', inputSchema: {} },
    {
      name: 'broken_ref',
      description: 'Its $ref leads nowhere.',
      inputSchema: { type: 'object', properties: { owner: { $ref: '#/$defs/owner' } } },
    },
  ],
};

/** Arguments per checkable tool: each `broken` breaks keywords, each `accepted` must be valid. */
export const ARGUMENTS: Record<string, { broken: unknown[]; accepted: unknown[] }> = {
  issues_search: {
    broken: [
      { query: 'a', since: 5, limit: 0, score: 0, labels: ['a', 'b', 'c', 'd'], extra: 1 },
      { query: 'x'.repeat(41), limit: 101, score: 1.5, labels: [''], since: true },
      { limit: 2.5, homepage: 7 },
    ],
    accepted: [
      { query: 'ok', since: null },
      // formats annotate by default: a bad date-time and a bad URI pass
      { query: 'ok', since: 'yesterday', homepage: 'not a uri' },
      {
        query: 'crash',
        since: '2026-11-30T12:00:00Z',
        limit: 100,
        score: 1,
        labels: ['bug'],
        homepage: 'https://example.org',
      },
    ],
  },
  legacy_move: {
    broken: [{ point: [1, -1, 3], label: 5 }, { point: ['x'], label: 'much too long' }, {}],
    accepted: [{ point: [1, 0], label: null }, { point: [] }, { point: [2.5, 3], label: 'home' }],
  },
};
