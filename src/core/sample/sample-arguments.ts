import { isObjectValue, ownValue } from '../json-value.ts';
import type { Tool } from '../tool/tool.ts';
import { followRefs, sampleValue, type SampleFill } from './sample-value.ts';

/**
 * Starting arguments for a tool, read from its `inputSchema`: with `fill: 'required'` each required
 * property with an empty value of its type, with `fill: 'all'` every property with a plausible value.
 */
export function sampleArguments(
  tool: Pick<Tool, 'inputSchema'>,
  options: { readonly fill: SampleFill },
): Record<string, unknown> {
  return sampleObject(tool.inputSchema, options.fill);
}

/** A result to start from: one text block, and structuredContent built from the outputSchema when there is one. */
export function sampleResult(tool: Pick<Tool, 'outputSchema'>): Record<string, unknown> {
  const content = [{ type: 'text', text: '' }];
  if (tool.outputSchema === null) return { content };
  return { content, structuredContent: sampleObject(tool.outputSchema, 'required') };
}

/** An object for `root`'s properties: the required ones, or every one; reads own keys only. */
function sampleObject(root: unknown, fill: SampleFill): Record<string, unknown> {
  const schema = followRefs(root, root);
  const sample: Record<string, unknown> = {};
  if (!isObjectValue(schema)) return sample;
  const properties = ownValue(schema, 'properties');
  const required = ownValue(schema, 'required');
  const names = [
    ...(fill === 'all' && isObjectValue(properties) ? Object.keys(properties) : []),
    ...(Array.isArray(required) ? required.filter((name) => typeof name === 'string') : []),
  ];
  for (const name of names) {
    if (Object.hasOwn(sample, name)) continue;
    const property = isObjectValue(properties) ? ownValue(properties, name) : undefined;
    // defineProperty: a "__proto__" property must become an own key, not the sample's prototype
    Object.defineProperty(sample, name, {
      value: sampleValue(property, { fill, root, name }),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return sample;
}
