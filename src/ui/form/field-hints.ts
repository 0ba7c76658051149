import type { FieldNode, NumberBounds } from './field-node.ts';

/** One hint under a field, as a translation key and its parameters. */
export interface Hint {
  key: string;
  params: Record<string, string | number>;
}

/** The hints a field shows from its schema: format, pattern, minimum length, integer-ness and numeric bounds. */
export function fieldHints(node: FieldNode): Hint[] {
  const hints: Hint[] = [];
  if (node.format !== null) hints.push({ key: 'form.format', params: { format: node.format } });
  if (node.kind === 'string') {
    if (node.minLength !== null && node.minLength > 0)
      hints.push({ key: 'form.minLength', params: { limit: node.minLength, count: node.minLength } });
    if (node.pattern !== null) hints.push({ key: 'form.pattern', params: { pattern: node.pattern } });
  }
  if (node.kind === 'number') {
    if (node.isInteger) hints.push({ key: 'form.integer', params: {} });
    hints.push(...boundHints(node.bounds));
  }
  return hints;
}

function boundHints(bounds: NumberBounds): Hint[] {
  const hints: Hint[] = [];
  if (bounds.minimum !== null) hints.push({ key: 'form.min', params: { limit: bounds.minimum } });
  if (bounds.exclusiveMinimum !== null)
    hints.push({ key: 'form.exclusiveMin', params: { limit: bounds.exclusiveMinimum } });
  if (bounds.maximum !== null) hints.push({ key: 'form.max', params: { limit: bounds.maximum } });
  if (bounds.exclusiveMaximum !== null)
    hints.push({ key: 'form.exclusiveMax', params: { limit: bounds.exclusiveMaximum } });
  if (bounds.multipleOf !== null)
    hints.push({ key: 'form.multipleOf', params: { divisor: bounds.multipleOf } });
  return hints;
}

/** The `min`, `max` and `step` attributes of a number input: the browser's spin keys then stay in bounds. */
export function numberAttributes(node: Extract<FieldNode, { kind: 'number' }>): {
  min: number | undefined;
  max: number | undefined;
  step: number | 'any';
} {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = node.bounds;
  // an integer above an exclusive bound starts at the next whole number
  const exclusiveMin =
    exclusiveMinimum !== null && node.isInteger ? Math.floor(exclusiveMinimum) + 1 : undefined;
  const exclusiveMax =
    exclusiveMaximum !== null && node.isInteger ? Math.ceil(exclusiveMaximum) - 1 : undefined;
  return {
    min: minimum ?? exclusiveMin,
    max: maximum ?? exclusiveMax,
    step: multipleOf ?? (node.isInteger ? 1 : 'any'),
  };
}
