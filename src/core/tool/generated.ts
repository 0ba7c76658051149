/**
 * What a tool whose schema the core itself writes (a scalar catalog's, the gate's) has none of: no output
 * schema, nothing an import read of it, no icons or notes. Spread into such a tool.
 */
export const NOTHING_IMPORTED = Object.freeze({
  outputSchema: null,
  schemaCheck: null,
  outputCheck: null,
  schemaProblem: null,
  icons: Object.freeze([]),
  notes: Object.freeze([]),
});
