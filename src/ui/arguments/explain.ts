import { countCodePoints, parsePointer, valueKind, type ContractError } from '../../core/index.ts';
import { valueAt } from './preview-value.ts';

/** A translation key and its parameters: the plain sentence shown beside a contract error. */
export interface Explanation {
  key: string;
  params: Record<string, string | number>;
}

interface PropertyShape {
  type: string;
  maxLength?: number;
}

/** Picks the sentence that explains an argument error, from the error, the arguments and the tool's schema. */
export function explainArgumentError(
  error: ContractError,
  args: unknown,
  properties: Readonly<Record<string, PropertyShape>>,
): Explanation {
  const tokens = parsePointer(error.path) ?? [];
  const field = tokens[0] ?? '';
  const at = valueAt(args, tokens);
  if (error.code === 'INVALID_ARGUMENT_KEYS') {
    if (tokens.length === 0) return { key: 'explain.notObject', params: { kind: valueKind(args) } };
    return { key: at.found ? 'explain.unknownKey' : 'explain.missingKey', params: { field } };
  }
  if (error.code === 'INVALID_ARGUMENT_VALUE') {
    const spec = Object.hasOwn(properties, field) ? properties[field] : undefined;
    return explainValue(field, spec, at.value);
  }
  return { key: `error.${error.code}`, params: { path: error.path } };
}

function explainValue(field: string, spec: PropertyShape | undefined, value: unknown): Explanation {
  const kind = valueKind(value);
  if (spec?.type === 'string' && typeof value === 'string') {
    return {
      key: 'explain.tooLong',
      params: { field, length: countCodePoints(value), limit: spec.maxLength ?? 0 },
    };
  }
  if (spec?.type === 'integer' && Number.isInteger(value))
    return { key: 'explain.unsafeInteger', params: { field } };
  const key = { string: 'explain.notString', integer: 'explain.notInteger', boolean: 'explain.notBoolean' }[
    spec?.type ?? 'string'
  ];
  return { key: key ?? 'explain.notString', params: { field, kind } };
}
