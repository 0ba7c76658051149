import type { CatalogBill, ToolBill, ToolParts } from './types.ts';

/** The largest single part of a tool's tokens: its description, one field's descriptions or schema, or the rest. */
export type LargestPart =
  | { readonly part: 'description' | 'rest'; readonly tokens: number }
  | { readonly part: 'field_description' | 'field_schema'; readonly field: string; readonly tokens: number };

/** The `count` costliest tools of a bill, costliest first; equal costs keep catalog order. */
export function costliestTools(bill: CatalogBill, count: number): ToolBill[] {
  return [...bill.tools].sort((a, b) => b.tokens - a.tokens).slice(0, count);
}

/** Why a tool costs what it does: the one part that takes most of its tokens (the first such, on a tie). */
export function largestPart(tool: { readonly parts: ToolParts }): LargestPart {
  let largest: LargestPart = { part: 'description', tokens: tool.parts.description };
  for (const field of tool.parts.fields) {
    if (field.description > largest.tokens) {
      largest = { part: 'field_description', field: field.name, tokens: field.description };
    }
    if (field.schema > largest.tokens)
      largest = { part: 'field_schema', field: field.name, tokens: field.schema };
  }
  return tool.parts.rest > largest.tokens ? { part: 'rest', tokens: tool.parts.rest } : largest;
}
