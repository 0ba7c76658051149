/**
 * The English sentence of each reason, one named export each (the scalar catalog's are in `en-catalog.ts`,
 * a provider's findings and adaptations in `en-lint.ts`, a diff's changes in `en-diff.ts`, all exported
 * here too). `reasons.ts` assembles the whole catalog from this module and `ko.ts`, which has the same
 * names; `reason$variant` words a reason when a param changes the grammar (`too_small$exclusive` is
 * `too_small.exclusive`).
 * A sentence never names the value it is about: every reader shows the value's JSON pointer beside it.
 */
export * from './en-catalog.ts';
export * from './en-lint.ts';
export * from './en-diff.ts';
export const not_in_enum$one = 'Value is not one of the {count} allowed value.';
export const not_in_enum$empty = 'No value is allowed: enum is empty.';
export const not_const = 'The value is not the one constant allowed.';
export const false_schema = 'No value is allowed here: the schema is false.';
export const too_small = 'The number must be at least {limit}.';
export const too_small$exclusive = 'The number must be greater than {limit}.';
export const too_large = 'The number must be at most {limit}.';
export const too_large$exclusive = 'The number must be less than {limit}.';
export const not_multiple = 'The number must be a multiple of {divisor}.';
export const too_short = 'String has {length} characters; the minimum is {limit}.';
export const too_short$single = 'String has {length} character; the minimum is {limit}.';
export const too_long$single = 'String has {length} character; the limit is {limit}.';
export const pattern_mismatch = 'String does not match the pattern {pattern}.';
export const bad_format = 'The text is not a valid {format}.';
export const too_few_items = 'The array has {count} items; at least {limit} are needed.';
export const too_many_items = 'The array has {count} items; at most {limit} are allowed.';
export const duplicate_items = 'Items {first} and {second} are equal; items must be unique.';
export const contains_count = '{count} items match "contains"; between {min} and {max} must.';
export const contains_count$unbounded = '{count} items match "contains"; at least {min} must.';
export const unknown_item = 'Item {index} is not allowed.';
export const too_few_keys = 'The object has {count} keys; at least {limit} are needed.';
export const too_many_keys = 'The object has {count} keys; at most {limit} are allowed.';
export const missing_dependency = 'Property {dependency} is required when {key} is present.';
export const no_branch_matched =
  'None of the {branches} branches matches; branch {closest} comes closest (its issues follow).';
export const several_branches_matched = 'Exactly one branch must match, but branches {matched} all do.';
export const not_failed = 'The value matches the schema under "not", so it is refused.';
// what went too deep (`nested`): a schema, a value, stacked $ref hops, or a value's levels and hops together
export const too_deep = 'The nesting goes deeper than {limit} levels; it stops here.';
export const too_deep$schema = 'The schema is not JSON data nesting at most {limit} levels.';
export const too_deep$value = 'The value is not JSON data nesting at most {limit} levels.';
export const too_deep$refs = 'Validation stacked {limit} $ref hops; it stops here.';
export const too_deep$value_and_refs =
  'Validation went {limit} levels deep (values and $ref hops); it stops here.';
export const ref_loop =
  'This reference leads back to itself without descending into the value, so it never ends.';
export const too_complex = 'Validation took more than {limit} reference steps; it stops here.';
export const more_issues = '… and {more} more issues (the first {shown} are listed).';
export const pattern_timeout =
  'The check was stopped after {seconds} s while the pattern {pattern} was running; a pattern like this can backtrack for a very long time on some strings.';
export const check_timeout = 'The check was stopped after {seconds} s.';
export const check_failed = 'The check could not run: {message}.';
export const invalid_json = 'The text is not JSON: at line {line}, column {column}, found {found}.';
export const invalid_json$end = 'The text is not JSON: at line {line}, column {column}, the text ends early.';
// the approval gate's refusals
export const unknown_tool = 'The tool is not registered.';
export const bad_tool_name = 'A tool name must be segments of a–z, 0–9 and _ joined by dots.';
export const already_registered = 'Tool "{name}" is already registered; pass override to replace it.';
export const input_not_an_object = 'The input must be an object.';
export const input_keys_differ = 'The input keys differ from the definition.';
export const input_wrong_type = 'The type of {name} is not correct.';
export const permission_denied = 'The required permission is missing.';
export const approval_required = 'This request needs approval.';
export const file_not_found = 'The file does not exist.';
export const file_name_not_allowed = 'The file name is not allowed.';
export const symlink_not_allowed = 'Symbolic links are not allowed.';
export const file_io_error = 'The file cannot be processed.';
// a catalog's format, an MCP list's envelope and tools, and schemas a compiler refuses
export const unknown_format =
  'This is neither a scalar catalog (a JSON array) nor an MCP tools/list result (an object with "tools").';
export const not_jsonrpc_2 = 'A JSON-RPC response must have "jsonrpc": "2.0".';
export const jsonrpc_error = 'This JSON-RPC response is an error, not a tools/list result.';
export const not_mcp = 'Tool results are checked against an MCP tools/list result; this is a scalar catalog.';
export const empty_name = 'A tool name must be a non-empty string.';
export const not_object_schema = 'An MCP inputSchema must declare "type": "object".';
// what an MCP tool's reader read in a kinder way than it was written: a note, never a defect
export const null_annotations = '"annotations" is null: read as no annotations.';
export const null_member = 'This optional member is null: read as absent.';
export const null_hint = 'This hint is null: read as not stated, so MCP assumes {value}.';
export const title_conflict =
  '"title" ({title}) and "annotations.title" ({annotationTitle}) differ; "title" is shown, as the specification orders them.';
