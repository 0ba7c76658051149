import { SENTENCES, type SentenceKey } from '../../core/index.ts';
import type { Lang } from '../i18n/dictionary.ts';
import type { Dictionary } from '../i18n/dictionary.ts';

/**
 * The core's catalog of reason sentences as page strings (`issue.<reason>`, one per variant): the one
 * wording of every reason the catalog has, for schema issues and contract errors alike. The sentence names
 * no field: the page shows the pointer, or the form's field, beside it.
 */
function catalogSentences(lang: Lang): Record<`issue.${SentenceKey}`, string> {
  const entries = Object.entries(SENTENCES).map(([key, words]) => [`issue.${key}`, words[lang]]);
  return Object.fromEntries(entries) as Record<`issue.${SentenceKey}`, string>;
}

/**
 * The sentence of each error code (`error.<CODE>`) and reason (`issue.<reason>` from the core's catalog;
 * `reason.<reason>` for the contract's reasons the catalog does not word, filled from the error's params),
 * and the refusals of record files: registered by every view that shows an error (`ContractErrorView`
 * among them) as it loads, so before the error is shown.
 */
export const REASON_STRINGS = {
  en: {
    ...catalogSentences('en'),
    'reason.malformed_keyword': 'The keyword “{keyword}” has a malformed value.',
    'reason.too_large': 'The text has {size} bytes; the limit is {limit}.',
    'error.code': 'Code',
    'error.path': 'Path',
    'error.wholeValue': 'the whole value',
    'error.value': 'Value',
    'error.explanation': 'Why',
    'error.INVALID_CATALOG': 'A catalog must be an array of at most 1000 tool definitions.',
    'error.INVALID_FIELDS': 'A definition or field spec has missing or extra keys, or too many fields.',
    'error.INVALID_LABEL':
      'Names must be lowercase labels: a letter, then up to 79 letters, digits, dots, underscores or hyphens.',
    'error.DUPLICATE_TOOL': 'Two tools have the same name; the whole catalog is refused.',
    'error.INVALID_METADATA': 'effect must be read or change, and enabled must be true or false.',
    'error.INVALID_SPEC':
      'A field spec has a bad type, a non-boolean required, or a max_length outside 1–20000.',
    'error.UNKNOWN_FAMILY': 'No tool, enabled or not, belongs to this family.',
    'error.TOOL_NOT_AVAILABLE_IN_FAMILY':
      'No enabled tool of this family has exactly this name; a disabled tool or a similar name is never substituted.',
    'error.INVALID_ARGUMENT_KEYS':
      'The arguments have an unknown key, lack a required field, or are not an object.',
    'error.INVALID_ARGUMENT_VALUE': 'A value has the wrong kind or is too long.',
    'load.refused': '{file} was refused',
    'records.digestMismatch': '{file}: its SHA-256 is {actual}, but the manifest says {expected}.',
    'records.problem.network': '{file} could not be fetched.',
    'records.problem.json': '{file} is not valid JSON.',
    'records.problem.shape': '{file} does not have the expected shape.',
    'records.problem.catalog': '{file} is not a valid catalog.',
  },
  ko: {
    ...catalogSentences('ko'),
    'reason.malformed_keyword': '키워드 “{keyword}”의 값이 잘못되었습니다.',
    'reason.too_large': '텍스트 크기: {size}바이트. 한도: {limit}바이트.',
    'error.code': '코드',
    'error.path': '경로',
    'error.wholeValue': '값 전체',
    'error.value': '값',
    'error.explanation': '이유',
    'error.INVALID_CATALOG': '카탈로그는 도구 정의 1000개 이하의 배열이어야 합니다.',
    'error.INVALID_FIELDS': '정의나 필드 명세에 빠진 키나 남는 키가 있거나, 필드가 너무 많습니다.',
    'error.INVALID_LABEL':
      '이름은 소문자 레이블이어야 합니다. 영문자 하나 뒤에 영문 소문자·숫자·점·밑줄·하이픈이 79개까지 옵니다.',
    'error.DUPLICATE_TOOL': '두 도구의 이름이 같습니다. 카탈로그 전체를 거부합니다.',
    'error.INVALID_METADATA': 'effect는 read나 change, enabled는 true나 false여야 합니다.',
    'error.INVALID_SPEC':
      '필드 명세의 type이 잘못됐거나 required가 불리언이 아니거나 max_length가 1–20000 밖입니다.',
    'error.UNKNOWN_FAMILY': '활성 여부와 관계없이 이 묶음에 속한 도구가 없습니다.',
    'error.TOOL_NOT_AVAILABLE_IN_FAMILY':
      '이 묶음에 정확히 이 이름을 가진 활성 도구가 없습니다. 비활성 도구나 비슷한 이름으로 대신하지 않습니다.',
    'error.INVALID_ARGUMENT_KEYS': '인수에 모르는 키가 있거나, 필수 필드가 없거나, 객체가 아닙니다.',
    'error.INVALID_ARGUMENT_VALUE': '값의 종류가 틀렸거나 너무 깁니다.',
    'load.refused': '{file} 파일을 거부했습니다',
    'records.digestMismatch':
      '{file}: SHA-256이 매니페스트와 다릅니다. 실제 값: {actual}, 매니페스트 값: {expected}.',
    'records.problem.network': '{file} 파일을 가져오지 못했습니다.',
    'records.problem.json': '{file} 파일은 올바른 JSON이 아닙니다.',
    'records.problem.shape': '{file} 파일의 구조가 예상과 다릅니다.',
    'records.problem.catalog': '{file} 파일은 올바른 카탈로그가 아닙니다.',
  },
} satisfies Dictionary;
