/**
 * The Korean sentence of each reason, under the names `en.ts` gives the English (see there). Korean puts
 * no particle right after a placeholder, since its form depends on the word filled in.
 */
export const wrong_type = '값의 종류가 틀렸습니다. 허용: {expected}. 받은 값: {received}.';
export const not_in_enum = '허용된 값 {count}개 중 어느 것과도 같지 않습니다.';
export const not_in_enum$one = '허용된 값 {count}개 중 어느 것과도 같지 않습니다.';
export const not_in_enum$empty = '허용된 값이 없습니다. enum이 비어 있습니다.';
export const not_const = '정해진 값과 다릅니다.';
export const false_schema = '이 위치에는 어떤 값도 허용되지 않습니다.';
export const too_small = '값은 {limit} 이상이어야 합니다.';
export const too_small$exclusive = '값은 {limit}보다 커야 합니다.';
export const too_large = '값은 {limit} 이하여야 합니다.';
export const too_large$exclusive = '값은 {limit}보다 작아야 합니다.';
export const not_multiple = '값은 {divisor}의 배수여야 합니다.';
export const too_short = '문자열이 {length}자입니다. 최소 {limit}자여야 합니다.';
export const too_short$single = '문자열이 {length}자입니다. 최소 {limit}자여야 합니다.';
export const too_long = '문자열이 {length}자입니다. 한도는 {limit}자입니다.';
export const too_long$single = '문자열이 {length}자입니다. 한도는 {limit}자입니다.';
export const pattern_mismatch = '문자열이 패턴에 맞지 않습니다. 패턴: {pattern}';
export const bad_format = '형식에 맞지 않습니다. 형식: {format}.';
export const too_few_items = '항목이 {count}개입니다. 최소 {limit}개여야 합니다.';
export const too_many_items = '항목이 {count}개입니다. 최대 {limit}개까지입니다.';
export const duplicate_items = '같은 항목이 두 번 있습니다. 위치: {first}, {second}.';
export const contains_count = '조건에 맞는 항목이 {count}개입니다. 최소 {min}, 최대 {max}.';
export const contains_count$unbounded = '조건에 맞는 항목이 {count}개입니다. 최소 {min}, 최대 ∞.';
export const unknown_item = '허용되지 않은 항목입니다. 위치: {index}.';
export const too_few_keys = '키가 {count}개입니다. 최소 {limit}개여야 합니다.';
export const too_many_keys = '키가 {count}개입니다. 최대 {limit}개까지입니다.';
export const missing_key = '필수 키가 없습니다: "{key}"';
export const missing_dependency = '"{key}" 키가 있으면 "{dependency}" 키도 있어야 합니다.';
export const unknown_key = '허용되지 않은 키입니다: "{key}"';
export const no_branch_matched =
  '분기 {branches}개 중 맞는 것이 없습니다. 가장 가까운 분기는 {closest}번이며, 그 문제가 이어집니다.';
export const several_branches_matched = '분기 하나에만 맞아야 하는데 여러 분기에 맞습니다. 분기: {matched}.';
export const not_failed = '"not" 아래의 스키마에 맞으므로 거부합니다.';
export const too_deep = '중첩이 {limit}단계보다 깊어 여기서 멈춥니다.';
export const too_deep$schema = '스키마가 {limit}단계 이내로 중첩된 JSON 데이터가 아닙니다.';
export const too_deep$value = '값이 {limit}단계 이내로 중첩된 JSON 데이터가 아닙니다.';
export const too_deep$refs = '$ref를 {limit}번 겹쳐 따라가서 여기서 검사를 멈춥니다.';
export const too_deep$value_and_refs = '값과 $ref를 합쳐 {limit}단계 깊이까지 검사해서 여기서 멈춥니다.';
export const ref_loop = '$ref가 값 안으로 내려가지 않고 자기 스키마로 돌아옵니다.';
export const too_complex = '참조를 {limit}단계 넘게 따라가서 여기서 검사를 멈춥니다.';
export const more_issues = '… 문제가 {more}개 더 있습니다. 처음 {shown}개만 보여 줍니다.';
export const pattern_timeout =
  '{seconds}초 뒤 검사를 멈췄습니다. 그때 돌던 패턴: {pattern}. 이런 패턴은 어떤 문자열에서 아주 오래 되추적할 수 있습니다.';
