import { isObjectValue, ownValue } from '../../core/index.ts';

const EMPTY_OF_TYPE: Readonly<Record<string, () => unknown>> = {
  string: () => '',
  number: () => 0,
  integer: () => 0,
  boolean: () => false,
  array: () => [],
  object: () => ({}),
  null: () => null,
};

/**
 * Starting arguments for an MCP tool: each required property with its first `enum` value or an empty
 * value of its first declared type; a visitor edits from there. Reads own keys only, and never fails.
 */
export function sampleArguments(schema: unknown): Record<string, unknown> {
  if (!isObjectValue(schema)) return {};
  const properties = ownValue(schema, 'properties');
  const required = ownValue(schema, 'required');
  const sample: Record<string, unknown> = {};
  if (!Array.isArray(required)) return sample;
  for (const name of required) {
    if (typeof name !== 'string' || Object.hasOwn(sample, name)) continue;
    const property = isObjectValue(properties) ? ownValue(properties, name) : undefined;
    // defineProperty: a required "__proto__" must become an own key, not the sample's prototype
    Object.defineProperty(sample, name, {
      value: sampleValue(property),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return sample;
}

/** The starting arguments as indented JSON text, ready for the editor. */
export function sampleArgumentsText(schema: unknown): string {
  return JSON.stringify(sampleArguments(schema), null, 2);
}

function sampleValue(property: unknown): unknown {
  if (!isObjectValue(property)) return null;
  const choices = ownValue(property, 'enum');
  if (Array.isArray(choices) && choices.length > 0) return choices[0];
  const declared = ownValue(property, 'type');
  const type = Array.isArray(declared) ? declared[0] : declared;
  return typeof type === 'string' && Object.hasOwn(EMPTY_OF_TYPE, type) ? EMPTY_OF_TYPE[type]!() : null;
}
