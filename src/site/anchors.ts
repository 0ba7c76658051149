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
