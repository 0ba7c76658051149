import type { FieldStep } from '../core/index.ts';

/**
 * The id of a tool's entry, made from its name: `tool-` and the name, each character outside
 * `[A-Za-z0-9_.-]` written `~hex~`. Distinct names give distinct ids, and an id needs no escaping in HTML
 * or in a URL fragment.
 */
export function toolAnchor(name: string): string {
  return `tool-${escapeName(name)}`;
}

/** Which schema a field row belongs to: the arguments (`inputSchema`) or the result (`outputSchema`). */
export type FieldPart = 'input' | 'output';

/**
 * The id of a field's row: its tool's id, then each step after a `/`: a property's key escaped as a tool
 * name is, `[]` for an array's items and `(N)` for a union's Nth variant; an output field's steps follow
 * `(result)`. Escaped keys never contain `/`, `[`, `]` or parentheses, so distinct rows give distinct ids.
 */
export function fieldAnchor(tool: string, steps: readonly FieldStep[], part: FieldPart = 'input'): string {
  return [toolAnchor(tool), ...(part === 'output' ? ['(result)'] : []), ...steps.map(stepText)].join('/');
}

function stepText(step: FieldStep): string {
  switch (step.kind) {
    case 'property':
      return escapeName(step.key);
    case 'items':
      return '[]';
    case 'variant':
      return `(${step.index + 1})`;
  }
}

function escapeName(name: string): string {
  return name.replace(/[^A-Za-z0-9_.-]/gu, (char) => `~${char.codePointAt(0)!.toString(16)}~`);
}

/** The longest tool name a page is named after; a longer one is named by its position. */
const MAX_NAMED = 100;

/**
 * The file name of each tool's page, in the order of `names`: `tool-NAME.html` when the name is safe as a
 * file name on every host (ASCII letters, digits, `_`, `-` and `.`, not starting with `.`, not all digits,
 * at most 100 characters) and no other name equals it ignoring case; otherwise `tool-N.html`, N the tool's
 * 1-based position. A named page's stem is never all digits, so the two kinds never meet.
 */
export function toolPageFiles(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  for (const name of names) seen.set(name.toLowerCase(), (seen.get(name.toLowerCase()) ?? 0) + 1);
  return names.map((name, i) =>
    isSafeFileName(name) && seen.get(name.toLowerCase()) === 1 ? `tool-${name}.html` : `tool-${i + 1}.html`,
  );
}

function isSafeFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_NAMED &&
    /^[A-Za-z0-9_.-]+$/.test(name) &&
    !name.startsWith('.') &&
    !/^[0-9]+$/.test(name)
  );
}

// a row's reading path, step by step: `.key` or a first `key`, `["quoted key"]`, `[]` for an array's items
const PATH_STEP = /^(?:(^|\.)([A-Za-z_$][\w$-]*)|\[\]|\[("(?:[^"\\]|\\.)*")\])/u;

/**
 * The id of an arguments field's row from its reading path (a row's `data-path`, what `?field=` takes:
 * `labels[]`, `options.sort`, `["odd key"]`), by `fieldAnchor`; null when the text is not such a path.
 */
export function fieldPathAnchor(tool: string, path: string): string | null {
  const steps: FieldStep[] = [];
  for (let rest = path; rest !== '';) {
    const match = PATH_STEP.exec(rest);
    // a key after the first is joined by a dot, the first by none
    if (!match || (match[2] !== undefined && (match[1] === '.') !== steps.length > 0)) return null;
    if (match[2] !== undefined) steps.push({ kind: 'property', key: match[2] });
    else if (match[3] !== undefined) {
      const key = quotedKey(match[3]);
      if (key === null) return null;
      steps.push({ kind: 'property', key });
    } else steps.push({ kind: 'items' });
    rest = rest.slice(match[0].length);
  }
  return steps.length === 0 ? null : fieldAnchor(tool, steps);
}

function quotedKey(json: string): string | null {
  try {
    return JSON.parse(json) as string;
  } catch {
    return null;
  }
}
