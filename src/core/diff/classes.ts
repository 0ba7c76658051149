const SCHEMA_CLASSES = [
  'required_added',
  'required_removed',
  'property_added',
  'property_removed',
  'open_object_property_added',
  'open_object_property_removed',
  'type_narrowed',
  'type_widened',
  'type_changed',
  'enum_value_removed',
  'enum_value_added',
  'enum_added',
  'enum_removed',
  'bound_tightened',
  'bound_loosened',
  'multiple_of_tightened',
  'multiple_of_loosened',
  'pattern_added',
  'pattern_changed',
  'pattern_removed',
  'format_added',
  'format_changed',
  'format_removed',
  'unique_items_added',
  'unique_items_removed',
  'additional_properties_closed',
  'additional_properties_opened',
  'schema_closed',
  'schema_opened',
  'branch_added',
  'branch_removed',
  'union_added',
  'union_removed',
  'schema_changed',
] as const;

/**
 * Every class a change may have, stable across versions: tool-level ones, input schema ones, the same
 * prefixed `output_` for output schemas, and annotation, title and description ones. A function, so that a
 * bundle that never diffs drops the list.
 */
export function changeClasses(): string[] {
  return [
    'tool_added',
    'tool_removed',
    ...SCHEMA_CLASSES,
    ...SCHEMA_CLASSES.map((name) => `output_${name}`),
    'output_schema_added',
    'output_schema_removed',
    'annotation_weakened',
    'annotation_strengthened',
    'title_changed',
    'description_changed',
  ];
}