export const check_timeout = '{seconds}초 뒤 검사를 멈췄습니다.';
export const check_failed = '검사를 실행할 수 없습니다: {message}.';
export const invalid_json = '텍스트가 JSON이 아닙니다: {line}행 {column}열, 찾은 문자: "{found}".';
export const invalid_json$end = '텍스트가 JSON이 아닙니다: {line}행 {column}열, 텍스트가 일찍 끝납니다.';
// the approval gate's refusals: the scenario's Korean, word for word
export const unknown_tool = '등록되지 않은 도구다';
export const input_not_an_object = '입력은 딕셔너리여야 한다';
export const input_keys_differ = '입력 키가 정의와 다르다';
export const input_wrong_type = '{name}의 자료형이 올바르지 않다';
export const permission_denied = '필요한 권한이 없다';
export const approval_required = '이 요청에 대한 승인이 필요하다';
export const file_not_found = '파일이 없다';
export const file_name_not_allowed = '허용하지 않는 파일 이름이다';
export const symlink_not_allowed = '심볼릭 링크는 허용하지 않는다';
export const file_io_error = '파일을 처리할 수 없다';
// the tool registry's refusals
export const bad_tool_name = '도구 이름은 영문 소문자·숫자·밑줄로 된 조각을 점으로 이은 것이어야 합니다.';
export const already_registered = '이미 등록된 도구입니다: "{name}". 바꾸려면 override를 주세요.';
// the scalar catalog's refusals, and the calls it refuses
export const not_an_array = '카탈로그는 도구 정의의 배열이어야 합니다. 받은 값: {received}.';
export const too_many_tools = '도구가 {count}개입니다. 한도는 {limit}개입니다.';
export const too_many_fields = '이 도구의 필드가 {count}개입니다. 한도는 {limit}개입니다.';
export const not_an_object = '일반 JSON 객체여야 합니다. 받은 값: {received}.';
export const unexpected_key = '여기에 올 수 없는 키입니다: "{key}"';
export const symbol_key = '키는 심볼이 아니라 문자열이어야 합니다. 받은 키: Symbol({description}).';
export const not_a_label =
  '이름은 레이블이어야 합니다. 영문 소문자 하나 뒤에 영문 소문자·숫자·점·밑줄·하이픈이 79개까지 옵니다.';
export const duplicate_name = '목록 앞쪽의 다른 도구가 이미 이 이름을 씁니다. 목록 전체를 거부합니다.';
export const out_of_range = '값은 정수여야 합니다. 허용 범위: {min}–{max}. 받은 값의 종류: {received}.';
export const unsafe_integer = '정수가 ±{limit} 범위를 넘어 그대로 되돌려 줄 수 없습니다.';
export const unknown_family = '활성 여부와 관계없이 이 묶음에 속한 도구가 없습니다: "{family}"';
export const not_available =
  '"{family}" 묶음에 이름이 정확히 "{name}"인 활성 도구가 없습니다. 비활성 도구나 비슷한 이름으로 대신하지 않습니다.';
export const not_listed =
  '이 목록에 이름이 정확히 "{name}"인 도구가 없습니다. 비슷한 이름으로 대신하지 않습니다.';
export const not_available$all =
  '이름이 정확히 "{name}"인 활성 도구가 어느 묶음에도 없습니다. 비활성 도구나 비슷한 이름으로 대신하지 않습니다.';
