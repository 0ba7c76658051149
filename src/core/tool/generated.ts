/**
 * What a tool whose schema the core itself writes (a scalar catalog's, the gate's, a registered one) has
 * none of: no title or hints, no output schema, nothing an import read of it, no icons or notes; its
 * input schema is always a schema. Spread into such a tool.
 */
export const NOTHING_IMPORTED = Object.freeze({
  title: null,
  hints: null,
  outputSchema: null,
  schemaStates: Object.freeze({ input: 'schema', output: 'absent' } as const),
  schemaCheck: null,
  outputCheck: null,
  schemaProblem: null,
  icons: Object.freeze([]),
  notes: Object.freeze([]),
});
