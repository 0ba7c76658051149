/** The only entry point of the core: the page, the scripts and outside tests import from here. */
export type { ErrorCode, ContractError, ErrorParam, ErrorParams, Result } from './result.ts';
export { ok, fail, contractError, plainError } from './result.ts';
export {
  countCodePoints,
  hasOwnKey,
  isJsonKind,
  isJsonWithinDepth,
  isObjectValue,
  isPlainObject,
  ownValue,
  valueKind,
} from './json-value.ts';
export type { JsonKind } from './json-value.ts';
export { parseJson, jsonSyntaxError } from './parse-json.ts';
export type { JsonSyntaxProblem, ParsedJson } from './parse-json.ts';
export { escapeToken, unescapeToken, toPointer, appendPointer, parsePointer } from './pointer.ts';
export { resolvePointer, valueAtTokens } from './pointer-value.ts';
export * from './wording/index.ts';
export { loadCatalog, LIMITS as CATALOG_LIMITS } from './catalog/load-catalog.ts';
export { discover, listTools, notListed, ALL_FAMILIES } from './catalog/discover.ts';
export { validateArguments } from './catalog/validate-arguments.ts';
export type {
  Catalog,
  CheckedArguments,
  Effect,
  FieldSpec,
  FieldType,
  InputSchema,
  PropertySchema,
  Scalar,
  ToolDefinition,
  ToolDescription,
} from './catalog/types.ts';
export { createGate, approvalKey } from './gate/gate.ts';
export type { Gate, GateOptions, GateResult, GateError } from './gate/gate.ts';
export { GateRegistry, GateConfigError, createGateRegistry } from './gate/gate-registry.ts';
export { DOCUMENT_TOOLS, DOCUMENT_PERMISSIONS } from './gate/tools.ts';
export type {
  GateTool,
  GateData,
  InputType as GateInputType,
  InputValue as GateInputValue,
  Risk as GateRisk,
  ToolArgs as GateToolArgs,
} from './gate/tools.ts';
export type { GateErrorCode, GateLang, GateRefusal } from './gate/messages.ts';
export { gateTool } from './gate/gate-tool.ts';
export type { GateInputCheck, GateInputTool } from './gate/gate-tool.ts';
export {
  canonicalJson,
  displayJson,
  indentedCanonicalJson,
  compareCodePoints,
} from './gate/canonical-json.ts';
export { DOCUMENT_NAME_PATTERN, isDocumentName, isWellFormedText } from './gate/document-rules.ts';
export { stored, refused } from './gate/store.ts';
export type { DocumentStore, StoreError, StoreErrorCode, StoreFailure, StoreResult } from './gate/store.ts';
export { createMemoryStore } from './gate/memory-store.ts';
export type { MemoryStore, MemoryEntry } from './gate/memory-store.ts';
export { GATE_SCENARIO, startScenario, runScenario } from './gate/scenario.ts';
export { formatStepLine, verdictLine } from './gate/step-line.ts';
export type {
  GateScenario,
  ScenarioStep,
  ScenarioRun,
  ScenarioOptions,
  ScenarioOutcome,
  StepReport,
  ToolCall as GateToolCall,
} from './gate/scenario.ts';
export * from './schema/index.ts';
export { locateRef, refToPointer, resolveRef } from './schema/resolve-ref.ts';
export { sampleArguments, sampleResult } from './sample/sample-arguments.ts';
export { sampleValue } from './sample/sample-value.ts';
export { exampleArguments, exampleResult, exampleValue } from './sample/example-value.ts';
export type { SampleFill, SampleOptions } from './sample/sample-value.ts';
export { jsonEqual, cloneJson } from './json-value.ts';
export { replay, isSameOutcome } from './records/replay.ts';
export {
  buildRecords,
  buildRecordFiles,
  loadSyntheticCatalog,
  toJsonFile,
  RECORD_CALLS,
  RECORD_FILES,
} from './records/build-records.ts';
export type { RecordsSource } from './records/build-records.ts';
export { SYNTHETIC_CATALOG, TOOL_DESCRIPTIONS } from './records/synthetic-catalog.ts';
export type { ToolText } from './records/synthetic-catalog.ts';
export type {
  CallRecord,
  ManifestFile,
  RecordCall,
  RecordOutcome,
  RecordsManifest,
  RecordTitle,
  ResultRecord,
} from './records/types.ts';
export { ToolRegistry, TOOL_NAME_PATTERN } from './registry/tool-registry.ts';
export type {
  ToolHandler,
  ToolSpec,
  ToolRecord,
  ValidCall,
  ToolValidation,
} from './registry/tool-registry.ts';
// Catalogs a visitor brings: the MCP module's own entry lists its public names once.
export * from './mcp/index.ts';
export * from './tool/index.ts';
export * from './snapshot/index.ts';
// One tool in each provider's format: the provider module's own entry lists its public names once.
export * from './providers/index.ts';
// What changed between two catalog versions: the diff module's own entry lists its public names once.
export * from './diff/index.ts';
// A schema's fields as the documentation lists them, for the page and the static HTML alike.
export * from './fields/index.ts';
// Search and grouping over any catalog's tools: the search module's own entry lists its public names once.
export * from './search/index.ts';
// Pins of a catalog's tools and the lock file they are kept in.
export * from './pin/index.ts';
// SARIF for code scanning: pointers placed on lines and columns, and the log of a run's findings.
export * from './sarif/index.ts';
// What a catalog costs in a model's context, and a plan that keeps it under a limit: the budget module's own entry lists its public names once.
export * from './budget/index.ts';
// What a tool's text does to the model that reads it: the scan module's own entry lists its public names once.
export * from './scan/index.ts';
