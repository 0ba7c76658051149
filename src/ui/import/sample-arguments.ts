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
  if (!isObject(schema)) return {};
  const properties = own(schema, 'properties');
  const required = own(schema, 'required');
  const sample: Record<string, unknown> = {};
  if (!Array.isArray(required)) return sample;
  for (const name of required) {
    if (typeof name !== 'string' || Object.hasOwn(sample, name)) continue;
    const property = isObject(properties) ? own(properties, name) : undefined;
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

function sampleValue(property: unknown): unknown {
  if (!isObject(property)) return null;
  const choices = own(property, 'enum');
  if (Array.isArray(choices) && choices.length > 0) return choices[0];
  const declared = own(property, 'type');
  const type = Array.isArray(declared) ? declared[0] : declared;
  return typeof type === 'string' && Object.hasOwn(EMPTY_OF_TYPE, type) ? EMPTY_OF_TYPE[type]!() : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(value: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(value, key) ? value[key] : undefined;
}
