import type { ErrorCode, RuleId } from '../core/index.ts';
import type { Problem } from './problem.ts';
import { findingSentence, RULE_REASONS, wordAnyReason, wordSentence } from '../core/index.ts';

/** The two languages of the command line's messages. */
export type Lang = 'en' | 'ko';

/**
 * The sentence for a problem: English is the core's own `message`; Korean is worded from the catalog of
 * sentences, as a provider finding (by its `rule`) or by the problem's `reason` and `params` when the core
 * gives them, else from its `code`, else the English sentence.
 */
export function wordProblem(
  problem: Pick<Problem, 'code' | 'message' | 'reason' | 'params' | 'rule' | 'effect'>,
  lang: Lang,
): string {
  if (lang === 'en') return problem.message;
  const { rule, effect = 'rejected', params } = problem;
  if (
    rule !== undefined &&
    Object.hasOwn(RULE_REASONS, rule) &&
    typeof params === 'object' &&
    params !== null
  )
    return wordSentence(
      findingSentence({ rule: rule as RuleId, effect, params: params as Record<string, unknown> }),
      lang,
    );
  const byReason = problem.reason === undefined ? undefined : wordReasonKo(problem.reason, problem.params);
  if (byReason !== undefined) return byReason;
  return Object.hasOwn(KO_CODES, problem.code)
    ? KO_CODES[problem.code as keyof typeof KO_CODES]
    : problem.message;
}

/** Korean for a reason with its params, from the core's catalog of sentences; undefined for a reason it does not word. */
export function wordReasonKo(reason: string, params: unknown): string | undefined {
  return wordAnyReason(reason, params, 'ko');
}

// The gate's and a document store's codes: their errors always carry a reason the catalog of sentences words.
type ReasonedCode = 'INVALID_INPUT' | 'PERMISSION_DENIED' | 'APPROVAL_REQUIRED' | 'NOT_FOUND' | 'IO_ERROR';

// Every other code of the core, so a new code fails the type check until it has its Korean sentence (a
// provider finding is worded by its rule).
const KO_CODES: Readonly<Record<Exclude<ErrorCode, ReasonedCode>, string>> = {
  INVALID_CATALOG: '카탈로그는 도구 정의 1000개 이하의 배열이어야 합니다.',
  INVALID_FIELDS: '정의나 필드 명세에 빠진 키나 남는 키가 있거나, 필드가 너무 많습니다.',
  INVALID_LABEL:
    '이름은 소문자 레이블이어야 합니다. 영문 소문자 하나 뒤에 영문 소문자·숫자·점·밑줄·하이픈이 79개까지 옵니다.',
  DUPLICATE_TOOL: '같은 이름의 도구가 두 번 있습니다. 카탈로그 전체를 거부합니다.',
  INVALID_METADATA:
    '도구의 메타데이터가 잘못됐습니다. effect는 read나 change, enabled는 true나 false여야 합니다.',
  INVALID_SPEC: '필드 명세의 type이 잘못됐거나 required가 불리언이 아니거나 max_length가 1–20000 밖입니다.',
  UNKNOWN_FAMILY: '활성 여부와 관계없이 이 묶음에 속한 도구가 없습니다.',
  TOOL_NOT_AVAILABLE_IN_FAMILY:
    '정확히 이 이름을 가진 활성 도구가 없습니다. 비활성 도구나 비슷한 이름으로 대신하지 않습니다.',
  INVALID_ARGUMENT_KEYS: '인수에 모르는 키가 있거나, 필수 필드가 없거나, 객체가 아닙니다.',
  INVALID_ARGUMENT_VALUE: '값의 종류가 틀렸거나 너무 깁니다.',
  UNSUPPORTED_KEYWORD:
    '스키마가 검사기가 지원하지 않는 키워드를 씁니다. 이 도구의 인수는 검사할 수 없습니다.',
  INVALID_SCHEMA: '스키마가 올바른 JSON Schema가 아닙니다.',
  UNRESOLVED_REF: '$ref가 가리키는 곳이 스키마에 없습니다.',
  INVALID_TOOL_NAME: '도구 이름이 규칙에 맞지 않습니다.',
  DUPLICATE_REGISTRATION: '이미 등록된 도구 이름입니다.',
  UNKNOWN_TOOL: '정확히 이 이름을 가진 도구가 없습니다.',
  INVALID_ARGUMENTS: '인수가 도구의 스키마에 맞지 않습니다.',
  INVALID_JSON: '입력이 JSON이 아닙니다.',
  INVALID_TOOLS_LIST: 'MCP tools/list 결과의 형식이 잘못됐습니다.',
  CATALOG_TOO_LARGE: '입력이 가져오기 한도(텍스트 크기나 도구 수)를 넘습니다.',
  INVALID_TOOL:
    '도구의 모양이 잘못됐습니다. name은 문자열, description은 있으면 문자열이어야 하고 inputSchema가 있어야 합니다.',
  INVALID_ACCEPT_LIST: '허용 목록은 tool, pointer, class, reason 문자열을 가진 객체의 배열이어야 합니다.',
  INVALID_TOOL_RESULT:
    '도구 결과의 모양이 잘못됐습니다. content는 객체의 배열, isError는 있으면 true나 false여야 합니다.',
  MISSING_STRUCTURED_CONTENT: '도구에 outputSchema가 있는데 성공한 결과에 structuredContent가 없습니다.',
  INVALID_STRUCTURED_CONTENT: 'structuredContent가 도구의 outputSchema에 맞지 않습니다.',
  UNKNOWN_CATALOG_FORMAT: '스칼라 카탈로그(JSON 배열)도 MCP tools/list 결과("tools"가 있는 객체)도 아닙니다.',
  SERVER_NOT_LISTED: '서버의 도구 목록을 받지 못했습니다.',
};