// a catalog's format, an MCP list's envelope and tools, and schemas a compiler refuses
export const unknown_format =
  '스칼라 카탈로그(JSON 배열)도, MCP tools/list 결과("tools"가 있는 객체)도 아닙니다.';
export const not_jsonrpc_2 = 'JSON-RPC 응답에는 "jsonrpc": "2.0"이 있어야 합니다.';
export const jsonrpc_error = '이 JSON-RPC 응답은 tools/list 결과가 아니라 오류입니다.';
export const not_mcp = '도구 결과는 MCP tools/list 결과에 대해 확인합니다. 이것은 스칼라 카탈로그입니다.';
export const empty_name = '도구 이름은 비어 있지 않은 문자열이어야 합니다.';
export const not_object_schema = 'MCP inputSchema는 "type": "object"를 선언해야 합니다.';
export const null_annotations = '"annotations"가 null이라 주석이 없는 것으로 읽었습니다.';
export const null_member = '이 선택 항목이 null이라 없는 것으로 읽었습니다.';
export const null_hint = '이 힌트가 null이라 밝히지 않은 것으로 읽었습니다. MCP 기본값은 {value}입니다.';
export const title_conflict =
  '"title"({title})과 "annotations.title"({annotationTitle})이 다릅니다. 명세의 순서대로 "title"을 보여 줍니다.';
export const not_a_schema = '스키마는 true, false 또는 객체여야 합니다. 받은 값: {received}.';
export const unsupported_keyword = '지원 범위 밖의 키워드: "{keyword}"';
export const nested_id = '$id는 스키마의 루트에서만 지원합니다.';
export const unresolved_ref = '$ref가 가리키는 곳에 스키마가 없습니다: "{target}"';
export const not_local_ref = '로컬 참조가 아닌 $ref: "{ref}"';
export const bad_ref_encoding = '올바른 JSON 포인터 조각이 아닌 $ref: "{ref}"';
export const lone_surrogate =
  '짝이 없는 서로게이트(UTF-16 쌍의 반쪽)가 있어 RFC 8785 정규 JSON으로 쓸 수 없습니다.';
export const unlocated = '이 스키마의 위치를 찾을 수 없습니다(너무 깊이 중첩된 스키마는 읽지 않습니다).';
export const unknown_dialect = '이 엔진이 모르는 방언입니다: "{dialect}"';
export const malformed_keyword = '키워드의 형식이 잘못됐습니다: "{keyword}"';
export const malformed_keyword$boolean = '"{keyword}" 값은 불리언이어야 합니다.';
export const malformed_keyword$string = '"{keyword}" 값은 문자열이어야 합니다.';
export const malformed_keyword$number = '"{keyword}" 값은 수여야 합니다.';
export const malformed_keyword$positive = '"{keyword}" 값은 0보다 커야 합니다.';
export const malformed_keyword$count = '"{keyword}" 값은 0 이상의 정수여야 합니다.';
export const malformed_keyword$array = '"{keyword}" 값은 배열이어야 합니다.';
export const malformed_keyword$strings = '"{keyword}" 값은 문자열의 배열이어야 합니다.';
export const malformed_keyword$schemas = '"{keyword}" 값은 스키마의 배열이어야 합니다.';
export const malformed_keyword$some_schemas = '"{keyword}" 값은 비어 있지 않은 스키마 배열이어야 합니다.';
export const malformed_keyword$one_schema =
  '"{keyword}" 값은 스키마 하나여야 합니다. 스키마 목록은 "prefixItems"에 씁니다.';
