/**
 * The English sentences of the reasons the scalar catalog's checks report (some the schema engines report
 * too), in a module of their own: the page's first load holds those checks, and a module is bundled whole,
 * so it carries these sentences and no others. `en.ts` exports them with the rest, and holds their variants,
 * which these checks never need (they allow two or three values, and a string of at least one character).
 */
export const wrong_type = 'Expected {expected} but got {received}.';
export const not_in_enum = 'Value is not one of the {count} allowed values.';
export const too_long = 'String has {length} characters; the limit is {limit}.';
export const missing_key = 'Missing required property {key}.';
export const unknown_key = 'Property {key} is not allowed.';
export const not_an_array = 'A catalog must be an array of tool definitions; got {received}.';
export const too_many_tools = 'The catalog has {count} tools; the limit is {limit}.';
export const too_many_fields = 'The tool has {count} fields; the limit is {limit}.';
export const not_an_object = 'A plain JSON object is needed here; got {received}.';
export const unexpected_key = 'The key {key} does not belong here.';
export const symbol_key = 'Keys must be strings, not symbols; got Symbol({description}).';
export const not_a_label =
  'A name must be a label: a lowercase letter, then up to 79 lowercase letters, digits, dots, underscores or hyphens.';
export const duplicate_name = 'A tool earlier in the list already has this name; the whole list is refused.';
export const out_of_range = 'The value must be an integer from {min} to {max}; got {received}.';
export const unsafe_integer = 'The integer is beyond ±{limit}, so it could not be echoed back unchanged.';
export const unknown_family = 'No tool, enabled or not, belongs to the family {family}.';
export const not_available =
  'No enabled tool of the family {family} is named exactly "{name}"; a disabled tool or a similar name is never substituted.';
export const not_available$all =
  'No enabled tool in any family is named exactly "{name}"; a disabled tool or a similar name is never substituted.';
export const not_listed =
  'No tool of this list is named exactly "{name}"; a similar name is never substituted.';
