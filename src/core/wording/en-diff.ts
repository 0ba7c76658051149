/**
 * The English sentence of each kind of change between two versions of a catalog (`diff_…`, worded by
 * `diffChangeSentence`), written as an edit from the old version to the new, in a module of their own:
 * only the comparison, the site's Changes section and the command line word them. `en.ts` exports them
 * with the rest.
 */
export const diff_tool_removed = 'Tool "{tool}" was removed, so calls to it fail.';
export const diff_tool_added = 'Tool "{tool}" was added.';
export const diff_required_added = 'Property "{key}" is now required.';
export const diff_required_removed = 'Property "{key}" is no longer required.';
export const diff_property_added = 'Property "{key}" was added.';
export const diff_property_removed = 'Property "{key}" was removed.';
export const diff_open_object_property_added =
  'Property "{key}" was declared with a schema where any undeclared "{key}" was accepted.';
// a verdict of compatible that rests on callers sending only the properties the old schema declares
export const diff_open_object_property_added$declared =
  'Property "{key}" was added to an object that accepts undeclared properties; callers that send only the properties the old schema declares never sent it.';
export const diff_open_object_property_removed =
  'Property "{key}" is no longer declared, so the open object accepts any value for it.';
export const diff_type_narrowed = 'The type no longer allows {types}.';
export const diff_type_widened = 'The type now also allows {types}.';
export const diff_type_changed = 'The type changed from {before} to {after}.';
// a list of values shows the first few, then how many more there are (`more`)
export const diff_enum_value_removed = 'No longer allowed: {values}.';
export const diff_enum_value_removed$more = 'No longer allowed: {values}, and {more} more.';
export const diff_enum_value_added = 'Now allowed: {values}.';
export const diff_enum_value_added$more = 'Now allowed: {values}, and {more} more.';
export const diff_enum_added = 'Values are now limited by {keyword}.';
export const diff_enum_removed = 'The limit of {keyword} was removed.';
// a bound, multipleOf, pattern or format changed, added or removed ("none" stands for the side without it)
export const diff_keyword_changed = '{keyword} changed from {before} to {after}.';
export const diff_keyword_changed$added = 'A {keyword} of {after} was added.';
export const diff_keyword_changed$removed = 'The {keyword} of {before} was removed.';
export const diff_unique_items_added = 'Array items must now be unique.';
export const diff_unique_items_removed = 'Array items no longer need to be unique.';
export const diff_additional_properties_closed = 'Properties the schema does not declare are now refused.';
export const diff_additional_properties_closed$declared =
  'Properties the schema does not declare are now refused; callers that send only the properties the old schema declares never sent one.';
export const diff_additional_properties_opened = 'Properties the schema does not declare are now accepted.';
export const diff_schema_closed = 'The schema now refuses every value.';
export const diff_schema_opened = 'The schema no longer refuses every value.';
export const diff_branch_added = 'anyOf gained branches.';
export const diff_branch_removed = 'anyOf lost branches.';
export const diff_union_added =
  'The schema became a {keyword} of branches, one of which accepts all it accepted.';
export const diff_union_removed =
  'The schema, a {keyword} of branches, became what one of its branches accepts.';
// a schema change the walk cannot name, by why (`cause`)
export const diff_schema_changed = 'The schema changed in a way that is compared only by examples.';
export const diff_schema_changed$missing =
  'The {schema} is missing or nests too deep on one side, so the change cannot be compared.';
export const diff_schema_changed$old_not_checkable =
  'The old schema cannot be checked ({problem}), so the change is undecided.';
export const diff_schema_changed$new_not_checkable =
  'The new schema cannot be checked ({problem}), so the change is undecided.';
export const diff_schema_changed$refuses = 'The new schema refuses arguments the old one accepted.';
export const diff_schema_changed$allows = 'The new schema allows a value the old one did not.';
export const diff_output_schema_added = 'The tool now declares an outputSchema.';
export const diff_output_schema_removed =
  'The tool no longer declares an outputSchema, so callers may receive any value.';
export const diff_annotation_weakened = '{hint} changed from {before} to {after}, a weaker promise to hosts.';
export const diff_annotation_strengthened = '{hint} changed from {before} to {after}.';
// a title or description added, removed or changed (`edit`)
export const diff_title_changed = 'The title changed.';
export const diff_title_changed$added = 'The title was added.';
export const diff_title_changed$removed = 'The title was removed.';
export const diff_description_changed = 'The description changed.';
export const diff_description_changed$added = 'The description was added.';
export const diff_description_changed$removed = 'The description was removed.';
// the counterexample that proves a break: the value, and where and why the schema that refuses it does
export const diff_counterexample = '{value} was accepted and is now refused at {at} ({problem}).';
export const diff_counterexample$root = '{value} was accepted and is now refused ({problem}).';
export const diff_counterexample$output =
  '{value} may now be returned, and the old schema refused it at {at} ({problem}).';
export const diff_counterexample$output_root =
  '{value} may now be returned, and the old schema refused it ({problem}).';
// the assumption about callers every diff states
export const diff_callers = 'Callers are assumed to send only the properties the old schema declares.';
export const diff_callers$any = 'Callers are assumed to send any value the old schema accepted.';