export const malformed_keyword$object = '"{keyword}" 값은 객체여야 합니다.';
export const malformed_keyword$schema_map = '"{keyword}" 값은 스키마를 값으로 가진 객체여야 합니다.';
export const malformed_keyword$regex = '"{keyword}"의 정규 표현식이 올바르지 않습니다: "{pattern}"';
export const malformed_keyword$type_names = '"{keyword}" 값은 자료형 이름이나 그 목록이어야 합니다.';
export const malformed_keyword$no_type = '"{keyword}"에 자료형이 하나 이상 있어야 합니다.';
export const malformed_keyword$type_name = 'JSON Schema 자료형이 아닙니다: "{entry}"';
export const malformed_keyword$repeated = '"{keyword}"에 두 번 있습니다: "{entry}"';
export const malformed_keyword$json_values = '"{keyword}"의 값은 깊이가 제한된 JSON 값이어야 합니다.';
export const remote_ref =
  '"{keyword}" 참조가 가리키는 곳은 네트워크 주소라서 가져오지 않으며, 스키마를 검사할 수 없습니다: "{ref}"';
export const ref_not_found = '"{keyword}" 참조가 가리키는 곳에 스키마가 없습니다: "{ref}"';
export const not_an_accept_list = '허용 목록은 JSON 배열이어야 합니다.';
export const accept_entry_not_object = '허용 목록의 {index}번 항목은 JSON 객체여야 합니다.';
export const accept_entry_not_string = '허용 목록의 {index}번 항목에는 "{key}" 문자열이 있어야 합니다.';
export const accept_entry_empty_reason =
  '허용 목록의 {index}번 항목에는 비어 있지 않은 "{key}" 문자열이 있어야 합니다.';
// a site's input files: descriptions, groups and examples
export const descriptions_not_for_mcp =
  '설명 파일은 스칼라 형식에만 씁니다. MCP 도구는 자기 설명을 가집니다.';
export const descriptions_not_an_object = '설명 파일은 도구 이름을 키로 하는 JSON 객체여야 합니다.';
export const fields_not_an_object = '"fields"는 필드 이름을 키로 하는 객체여야 합니다.';
export const texts_not_an_object = '설명은 "en"이나 "ko", 또는 둘 다를 가진 객체여야 합니다.';
export const not_a_language = '언어가 아닌 키입니다: "{key}". "en"이나 "ko"를 쓰세요.';
export const empty_description = '설명은 비어 있지 않은 문자열이어야 합니다.';
export const groups_not_an_object = '그룹 파일은 도구 이름 → 그룹 이름의 JSON 객체여야 합니다.';
export const empty_group = '그룹 이름은 비어 있지 않은 문자열이어야 합니다.';
export const examples_not_an_array = '예시 파일은 예시의 JSON 배열이어야 합니다.';
export const duplicate_id = '앞선 예시가 이미 이 id를 씁니다.';
export const bad_example_id =
  '예시 id는 영문자·숫자·"_"·"-" 1–64자여야 하며 catalog, descriptions, manifest는 쓸 수 없습니다.';
export const bad_mcp_example_id = '예시 id는 영문자·숫자·"_"·"-" 1–64자여야 합니다.';
export const bad_title = '제목은 문자열이거나 { "en": 문자열, "ko"?: 문자열 }이어야 합니다.';
export const bad_call_op = '호출은 "op"가 "discover"나 "validate_arguments"인 객체여야 합니다.';
export const bad_family_name = 'discover 호출은 묶음 이름을 문자열로 적습니다.';
export const bad_discover_name = 'discover 호출은 도구 이름을 문자열이나 null로 적습니다.';
export const bad_validate_name = 'validate_arguments 호출은 도구 이름을 문자열로 적습니다.';
export const missing_arguments = 'validate_arguments 호출에는 "arguments"가 있어야 합니다.';
export const bad_mcp_call =
  'MCP 카탈로그의 호출은 { "op": "call_tool", "name", "arguments" } 모양이어야 합니다.';
