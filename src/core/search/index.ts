export { nameParts, singular, COMMON_VERBS } from './name-parts.ts';
export { searchIndex, searchTools, searchWords, toolSearchWords } from './search-tools.ts';
export type { SearchIndex, SearchableTool } from './search-tools.ts';
export { groupAlphabetically, groupByAuthor, groupByHint, groupByNamePart, HINT_GROUPS } from './group-by.ts';
export type { Grouping, HintedTool, ToolGroup } from './group-by.ts';
