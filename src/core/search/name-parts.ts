// Separators MCP servers put inside names (snake, kebab, dotted, path, colon), and the boundaries inside a
// camelCase word: `listIssues` → list·Issues, `getProjectDAST` → get·Project·DAST, `HTTPServer` → HTTP·Server.
const SEPARATORS = /[^\p{L}\p{N}]+/u;
const CAMEL_PARTS = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|\p{L}+/gu;

/** The words of a tool name, lowercased: `push_files` → push, files; `listIssues` → list, issues. */
export function nameParts(name: string): string[] {
  const parts: string[] = [];
  for (const chunk of name.split(SEPARATORS)) {
    for (const part of chunk.match(CAMEL_PARTS) ?? []) parts.push(part.toLowerCase());
  }
  return parts;
}

/** An English plural folded to its singular (`issues` → issue, `repositories` → repository, `branches` → branch); other words as they are. */
export function singular(word: string): string {
  if (word.length <= 3 || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|ss)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Verbs tool names commonly start with; a name such as `get_issue` is grouped by what follows its verb. */
export const COMMON_VERBS: ReadonlySet<string> = new Set(
  (
    'activate add append apply approve archive assign ban block call cancel check clear clone close ' +
    'compare count create deactivate delete describe detect disable dismiss download drop edit enable execute ' +
    'export fetch find fork generate get import insert install invite list load lock manage mark merge ' +
    'move open patch pause play post publish push put query read reject remove rename reopen ' +
    'reprioritize request reset resolve restart resume retry revoke run save search send set show ' +
    'star start stop submit subscribe sync trigger unban unblock unlock unresolve unstar unsubscribe ' +
    'update upload upsert validate view watch write'
  ).split(' '),
);

/** Words that join verbs (`create_or_update_file`) or qualify them (`mark_all_notifications_read`), skipped like a verb. */
export const JOINING_WORDS: ReadonlySet<string> = new Set([
  'a',
  'all',
  'an',
  'and',
  'by',
  'for',
  'my',
  'of',
  'or',
  'the',
  'to',
  'with',
]);