// ---- the command line's `snapshot` (see en.ts)
export const not_started = '서버 명령을 시작하지 못했습니다: "{command}" ({errno}).';
export const server_exited = '서버가 도구 목록을 다 보내기 전에 끝났습니다.';
export const connection_closed = '서버가 도구 목록을 다 보내기 전에 연결을 닫았습니다.';
export const list_timeout = '서버가 {seconds}초 안에 도구 목록을 다 보내지 않았습니다.';
export const server_error = '서버가 오류로 답했습니다 (코드 {rpc_code}): {message}';
export const http_status = '서버의 응답이 HTTP 상태 {status}입니다.';
export const unreachable = '서버에 연결하지 못했습니다 ({detail}).';
export const list_failed = '서버의 목록을 받지 못했습니다: {message}';
export const not_written = '"{file}"에 쓰지 못했습니다 ({errno}).';
export const repeated_cursor = '도구 목록 {page}쪽이 이미 준 커서를 다시 주어 끝나지 않습니다: "{cursor}".';
export const too_many_pages = '도구 목록이 {limit}쪽보다 깁니다 (--max-pages 참고).';
export const page_refused = '도구 목록 {page}쪽이 거부되었습니다';

// what a provider would say to a tool (en-lint.ts)
export const lint_name = '도구 이름에 허용되지 않는 문자: {characters}. 허용 형식: {pattern}.';
export const lint_name$empty = '도구 이름이 비어 있습니다.';
export const lint_name$first_character =
  '도구 이름은 글자나 "_"로 시작해야 합니다. 첫 글자: "{character}". 허용 형식: {pattern}.';
export const lint_name_too_long = '도구 이름이 {length}자입니다. 한도는 {limit}자입니다.';
export const lint_root = '입력 스키마에는 "type": "object"가 있어야 합니다. 받은 값: {received}.';
export const lint_strict_root = 'strict 모드에서 최상위 스키마는 "anyOf"가 아닌 객체여야 합니다.';
export const lint_output_root =
  'MCP {revision} 개정판에서는 outputSchema에 "type": "object"가 있어야 합니다. 받은 값: {received}.';
export const lint_output_schema = 'outputSchema를 검사할 수 없어({code}) 결과를 확인할 수 없습니다.';
export const lint_dialect =
  'MCP {revision} 개정판은 기본 방언을 정하지 않습니다. "$schema"가 없는 스키마는 2020-12로 읽습니다.';
export const lint_header = '"x-mcp-header"는 토큰 문자 하나 이상으로 된 HTTP 헤더 이름이어야 합니다.';
export const lint_header$not_reachable =
  '"x-mcp-header"는 inputSchema의 루트에서 "properties"만 거쳐 닿는 속성에만 둘 수 있습니다.';
export const lint_header$not_primitive = '"x-mcp-header"는 string, integer, boolean 속성에만 둘 수 있습니다.';
export const lint_header$duplicate = '두 번 쓰인 헤더 이름입니다(대소문자 무시): "{name}".';
export const lint_composition = '조합 한도를 넘습니다: 스키마의 하위 스키마가 {limit}개를 넘습니다.';
export const lint_composition$depth = '조합 한도를 넘습니다: 조합이 {limit}단계보다 깊게 중첩됩니다.';
export const lint_composition$branches = '조합 한도를 넘습니다: 조합의 분기가 {limit}개를 넘습니다.';
export const lint_openai_required =
  'strict 모드는 모든 속성이 "required"에 있어야 합니다. 빠진 속성: "{key}".';
export const lint_openai_additional =
  'strict 모드는 모든 객체에 "additionalProperties": false가 필요합니다. 여기 값: {found}.';
export const lint_openai_additional$absent =
  'strict 모드는 모든 객체에 "additionalProperties": false가 필요한데 여기에는 없습니다.';
