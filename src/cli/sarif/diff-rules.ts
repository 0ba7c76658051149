import type { SarifLevel, SarifRule } from '../../core/index.ts';

/**
 * What each class of change is, for the help of its SARIF rule; an `output_` class is the same change
 * in the outputSchema, read in the other direction (see classHelp).
 */
const CLASS_HELP: Readonly<Record<string, string>> = {
  tool_added: 'A tool was added. Callers lose nothing.',
  tool_removed: 'A tool was removed: every call to it now fails.',
  required_added: 'A property became required: arguments without it are now refused.',
  required_removed: 'A property is no longer required: arguments without it are now accepted.',
  property_added:
    'A property was declared where undeclared keys were refused, or with no schema of its own: nothing accepted before is refused.',
  property_removed:
    'A declared property was removed: under "additionalProperties": false, arguments that carry it are now refused.',
  open_object_property_added:
    "A property with a schema was declared in an object that accepted undeclared keys with any value: such a key may now only carry that schema's values.",
  open_object_property_removed:
    'A property with a schema was removed from an object that accepts undeclared keys.',
  type_narrowed: 'The type allows fewer kinds of value ("number" to "integer" narrows).',
  type_widened: 'The type allows more kinds of value.',
  type_changed: 'The type was replaced: some kinds of value it allowed are refused now, others allowed.',
  enum_value_removed: 'A value of "enum" or "const" was removed: arguments with it are now refused.',
  enum_value_added: 'A value was added to "enum".',
  enum_added: '"enum" or "const" now limits a value that was free.',
  enum_removed: '"enum" or "const" no longer limits the value.',
  bound_tightened: 'A bound (minimum, maximum, a length, an item or property count) now allows fewer values.',
  bound_loosened: 'A bound (minimum, maximum, a length, an item or property count) now allows more values.',
  multiple_of_tightened: '"multipleOf" now allows fewer numbers.',
  multiple_of_loosened: '"multipleOf" now allows more numbers.',
  pattern_added: 'A "pattern" now limits the string.',
  pattern_changed:
    'The "pattern" changed; it breaks callers when a string the old one matched does not match.',
  pattern_removed: 'The "pattern" was removed.',
  format_added:
    'A "format" was added. The checker treats formats as annotations, so no value proves a break, but a server may check it.',
  format_changed: 'The "format" changed. No value proves a break, but a server may check it.',
  format_removed: 'The "format" was removed.',
  unique_items_added: '"uniqueItems" now refuses arrays with repeated items.',
  unique_items_removed: '"uniqueItems" no longer refuses arrays with repeated items.',
  additional_properties_closed: '"additionalProperties" became false: undeclared keys are now refused.',
  additional_properties_opened:
    '"additionalProperties" is no longer false: undeclared keys are now accepted.',
  schema_closed: 'A subschema became false: no value is accepted there any more.',
  schema_opened: 'A subschema is no longer false.',
  branch_added: 'An "anyOf" branch was added.',
  branch_removed: 'An "anyOf" branch was removed: values only it accepted are now refused.',
  union_added: 'The schema became an anyOf or oneOf of branches, one of which accepts all it accepted.',
  union_removed: 'The schema, an anyOf or oneOf of branches, became what one of its branches accepts.',
  schema_changed:
    'Another change of the schema (oneOf, not, conditionals, an unresolved $ref, a schema that cannot be compared), decided only by a counterexample.',
  output_schema_added: 'The tool declares an outputSchema where it had none.',
  output_schema_removed: 'The tool no longer declares an outputSchema: callers may now receive any value.',
  annotation_weakened:
    'A hint hosts use for policy promises less (readOnlyHint true to false, destructiveHint false to true, idempotentHint true to false, openWorldHint false to true).',
  annotation_strengthened: 'A hint hosts use for policy promises more.',
  title_changed: "The tool's title changed: a note for readers.",
  description_changed: "The tool's description changed: what the model reads of the tool is different.",
};

const OUTPUT_NOTE =
  ' Here in the outputSchema, which callers receive: a widening breaks them and a narrowing does not.';
const INPUT_NOTE =
  ' A break is proved by a counterexample: arguments the old schema accepts and the new refuses.';

/** The help of a change class, for its SARIF rule. */
export function classHelp(name: string): string {
  if (Object.hasOwn(CLASS_HELP, name)) return CLASS_HELP[name]!;
  const base = name.startsWith('output_') ? name.slice('output_'.length) : null;
  if (base !== null && Object.hasOwn(CLASS_HELP, base)) return CLASS_HELP[base]! + OUTPUT_NOTE;
  return `The change class ${name}; see the list of change classes in docs/cli.md.`;
}

/** The SARIF rule of a change class, at the level its first change has. */
export function classRule(name: string, level: SarifLevel): SarifRule {
  const help = classHelp(name);
  const isSchema =
    !name.startsWith('tool_') && !name.startsWith('annotation_') && !/^(title|description)_/.test(name);
  return {
    id: name,
    summary: `Tool catalog change: ${name.replaceAll('_', ' ')}`,
    help: isSchema && !name.startsWith('output_') ? help + INPUT_NOTE : help,
    level,
    properties: { tags: ['tool-contract', 'diff'] },
  };
}
