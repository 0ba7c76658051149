/**
 * MCP tools the form's tests use when the shared corpus is absent: together they hold every kind of field
 * the form draws (bounded numbers, choices, null toggles, variants, arrays of objects, open and closed
 * objects, in-place JSON, defaults, a recursive `$ref`), as real servers write them.
 */
export const FORM_FIXTURE_TOOLS = [
  {
    name: 'list_issues',
    description: 'Lists issues of a repository, as the GitHub server declares it.',
    inputSchema: {
      type: 'object',
      properties: {
        owner: { type: 'string', description: 'Repository owner' },
        repo: { type: 'string', description: 'Repository name' },
        state: { type: 'string', enum: ['OPEN', 'CLOSED'] },
        perPage: { type: 'number', minimum: 1, maximum: 100 },
        labels: { type: 'array', items: { type: 'string' } },
        fields: { type: 'array', items: { type: 'string', enum: ['number', 'title', 'body'] } },
        field_filters: {
          type: 'array',
          items: {
            type: 'object',
            properties: { field_name: { type: 'string' }, value: { type: 'string' } },
            required: ['field_name', 'value'],
          },
        },
      },
      required: ['owner', 'repo'],
    },
  },
  {
    name: 'search_issues',
    description: 'Searches issues.',
    inputSchema: {
      type: 'object',
      properties: {
        query: { type: 'string', maxLength: 20 },
        state: { enum: ['open', 'closed', 'all'] },
        since: { type: ['string', 'null'] },
        target: { type: ['integer', 'string'] },
        page: { type: 'integer', minimum: 1, multipleOf: 1, default: 1 },
        filters: { type: 'array', items: { $ref: '#/$defs/filter' }, maxItems: 2 },
      },
      required: ['query', 'filters'],
      additionalProperties: false,
      $defs: {
        filter: {
          type: 'object',
          properties: { field: { type: 'string', minLength: 1 }, op: { enum: ['eq', 'lt', 'gt'] } },
          required: ['field', 'op'],
          additionalProperties: false,
        },
      },
    },
  },
  {
    name: 'set_config',
    description: 'Writes settings: any JSON, open maps, nullable numbers and a choice of shapes.',
    inputSchema: {
      type: 'object',
      properties: {
        value: {},
        env: { type: 'object', additionalProperties: { type: 'string' } },
        timeout: { anyOf: [{ type: 'number', exclusiveMinimum: 0 }, { type: 'null' }] },
        retries: { type: 'array', items: { type: ['integer', 'null'], maximum: 5 }, minItems: 1 },
        mode: { const: 'strict' },
        verbose: { type: 'boolean', default: false },
        target: {
          oneOf: [
            { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
            { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
          ],
        },
        tree: { $ref: '#/$defs/node' },
      },
      required: ['value'],
      $defs: {
        node: {
          type: 'object',
          properties: {
            label: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/node' } },
          },
          required: ['label'],
        },
      },
    },
  },
  {
    name: 'rate_items',
    description: 'Scores items: few fields, so random steps soon reach items left out beside refused ones.',
    inputSchema: {
      type: 'object',
      properties: {
        scores: { type: 'array', items: { type: 'integer', minimum: 0, maximum: 10 }, maxItems: 4 },
        grades: { type: 'array', items: { enum: ['a', 'b'] } },
      },
      required: ['scores', 'grades'],
      additionalProperties: false,
    },
  },
] as const;