export const lint_openai_keyword = 'strict 모드가 지원하지 않는 키워드: "{keyword}".';
export const lint_openai_one_of = 'strict 모드는 "oneOf"를 허용하지 않습니다.';
export const lint_openai_format = 'strict 모드가 지원하지 않는 형식: "{format}".';
export const lint_openai_type = 'strict 모드는 모든 스키마에 "type"이 필요한데 이 스키마에는 없습니다.';
export const lint_openai_items = 'strict 모드는 배열 스키마에 "items"가 필요합니다.';
export const lint_openai_limit = '스키마의 객체 속성이 {count}개입니다. 한도는 {limit}개입니다.';
export const lint_openai_limit$nesting = '스키마의 객체 중첩이 {count}단계입니다. 한도는 {limit}단계입니다.';
export const lint_openai_limit$stringLength =
  '속성 이름, 정의 이름, enum과 const 값의 합이 {count}자입니다. 한도는 {limit}자입니다.';
export const lint_openai_limit$enumValues = '스키마의 enum 값이 {count}개입니다. 한도는 {limit}개입니다.';
export const lint_openai_limit$large_enum_length =
  '이 enum의 문자열 값 {values}개를 합치면 {count}자입니다. 값이 {threshold}개를 넘으면 한도는 {limit}자입니다.';
export const lint_anthropic_keyword = 'strict 도구 사용이 지원하지 않는 키워드: "{keyword}".';
export const lint_anthropic_keyword$minItems =
  'strict 도구 사용은 "minItems"를 0이나 1로만 지원합니다. 여기 값: {limit}.';
export const lint_anthropic_additional =
  'strict 도구 사용은 모든 객체에 "additionalProperties": false가 필요합니다. 여기 값: {found}.';
export const lint_anthropic_additional$absent =
  'strict 도구 사용은 모든 객체에 "additionalProperties": false가 필요한데 여기에는 없습니다.';
export const lint_anthropic_unlisted = 'strict 도구 사용이 지원하는 키워드 목록에 없는 키워드: "{keyword}".';
export const lint_anthropic_ref =
  'strict 도구 사용은 로컬 참조만 지원합니다. 로컬 참조가 아닌 $ref: "{ref}".';
export const lint_anthropic_ref$recursive =
  'strict 도구 사용은 재귀 스키마를 지원하지 않습니다. 자기 자신으로 돌아오는 $ref: "{ref}".';
export const lint_anthropic_enum = 'strict 도구 사용은 문자열, 숫자, 불리언, null인 enum 값만 지원합니다.';
export const lint_anthropic_format = 'strict 도구 사용의 목록에 없는 형식: "{format}".';
export const lint_anthropic_limit =
  '스키마의 선택 매개변수가 {count}개입니다. strict 도구 사용은 요청 전체에서 {limit}개까지 허용합니다.';
export const lint_anthropic_limit$unionParameters =
  'anyOf나 type 목록을 쓴 매개변수가 {count}개입니다. strict 도구 사용은 요청 전체에서 {limit}개까지 허용합니다.';
export const lint_gemini_field = 'Gemini의 Schema에 없는 필드: "{keyword}".';
export const lint_gemini_field$boolean_schema =
  'Gemini는 여기에 불리언 스키마가 아닌 Schema 객체를 받습니다.';
export const lint_gemini_field$items_list = 'Gemini는 "items"에 스키마 목록이 아닌 스키마 하나를 받습니다.';
export const lint_gemini_type =
  'Gemini는 "type"을 목록이 아닌 하나로 받습니다. "null"이 든 목록은 "nullable": true로 씁니다.';
export const lint_gemini_enum = 'Gemini는 enum 값을 문자열로 받습니다.';
export const lint_gemini_ref = 'Gemini는 함수 매개변수의 "$ref"를 풀지 않습니다.';
export const lint_not_enforced =
  '이 제공자에 맞춰 지운 키워드라서 제공자가 검사하지 않습니다: "{keyword}". 호스트에서 검사하세요.';
export const lint_not_enforced$oneOf =
  '"oneOf"가 "anyOf"가 되어 여러 분기에 맞는 값을 제공자가 더는 거부하지 않습니다. 호스트에서 검사하세요.';
export const adapt_renamed =
  '도구 이름을 바꿨습니다: "{adapted}". "{adapted}" 이름의 호출은 원래 이름 "{original}"에 연결하세요.';