export const not_a_schema = 'A schema must be true, false or an object; got {received}.';
export const unsupported_keyword = 'The keyword {keyword} is outside the supported subset.';
export const nested_id = '$id is supported at the root of the schema only.';
export const unresolved_ref = 'A $ref points to {target}, where no schema is.';
export const not_local_ref = 'The $ref {ref} is not a local reference.';
export const bad_ref_encoding = 'The $ref {ref} is not a well-formed JSON pointer fragment.';
export const lone_surrogate =
  'The text holds a lone surrogate (half of a UTF-16 pair), which RFC 8785 canonical JSON cannot write.';
export const unlocated = 'This schema could not be located (a schema nested too deep is not read).';
export const unknown_dialect = 'The dialect {dialect} is not one this engine knows.';
// a schema keyword whose value is malformed, worded by what the keyword needs (`needs`)
export const malformed_keyword = 'The keyword {keyword} is not well formed.';
export const malformed_keyword$boolean = '{keyword} must be a boolean.';
export const malformed_keyword$string = '{keyword} must be a string.';
export const malformed_keyword$number = '{keyword} must be a number.';
export const malformed_keyword$positive = '{keyword} must be greater than 0.';
export const malformed_keyword$count = '{keyword} must be a non-negative integer.';
export const malformed_keyword$array = '{keyword} must be an array.';
export const malformed_keyword$strings = '{keyword} must be an array of strings.';
export const malformed_keyword$schemas = '{keyword} must be an array of schemas.';
export const malformed_keyword$some_schemas = '{keyword} must be a non-empty array of schemas.';
export const malformed_keyword$one_schema =
  '{keyword} must be one schema; a list of schemas is "prefixItems".';
export const malformed_keyword$object = '{keyword} must be an object.';
export const malformed_keyword$schema_map = '{keyword} must be an object of schemas.';
export const malformed_keyword$regex = 'The regular expression {pattern} in {keyword} is not valid.';
export const malformed_keyword$type_names = '{keyword} must be a type name or a list of type names.';
export const malformed_keyword$no_type = '{keyword} must name at least one type.';
export const malformed_keyword$type_name = '{entry} is not a JSON Schema type.';
export const malformed_keyword$repeated = '{entry} is listed twice in {keyword}.';
export const malformed_keyword$json_values = 'The values of {keyword} must be JSON values of bounded depth.';
export const remote_ref =
  '{keyword} points to {ref}, a network address, which is never fetched; the schema cannot be checked.';
export const ref_not_found = '{keyword} points to {ref}, where no schema is.';
// an accept list of the diff: changes accepted on purpose
export const not_an_accept_list = 'An accept list must be a JSON array.';
export const accept_entry_not_object = 'Accept entry {index} must be a JSON object.';
export const accept_entry_not_string = 'Accept entry {index} needs {key} as a string.';
export const accept_entry_empty_reason = 'Accept entry {index} needs {key} as a non-empty string.';
// a site's input files: descriptions, groups and examples
export const descriptions_not_for_mcp = 'Descriptions are for the scalar format; MCP tools carry their own.';
export const descriptions_not_an_object = 'A descriptions file must be a JSON object keyed by tool name.';
export const fields_not_an_object = '"fields" must be an object keyed by field name.';
export const texts_not_an_object = 'Descriptions must be an object with "en" and/or "ko".';
export const not_a_language = '{key} is not a language; use "en" or "ko".';
export const empty_description = 'A description must be a non-empty string.';
export const groups_not_an_object = 'A groups file must be a JSON object: tool name → group name.';
export const empty_group = 'A group name must be a non-empty string.';
export const examples_not_an_array = 'An examples file must be a JSON array of examples.';
export const duplicate_id = 'An earlier example already has this id.';
export const bad_example_id =
  'An example id must be 1 to 64 letters, digits, "_" or "-", other than catalog, descriptions or manifest.';
export const bad_mcp_example_id = 'An example id must be 1 to 64 letters, digits, "_" or "-".';
export const bad_title = 'A title must be a string or { "en": string, "ko"?: string }.';
export const bad_call_op = 'A call must be an object whose "op" is "discover" or "validate_arguments".';
export const bad_family_name = 'A discover call names a family as a string.';
export const bad_discover_name = 'A discover call names a tool as a string or null.';
export const bad_validate_name = 'A validate_arguments call names a tool as a string.';
export const missing_arguments = 'A validate_arguments call needs "arguments".';
export const bad_mcp_call = 'A call must be { "op": "call_tool", "name", "arguments" } for an MCP catalog.';
// ---- the command line's `snapshot`: why a live server's tool list was not taken. Each is printed after
// "tool-contract: snapshot: ", so it starts in lower case; `page_refused` leads the importer's refusal of a page.
export const not_started = 'the server command "{command}" could not be started ({errno}).';
export const server_exited = 'the server exited before it sent its whole tool list.';
export const connection_closed = 'the server closed the connection before it sent its whole tool list.';
export const list_timeout = 'the server did not send its whole tool list within {seconds} s.';
export const server_error = 'the server answered with error {rpc_code}: {message}';
export const http_status = 'the server answered with HTTP status {status}.';
export const unreachable = 'the server could not be reached ({detail}).';
export const list_failed = 'the server could not be listed: {message}';
export const not_written = '"{file}" could not be written ({errno}).';
export const repeated_cursor =
  'page {page} of the tool list gives the cursor "{cursor}" a second time, which would never end.';
export const too_many_pages = 'the tool list has more than {limit} pages (see --max-pages).';
export const page_refused = 'page {page} of the tool list is refused';
