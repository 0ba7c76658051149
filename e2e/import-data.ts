/** Catalogs a visitor might bring, shared by the import journeys. */

/** A valid scalar catalog whose names differ from the synthetic one, so a swap is visible. */
export const SCALAR_CATALOG = [
  {
    name: 'send_mail',
    family: 'mail',
    effect: 'change',
    enabled: true,
    fields: {
      to: { type: 'string', required: true, max_length: 5 },
      urgent: { type: 'boolean', required: false, max_length: 1 },
    },
  },
  { name: 'list_mail', family: 'mail', effect: 'read', enabled: true, fields: {} },
  { name: 'purge_mail', family: 'admin', effect: 'change', enabled: false, fields: {} },
];

/** An MCP tools/list result: a shared prefix, a keyword outside the subset, and a catastrophic pattern. */
export const MCP_LIST = {
  tools: [
    {
      name: 'browser_navigate',
      title: 'Navigate',
      description: 'Opens <b>a</b> URL in the current tab.',
      inputSchema: {
        type: 'object',
        properties: { url: { type: 'string', minLength: 1 }, wait: { type: 'boolean' } },
        required: ['url'],
        additionalProperties: false,
      },
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: true },
    },
    {
      name: 'browser_snapshot',
      description: 'Reads the page as text.',
      inputSchema: { type: 'object', properties: {} },
      annotations: { readOnlyHint: true },
    },
    {
      name: 'send_email',
      description: 'Sends an email.',
      inputSchema: { type: 'object', properties: { to: { type: 'string', format: 'email' } } },
    },
    {
      name: 'send_draft',
      description: 'Saves a draft; its schema points to a definition it does not have.',
      inputSchema: { type: 'object', properties: { to: { $ref: '#/$defs/address' } } },
    },
    {
      name: 'match_word',
      description: 'Checks a word.',
      inputSchema: {
        type: 'object',
        properties: { word: { type: 'string', pattern: '^(a+)+$' } },
        required: ['word'],
      },
    },
  ],
};

/** An MCP list of exactly `tools` tools whose JSON text is close to, and at most, `bytes` bytes. */
export function largeMcpText(bytes: number, tools = 1000): string {
  const skeleton = (i: number, description: string) => ({
    name: `bulk_${i}`,
    description,
    inputSchema: { type: 'object', properties: { q: { type: 'string', maxLength: 50 } } },
  });
  const empty = JSON.stringify({ tools: Array.from({ length: tools }, (_, i) => skeleton(i, '')) });
  const perTool = Math.floor((bytes - empty.length) / tools);
  const text = JSON.stringify({
    tools: Array.from({ length: tools }, (_, i) => skeleton(i, 'x'.repeat(perTool))),
  });
  if (Buffer.byteLength(text) > bytes) throw new Error('the large catalog came out over its size');
  return text;
}