export const adapt_inlined_ref = '"$ref": "{ref}" 자리에 그것이 가리키는 스키마를 넣었습니다.';
export const adapt_dropped_keyword = '주석일 뿐인 키워드를 지웠습니다: "{keyword}".';
export const adapt_dropped_keyword$constraint = '제공자가 거부할 키워드를 지웠습니다: "{keyword}".';
export const adapt_dropped_keyword$unreferenced =
  '안을 가리키던 참조를 모두 풀어 넣었으므로 지웠습니다: "{keyword}".';
export const adapt_one_of_to_any_of = '"oneOf"를 "anyOf"로 바꿨습니다.';
export const adapt_merged_all_of = '"allOf"의 스키마 하나를 부모 스키마에 합쳤습니다.';
export const adapt_merged_all_of$allows_all = '모든 값을 허용하는 "allOf"를 지웠습니다.';
export const adapt_const_to_enum = '"const"를 값 하나짜리 "enum"으로 바꿨습니다.';
export const adapt_type_list = 'type 목록을 type 하나와 "nullable": true로 썼습니다.';
export const adapt_type_list$any_of = 'type 목록을 type마다 분기 하나인 "anyOf"로 썼습니다.';
export const adapt_closed_object =
  '"additionalProperties": false를 더했습니다. 스키마가 선언하지 않은 키는 더는 받지 않습니다.';
export const adapt_made_nullable =
  '속성 "{key}": 이제 필수이며 null을 받습니다. 모델은 빠뜨릴 자리에 null을 보냅니다.';
// what changed between two versions of a catalog (en-diff.ts)
export const diff_tool_removed = '도구를 지웠습니다: "{tool}". 이 도구를 부르면 실패합니다.';
export const diff_tool_added = '도구를 더했습니다: "{tool}".';
export const diff_required_added = '이제 필수인 속성: "{key}".';
export const diff_required_removed = '더는 필수가 아닌 속성: "{key}".';
export const diff_property_added = '속성을 더했습니다: "{key}".';
export const diff_property_removed = '속성을 지웠습니다: "{key}".';
export const diff_open_object_property_added =
  '선언되지 않은 값도 무엇이든 받던 속성에 스키마를 선언했습니다: "{key}". 이전에 받던 "{key}" 값 중 일부는 거부될 수 있습니다.';
export const diff_open_object_property_added$declared =
  '선언하지 않은 속성도 받는 객체에 속성을 더했습니다: "{key}". 이전 스키마가 선언한 속성만 보내는 호출자는 이 속성을 보낸 적이 없습니다.';
export const diff_open_object_property_removed =
  '더는 선언하지 않는 속성이라서 열린 객체가 그 값을 무엇이든 받습니다: "{key}".';
export const diff_type_narrowed = '더는 허용하지 않는 type: {types}.';
export const diff_type_widened = '새로 허용하는 type: {types}.';
export const diff_type_changed = 'type이 바뀌었습니다. 이전: {before}, 이후: {after}.';
export const diff_enum_value_removed = '더는 허용하지 않는 값: {values}.';
export const diff_enum_value_removed$more = '더는 허용하지 않는 값: {values} 외 {more}개.';
export const diff_enum_value_added = '새로 허용하는 값: {values}.';
export const diff_enum_value_added$more = '새로 허용하는 값: {values} 외 {more}개.';
export const diff_enum_added = '이제 값을 제한하는 키워드: {keyword}.';
export const diff_enum_removed = '값을 제한하던 키워드를 지웠습니다: {keyword}.';
export const diff_keyword_changed = '{keyword} 값이 바뀌었습니다. 이전: {before}, 이후: {after}.';
export const diff_keyword_changed$added = '{keyword} 제한이 생겼습니다: {after}.';
export const diff_keyword_changed$removed = '{keyword} 제한이 없어졌습니다. 이전: {before}.';
export const diff_unique_items_added = '이제 배열 항목이 서로 달라야 합니다.';
export const diff_unique_items_removed = '배열 항목이 더는 서로 다를 필요가 없습니다.';
export const diff_additional_properties_closed = '스키마가 선언하지 않은 속성을 이제 거부합니다.';
export const diff_additional_properties_closed$declared =
  '스키마가 선언하지 않은 속성을 이제 거부합니다. 이전 스키마가 선언한 속성만 보내는 호출자는 그런 속성을 보낸 적이 없습니다.';
