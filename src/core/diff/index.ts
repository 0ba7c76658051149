/** What changed between two versions of a tool catalog, and whether it breaks callers. */
export { diffCatalogs, type DiffOutcome } from './diff-catalogs.ts';
export { diffTools, diffTool } from './compare-tools.ts';
export { diffSchemas } from './diff-schemas.ts';
export {
  readAcceptList,
  applyAccepts,
  acceptsChange,
  type AcceptEntry,
  type AcceptedReport,
} from './accept.ts';
export { changeClasses } from './classes.ts';
export { classReason, counterexampleSentence, diffCallersSentence, diffChangeSentence } from './messages.ts';
export { changeField } from './change-field.ts';
export { changeGroup, groupChanges, type ChangeGroup } from './group-changes.ts';
export type * from './types.ts';
