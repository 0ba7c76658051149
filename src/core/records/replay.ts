import { discover } from '../catalog/discover.ts';
import type { Catalog } from '../catalog/types.ts';
import { validateArguments } from '../catalog/validate-arguments.ts';
import type { Result } from '../result.ts';
import type { CallRecord, RecordCall, RecordOutcome } from './types.ts';

/** Recomputes a record's outcome with the core, for the page, the generator and the tests alike. */
export function replay(record: Pick<CallRecord, 'call'>, catalog: Catalog): RecordOutcome {
  return toOutcome(run(record.call, catalog));
}

/** Whether two outcomes are the same JSON value, so the page can mark a record as matching or not. */
export function isSameOutcome(left: RecordOutcome, right: RecordOutcome): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

function run(call: RecordCall, catalog: Catalog): Result<unknown> {
  switch (call.op) {
    case 'discover':
      return discover(catalog, call.family, call.name);
    case 'validate_arguments':
      return validateArguments(catalog, call.name, call.arguments);
  }
}

/** Drops the message from a failure: records keep what outside tests compare, the code and the pointer. */
function toOutcome(result: Result<unknown>): RecordOutcome {
  if (result.ok) return { ok: true, value: result.value };
  return { ok: false, code: result.error.code, path: result.error.path };
}