export const diff_additional_properties_opened = '스키마가 선언하지 않은 속성을 이제 받습니다.';
export const diff_schema_closed = '스키마가 이제 모든 값을 거부합니다.';
export const diff_schema_opened = '스키마가 더는 모든 값을 거부하지 않습니다.';
export const diff_branch_added = 'anyOf의 분기가 늘었습니다.';
export const diff_branch_removed = 'anyOf의 분기가 줄었습니다.';
export const diff_union_added =
  '스키마가 {keyword} 분기 목록이 되었고, 그중 한 분기가 이전 스키마가 받던 값을 모두 받습니다.';
export const diff_union_removed =
  '{keyword} 분기 목록이던 스키마가 그 분기 하나가 받는 값만 받게 되었습니다.';
export const diff_schema_changed = '스키마가 바뀌었습니다. 이런 변경은 예시 값으로만 비교합니다.';
export const diff_schema_changed$missing =
  '한쪽에 없거나 너무 깊이 중첩되어 변경을 비교할 수 없는 스키마: {schema}.';
export const diff_schema_changed$old_not_checkable =
  '이전 스키마를 검사할 수 없어 변경을 판단하지 못합니다({problem}).';
export const diff_schema_changed$new_not_checkable =
  '새 스키마를 검사할 수 없어 변경을 판단하지 못합니다({problem}).';
export const diff_schema_changed$refuses = '새 스키마가 이전 스키마는 받던 인수를 거부합니다.';
export const diff_schema_changed$allows = '새 스키마가 이전 스키마는 허용하지 않던 값을 허용합니다.';
export const diff_output_schema_added = '도구가 이제 outputSchema를 선언합니다.';
export const diff_output_schema_removed =
  '도구가 더는 outputSchema를 선언하지 않아 호출자가 어떤 값이든 받을 수 있습니다.';
export const diff_annotation_weakened =
  '{hint} 값이 바뀌었습니다. 이전: {before}, 이후: {after}. 호스트에 하는 약속이 약해졌습니다.';
export const diff_annotation_strengthened = '{hint} 값이 바뀌었습니다. 이전: {before}, 이후: {after}.';
export const diff_title_changed = '제목이 바뀌었습니다.';
export const diff_title_changed$added = '제목이 생겼습니다.';
export const diff_title_changed$removed = '제목이 없어졌습니다.';
export const diff_description_changed = '설명이 바뀌었습니다.';
export const diff_description_changed$added = '설명이 생겼습니다.';
export const diff_description_changed$removed = '설명이 없어졌습니다.';
export const diff_counterexample = '이전에 받던 값을 이제 {at}에서 거부합니다: {value} ({problem}).';
export const diff_counterexample$root = '이전에 받던 값을 이제 거부합니다: {value} ({problem}).';
export const diff_counterexample$output =
  '이전 스키마가 {at}에서 거부하던 값을 이제 돌려줄 수 있습니다: {value} ({problem}).';
export const diff_counterexample$output_root =
  '이전 스키마가 거부하던 값을 이제 돌려줄 수 있습니다: {value} ({problem}).';
export const diff_callers = '호출자는 이전 스키마가 선언한 속성만 보낸다고 가정합니다.';
export const diff_callers$any = '호출자는 이전 스키마가 받던 값이면 무엇이든 보낼 수 있다고 가정합니다.';
