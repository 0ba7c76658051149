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
export const not_a_schema = '스키마는 true, false 또는 객체여야 합니다. 받은 값: {received}.';
export const unsupported_keyword = '지원 범위 밖의 키워드: "{keyword}"';
export const nested_id = '$id는 스키마의 루트에서만 지원합니다.';
export const unresolved_ref = '$ref가 가리키는 곳에 스키마가 없습니다: "{target}"';
export const not_local_ref = '로컬 참조가 아닌 $ref: "{ref}"';
export const bad_ref_encoding = '올바른 JSON 포인터 조각이 아닌 $ref: "{ref}"';
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
