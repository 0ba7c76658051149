import type { RecordCall } from '../../core/index.ts';

/** The family, tool and arguments a record's call used; the page is set to them when the record opens. */
export interface PageCall {
  family: string;
  tool: string | null;
  args?: unknown;
}

/** The page state a record's call stands for: a discovery names its family, an argument check its arguments. */
export function callOf(call: RecordCall): PageCall {
  if (call.op === 'validate_arguments') return { family: 'all', tool: call.name, args: call.arguments };
  return { family: call.family, tool: call.name };
}

/** Whether an address's own family and tool agree with a record's call, so the call may set them. */
export function isSameCall(call: PageCall, wanted: { family?: string; tool?: string }): boolean {
  return (
    (wanted.family === undefined || wanted.family === call.family) &&
    (wanted.tool === undefined || wanted.tool === call.tool)
  );
}
