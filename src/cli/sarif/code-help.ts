/**
 * The help text of each code a catalog can be refused with, for a SARIF rule: what the code means and
 * what to change. Provider findings have their rule's own help (see lint-sarif.ts).
 */
const CATALOG_CODE_HELP: Readonly<Record<string, string>> = {
  INVALID_JSON:
    'The file is not JSON text (or not UTF-8). The result points at the line and column where the text breaks.',
  CATALOG_TOO_LARGE:
    'The file is over 5 MiB of UTF-8, or an MCP list has over 1000 tools: the limits every reader of a catalog applies.',
  UNKNOWN_CATALOG_FORMAT:
    'The file is neither a scalar catalog (a JSON array of tool definitions) nor an MCP tools/list result (an object with "tools", bare or as a JSON-RPC response\'s "result").',
  INVALID_TOOLS_LIST:
    'The MCP tools/list result itself is malformed: "tools" is not an array, an entry is not an object or has no usable name, or "nextCursor" is not a string.',
  DUPLICATE_TOOL:
    'Two tools have the same name, so a call by that name is ambiguous; the whole list is refused.',
  INVALID_TOOL:
    'A member of an MCP tool has the wrong type: a name, title or description that is not a string, annotations or _meta that are not objects, a hint that is not a boolean.',
  INVALID_SCHEMA:
    'The tool\'s inputSchema (or outputSchema) is not a JSON Schema the checker can use: missing, not an object, not "type": "object" at its root, or malformed.',
  UNSUPPORTED_KEYWORD:
    "The schema uses a keyword outside what the checker supports, so the tool's arguments cannot be checked.",
  UNRESOLVED_REF: 'A $ref in the schema points where there is no schema.',
  INVALID_CATALOG: 'A scalar catalog must be a JSON array of at most 1000 tool definitions.',
  INVALID_FIELDS:
    'A scalar tool definition or field spec has a missing or extra key, or the tool has too many fields.',
  INVALID_LABEL:
    'A scalar tool or family name must be a label: a lowercase letter, then up to 79 lowercase letters, digits, dots, underscores or hyphens.',
  INVALID_METADATA: 'A scalar tool\'s effect must be "read" or "change", and "enabled" true or false.',
  INVALID_SPEC:
    'A scalar field spec has an unknown type, a "required" that is not a boolean, or a max_length outside 1 to 20000.',
};

/** What a catalog's refusal code means, for the help of its SARIF rule. */
export function catalogCodeHelp(code: string): string {
  return Object.hasOwn(CATALOG_CODE_HELP, code)
    ? CATALOG_CODE_HELP[code]!
    : "The catalog breaks a rule of its format; the result's message says which, and where.";
}
