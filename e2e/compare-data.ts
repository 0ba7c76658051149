/** Two versions of one small MCP list: the new one requires a query of at most 5 characters and drops "purge". */
export const OLD_LIST = {
  tools: [
    {
      name: 'search',
      description: 'Searches.',
      annotations: { readOnlyHint: true },
      inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
    },
    { name: 'fetch_page', description: 'Fetches a page.', inputSchema: { type: 'object' } },
    { name: 'purge', inputSchema: { type: 'object' } },
  ],
};

export const NEW_LIST = {
  tools: [
    {
      name: 'search',
      description: 'Searches the index.',
      annotations: { readOnlyHint: true },
      inputSchema: {
        type: 'object',
        properties: { q: { type: 'string', maxLength: 5 } },
        required: ['q'],
      },
    },
    { name: 'fetch_page', description: 'Fetches a page.', inputSchema: { type: 'object' } },
  ],
};
