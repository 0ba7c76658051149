/** The MCP specification revisions whose tool rules the linter tells apart, oldest first. */
export const MCP_REVISIONS = /* @__PURE__ */ Object.freeze([
  '2025-06-18',
  '2025-11-25',
  '2026-07-28',
] as const);

/** One MCP specification revision. */
export type McpRevision = (typeof MCP_REVISIONS)[number];

/** The revision the linter applies when none is named: the newest. */
export const NEWEST_MCP_REVISION: McpRevision = '2026-07-28';
