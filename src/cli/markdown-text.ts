/** A Markdown code span that survives any backticks inside it, a table cell's `|` and a line break. */
export function markdownCode(value: string): string {
  const longest = Math.max(0, ...(value.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const body = value.replace(/\|/g, '\\|').replace(/[\r\n]+/g, ' ');
  return longest === 0 ? `${fence}${body}${fence}` : `${fence} ${body} ${fence}`;
}

/** Text for a Markdown table cell: `|` escaped, line breaks as spaces, no raw HTML. */
export const markdownCell = (value: string): string =>
  value
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ')
    .replace(/</g, '&lt;');
