import type { FindingParams } from './finding.ts';

type Words = (params: FindingParams) => string;

const list = (items: readonly string[] | undefined) => (items ?? []).join(', ');
const keyword = (params: FindingParams) => params.keyword ?? 'keyword';
const changed: Words = (params) => `${keyword(params)} changed from ${params.before} to ${params.after}.`;

/** One English sentence per schema change class, written as an edit from the old schema to the new. */
const SCHEMA_WORDS: Readonly<Record<string, Words>> = {
  required_added: (p) => `Property "${p.key}" is now required.`,
  required_removed: (p) => `Property "${p.key}" is no longer required.`,
  property_added: (p) => `Property "${p.key}" was added.`,
  property_removed: (p) => `Property "${p.key}" was removed.`,
  open_object_property_added: (p) =>
    `Property "${p.key}" was declared with a schema where any undeclared "${p.key}" was accepted.`,
  open_object_property_removed: (p) =>
    `Property "${p.key}" is no longer declared, so the open object accepts any value for it.`,
  type_narrowed: (p) => `The type no longer allows ${list(p.types)}.`,
  type_widened: (p) => `The type now also allows ${list(p.types)}.`,
  enum_value_removed: (p) => `No longer allowed: ${list(p.values)}.`,
  enum_value_added: (p) => `Now allowed: ${list(p.values)}.`,
  enum_added: (p) => `Values are now limited by ${keyword(p)}.`,
  enum_removed: (p) => `The limit of ${keyword(p)} was removed.`,
  bound_tightened: changed,
  bound_loosened: changed,
  multiple_of_tightened: changed,
  multiple_of_loosened: changed,
  pattern_added: changed,
  pattern_removed: changed,
  pattern_changed: changed,
  format_added: changed,
  format_removed: changed,
  format_changed: changed,
  unique_items_added: () => 'Array items must now be unique.',
  unique_items_removed: () => 'Array items no longer need to be unique.',
  additional_properties_closed: () => 'Properties the schema does not declare are now refused.',
  additional_properties_opened: () => 'Properties the schema does not declare are now accepted.',
  schema_closed: () => 'The schema now refuses every value.',
  schema_opened: () => 'The schema no longer refuses every value.',
  branch_added: () => 'anyOf gained branches.',
  branch_removed: () => 'anyOf lost branches.',
};

/** The sentence of a schema change; `params` must already read from the old schema to the new. */
export function schemaChangeMessage(name: string, params: FindingParams): string {
  const words = SCHEMA_WORDS[name];
  return words === undefined
    ? 'The schema changed in a way that is compared only by examples.'
    : words(params);
}

/** Params of a walk from the new schema to the old, turned to read from the old to the new. */
export function reversed(params: FindingParams): FindingParams {
  return { ...params, before: params.after, after: params.before };
}
