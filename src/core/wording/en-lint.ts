/**
 * The English sentences of what a provider would say to a tool (`lint_…`, one per rule, worded by
 * `findingSentence`) and of the changes that adapt a tool to it (`adapt_…`, one per action, worded by
 * `changeSentence`), in a module of their own: only the provider views and the command line word them.
 * `en.ts` exports them with the rest.
 */
// a tool name the provider refuses, by what is wrong with it (`reason`)
export const lint_name = 'The tool name contains {characters}, which {pattern} does not allow.';
export const lint_name$empty = 'The tool name is empty.';
export const lint_name$first_character =
  'The tool name starts with "{character}"; {pattern} needs a letter or "_" first.';
export const lint_name_too_long = 'The tool name has {length} characters; the limit is {limit}.';
// the root of a schema, the MCP format's own rules and the project's composition bounds
export const lint_root = 'The input schema must have "type": "object"; it has {received}.';
export const lint_strict_root = 'In strict mode the root schema must be an object, not "anyOf".';
export const lint_output_root =
  'Under MCP {revision} an outputSchema must have "type": "object"; it has {received}.';
export const lint_output_schema =
  'The outputSchema cannot be checked ({code}), so results cannot be validated.';
export const lint_dialect =
  'MCP {revision} names no default dialect; a schema without "$schema" is read as 2020-12.';
export const lint_header = '"x-mcp-header" must be an HTTP header name: one or more token characters.';
export const lint_header$not_reachable =
  '"x-mcp-header" may only sit on a property reached from the inputSchema\'s root through "properties" alone.';
export const lint_header$not_primitive =
  '"x-mcp-header" may only sit on a property of type string, integer or boolean.';
export const lint_header$duplicate = 'The header name "{name}" is used twice (header names ignore case).';
export const lint_composition = 'Over the composition bound: the schema has more subschemas than {limit}.';
export const lint_composition$depth = 'Over the composition bound: compositions nest deeper than {limit}.';
export const lint_composition$branches =
  'Over the composition bound: compositions hold more branches than {limit}.';
// OpenAI's strict mode
export const lint_openai_required = 'Strict mode needs every property in "required"; "{key}" is not.';
export const lint_openai_additional =
  'Strict mode needs "additionalProperties": false on every object; here it is {found}.';
export const lint_openai_additional$absent =
  'Strict mode needs "additionalProperties": false on every object; here it is missing.';
export const lint_openai_keyword = 'Strict mode does not support "{keyword}".';
export const lint_openai_one_of = 'Strict mode does not permit "oneOf".';
export const lint_openai_format = 'Strict mode does not support the format "{format}".';
export const lint_openai_type = 'Strict mode needs a "type" in every schema; this one has none.';
export const lint_openai_items = 'Strict mode needs "items" on an array schema.';
// what a strict schema measures (`measure`) past OpenAI's limit
export const lint_openai_limit = 'The schema has {count} object properties; the limit is {limit}.';
export const lint_openai_limit$nesting =
  'The schema has {count} levels of object nesting; the limit is {limit}.';
export const lint_openai_limit$stringLength =
  'The schema has {count} characters in property names, definition names, enum and const values; the limit is {limit}.';
export const lint_openai_limit$enumValues = 'The schema has {count} enum values; the limit is {limit}.';
export const lint_openai_limit$large_enum_length =
  'This enum has {values} string values totalling {count} characters; past {threshold} values the limit is {limit}.';
// Anthropic's strict tool use
export const lint_anthropic_keyword = 'Strict tool use does not support "{keyword}".';
export const lint_anthropic_keyword$minItems =
  'Strict tool use supports "minItems" of 0 or 1 only; here it is {limit}.';
export const lint_anthropic_additional =
  'Strict tool use needs "additionalProperties": false on every object; here it is {found}.';
export const lint_anthropic_additional$absent =
  'Strict tool use needs "additionalProperties": false on every object; here it is missing.';
export const lint_anthropic_unlisted = '"{keyword}" is not among the keywords strict tool use supports.';
export const lint_anthropic_ref = 'Strict tool use supports local references only; "{ref}" is not one.';
export const lint_anthropic_ref$recursive =
  'Strict tool use does not support recursive schemas; "{ref}" leads back to itself.';
export const lint_anthropic_enum =
  'Strict tool use supports enum values that are strings, numbers, booleans or null only.';
export const lint_anthropic_format = 'Strict tool use does not list the format "{format}".';
export const lint_anthropic_limit =
  'The schema has {count} optional parameters; strict tool use allows {limit} across a request.';
export const lint_anthropic_limit$unionParameters =
  'The schema has {count} parameters with anyOf or a type list; strict tool use allows {limit} across a request.';
// Gemini's Schema object
export const lint_gemini_field = 'Gemini\'s Schema has no field "{keyword}".';
export const lint_gemini_field$boolean_schema = 'Gemini takes a Schema object here, not a boolean schema.';
export const lint_gemini_field$items_list = 'Gemini takes one schema in "items", not a list of them.';
export const lint_gemini_type =
  'Gemini takes one "type", not a list; a list with "null" is written "nullable": true.';
export const lint_gemini_enum = 'Gemini takes enum values as strings.';
export const lint_gemini_ref = 'Gemini does not resolve "$ref" in function parameters.';
// what the provider no longer enforces once the tool is adapted to it
export const lint_not_enforced =
  '"{keyword}" was removed for this provider, so the provider does not enforce it; check it in the host.';
export const lint_not_enforced$oneOf =
  '"oneOf" became "anyOf": a value matching several branches is no longer refused by the provider; check it in the host.';
// the changes that adapt a tool to a provider
export const adapt_renamed =
  'Renamed the tool to "{adapted}"; map calls to "{adapted}" back to "{original}".';
export const adapt_inlined_ref = 'Replaced "$ref": "{ref}" with the schema it names.';
export const adapt_dropped_keyword = 'Removed "{keyword}", which only annotates.';
export const adapt_dropped_keyword$constraint = 'Removed "{keyword}", which the provider would refuse.';
export const adapt_dropped_keyword$unreferenced = 'Removed "{keyword}": every reference into it was inlined.';
export const adapt_one_of_to_any_of = 'Turned "oneOf" into "anyOf".';
export const adapt_merged_all_of = 'Merged the one schema of "allOf" into its parent.';
export const adapt_merged_all_of$allows_all = 'Removed an "allOf" that allows everything.';
export const adapt_const_to_enum = 'Turned "const" into a one-value "enum".';
export const adapt_type_list = 'Wrote the type list as one type with "nullable": true.';
export const adapt_type_list$any_of = 'Wrote the type list as "anyOf" over the types.';
export const adapt_closed_object =
  'Added "additionalProperties": false: keys the schema does not declare are no longer accepted.';
export const adapt_made_nullable =
  '"{key}" is now required and nullable: the model sends null where it would leave it out.';
