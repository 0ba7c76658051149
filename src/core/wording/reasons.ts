import type { ErrorParams } from '../result.ts';
import { fillText, type SentenceParams } from './fill.ts';

/** The languages a reason is worded in. */
export type ReasonLang = 'en' | 'ko';

/**
 * The one sentence of each reason in each language: the core's English `message`, the CLI's Korean and
 * the page's sentences are all filled from here. A sentence never names the value it is about: every
 * reader shows the value's JSON pointer beside it. A key `reason.variant` words the same reason when a
 * param changes the grammar (see `sentenceKey`). Korean puts no particle right after a placeholder, since
 * its form depends on the word filled in.
 */
export const SENTENCES = {
  wrong_type: {
    en: 'Expected {expected} but got {received}.',
    ko: '값의 종류가 틀렸습니다. 허용: {expected}. 받은 값: {received}.',
  },
  not_in_enum: {
    en: 'Value is not one of the {count} allowed values.',
    ko: '허용된 값 {count}개 중 어느 것과도 같지 않습니다.',
  },
  'not_in_enum.one': {
    en: 'Value is not one of the {count} allowed value.',
    ko: '허용된 값 {count}개 중 어느 것과도 같지 않습니다.',
  },
  'not_in_enum.empty': {
    en: 'No value is allowed: enum is empty.',
    ko: '허용된 값이 없습니다. enum이 비어 있습니다.',
  },
  not_const: { en: 'The value is not the one constant allowed.', ko: '정해진 값과 다릅니다.' },
  false_schema: {
    en: 'No value is allowed here: the schema is false.',
    ko: '이 위치에는 어떤 값도 허용되지 않습니다.',
  },
  too_small: { en: 'The number must be at least {limit}.', ko: '값은 {limit} 이상이어야 합니다.' },
  'too_small.exclusive': {
    en: 'The number must be greater than {limit}.',
    ko: '값은 {limit}보다 커야 합니다.',
  },
  too_large: { en: 'The number must be at most {limit}.', ko: '값은 {limit} 이하여야 합니다.' },
  'too_large.exclusive': {
    en: 'The number must be less than {limit}.',
    ko: '값은 {limit}보다 작아야 합니다.',
  },
  not_multiple: {
    en: 'The number must be a multiple of {divisor}.',
    ko: '값은 {divisor}의 배수여야 합니다.',
  },
  too_short: {
    en: 'String has {length} characters; the minimum is {limit}.',
    ko: '문자열이 {length}자입니다. 최소 {limit}자여야 합니다.',
  },
  'too_short.single': {
    en: 'String has {length} character; the minimum is {limit}.',
    ko: '문자열이 {length}자입니다. 최소 {limit}자여야 합니다.',
  },
  too_long: {
    en: 'String has {length} characters; the limit is {limit}.',
    ko: '문자열이 {length}자입니다. 한도는 {limit}자입니다.',
  },
  'too_long.single': {
    en: 'String has {length} character; the limit is {limit}.',
    ko: '문자열이 {length}자입니다. 한도는 {limit}자입니다.',
  },
  pattern_mismatch: {
    en: 'String does not match the pattern {pattern}.',
    ko: '문자열이 패턴에 맞지 않습니다. 패턴: {pattern}',
  },
  bad_format: { en: 'The text is not a valid {format}.', ko: '형식에 맞지 않습니다. 형식: {format}.' },
  too_few_items: {
    en: 'The array has {count} items; at least {limit} are needed.',
    ko: '항목이 {count}개입니다. 최소 {limit}개여야 합니다.',
  },
  too_many_items: {
    en: 'The array has {count} items; at most {limit} are allowed.',
    ko: '항목이 {count}개입니다. 최대 {limit}개까지입니다.',
  },
  duplicate_items: {
    en: 'Items {first} and {second} are equal; items must be unique.',
    ko: '같은 항목이 두 번 있습니다. 위치: {first}, {second}.',
  },
  contains_count: {
    en: '{count} items match "contains"; between {min} and {max} must.',
    ko: '조건에 맞는 항목이 {count}개입니다. 최소 {min}, 최대 {max}.',
  },
  'contains_count.unbounded': {
    en: '{count} items match "contains"; at least {min} must.',
    ko: '조건에 맞는 항목이 {count}개입니다. 최소 {min}, 최대 ∞.',
  },
  unknown_item: { en: 'Item {index} is not allowed.', ko: '허용되지 않은 항목입니다. 위치: {index}.' },
  too_few_keys: {
    en: 'The object has {count} keys; at least {limit} are needed.',
    ko: '키가 {count}개입니다. 최소 {limit}개여야 합니다.',
  },
  too_many_keys: {
    en: 'The object has {count} keys; at most {limit} are allowed.',
    ko: '키가 {count}개입니다. 최대 {limit}개까지입니다.',
  },
  missing_key: { en: 'Missing required property {key}.', ko: '필수 키가 없습니다: "{key}"' },
  missing_dependency: {
    en: 'Property {dependency} is required when {key} is present.',
    ko: '"{key}" 키가 있으면 "{dependency}" 키도 있어야 합니다.',
  },
  unknown_key: { en: 'Property {key} is not allowed.', ko: '허용되지 않은 키입니다: "{key}"' },
  no_branch_matched: {
    en: 'None of the {branches} branches matches; branch {closest} comes closest (its issues follow).',
    ko: '분기 {branches}개 중 맞는 것이 없습니다. 가장 가까운 분기는 {closest}번이며, 그 문제가 이어집니다.',
  },
  several_branches_matched: {
    en: 'Exactly one branch must match, but branches {matched} all do.',
    ko: '분기 하나에만 맞아야 하는데 여러 분기에 맞습니다. 분기: {matched}.',
  },
  not_failed: {
    en: 'The value matches the schema under "not", so it is refused.',
    ko: '"not" 아래의 스키마에 맞으므로 거부합니다.',
  },
  too_deep: {
    en: 'Validation went {limit} levels deep (values and $ref hops); it stops here.',
    ko: '값과 $ref 연쇄가 너무 깊습니다. 한도: {limit}.',
  },
  ref_loop: {
    en: 'This reference leads back to itself without descending into the value, so it never ends.',
    ko: '$ref가 값 안으로 내려가지 않고 자기 스키마로 돌아옵니다.',
  },
  too_complex: {
    en: 'Validation took more than {limit} reference steps; it stops here.',
    ko: '참조를 {limit}단계 넘게 따라가서 여기서 검사를 멈춥니다.',
  },
  more_issues: {
    en: '… and {more} more issues (the first {shown} are listed).',
    ko: '… 문제가 {more}개 더 있습니다. 처음 {shown}개만 보여 줍니다.',
  },
  pattern_timeout: {
    en: 'The check was stopped after {seconds} s while the pattern {pattern} was running; a pattern like this can backtrack for a very long time on some strings.',
    ko: '{seconds}초 뒤 검사를 멈췄습니다. 그때 돌던 패턴: {pattern}. 이런 패턴은 어떤 문자열에서 아주 오래 되추적할 수 있습니다.',
  },
  check_timeout: { en: 'The check was stopped after {seconds} s.', ko: '{seconds}초 뒤 검사를 멈췄습니다.' },
  check_failed: { en: 'The check could not run: {message}.', ko: '검사를 실행할 수 없습니다: {message}.' },
  invalid_json: {
    en: 'The text is not JSON: at line {line}, column {column}, found {found}.',
    ko: '텍스트가 JSON이 아닙니다: {line}행 {column}열, 찾은 문자: "{found}".',
  },
  // the approval gate's refusals: its Korean is the scenario's, word for word
  unknown_tool: { en: 'The tool is not registered.', ko: '등록되지 않은 도구다' },
  input_not_an_object: { en: 'The input must be an object.', ko: '입력은 딕셔너리여야 한다' },
  input_keys_differ: { en: 'The input keys differ from the definition.', ko: '입력 키가 정의와 다르다' },
  input_wrong_type: { en: 'The type of {name} is not correct.', ko: '{name}의 자료형이 올바르지 않다' },
  permission_denied: { en: 'The required permission is missing.', ko: '필요한 권한이 없다' },
  approval_required: { en: 'This request needs approval.', ko: '이 요청에 대한 승인이 필요하다' },
  file_not_found: { en: 'The file does not exist.', ko: '파일이 없다' },
  file_name_not_allowed: { en: 'The file name is not allowed.', ko: '허용하지 않는 파일 이름이다' },
  symlink_not_allowed: { en: 'Symbolic links are not allowed.', ko: '심볼릭 링크는 허용하지 않는다' },
  file_io_error: { en: 'The file cannot be processed.', ko: '파일을 처리할 수 없다' },
  'invalid_json.end': {
    en: 'The text is not JSON: at line {line}, column {column}, the text ends early.',
    ko: '텍스트가 JSON이 아닙니다: {line}행 {column}열, 텍스트가 일찍 끝납니다.',
  },
} as const satisfies Readonly<Record<string, Readonly<Record<ReasonLang, string>>>>;

/** A key of the catalog: a reason, or a reason with the variant a param chose. */
export type SentenceKey = keyof typeof SENTENCES;

/** Every reason the catalog words; a function that reports one takes this type, so a new reason needs its sentences. */
export type Reason = Exclude<SentenceKey, `${string}.${string}`>;

/** Whether a string names a reason the catalog words. */
export function isReason(reason: string): reason is Reason {
  return !reason.includes('.') && Object.hasOwn(SENTENCES, reason);
}

/** The catalog's key for a reason with these params: the variant whose grammar the params need, else the reason's. */
export function sentenceKey(reason: Reason, params: ErrorParams): SentenceKey {
  const key = `${reason}.${variant(reason, params)}`;
  return Object.hasOwn(SENTENCES, key) ? (key as SentenceKey) : reason;
}

function variant(reason: Reason, params: ErrorParams): string {
  if (params.exclusive === true) return 'exclusive';
  if (reason === 'contains_count' && params.max === null) return 'unbounded';
  if (reason === 'invalid_json' && params.found === null) return 'end';
  // `.one` is a count of 1, as the page's dictionaries name it; `.single` a length of 1
  if (params.length === 1) return 'single';
  return params.count === 0 ? 'empty' : params.count === 1 ? 'one' : '';
}

// Names and text from a schema or a visitor: English writes them as JSON string literals, Korean as they
// are, inside the quotes its sentence gives them.
const LITERALS = new Set(['key', 'dependency', 'pattern', 'found']);
const OR: Readonly<Record<ReasonLang, string>> = { en: ' or ', ko: ', ' };

/**
 * A reason's params as a sentence's params: names quoted the language's way, lists joined, numbers kept.
 * A list of allowed values (`expected`, as the catalog contract gives it) also counts them, as `count`.
 */
export function sentenceParams(params: ErrorParams, lang: ReasonLang): SentenceParams {
  const filled: Record<string, string | number> = {};
  if (Array.isArray(params.expected)) filled.count = params.expected.length;
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') filled[name] = value;
    else if (typeof value === 'string')
      filled[name] = lang === 'en' && LITERALS.has(name) ? JSON.stringify(value) : value;
    else if (Array.isArray(value)) filled[name] = value.join(name === 'expected' ? OR[lang] : ', ');
    else filled[name] = String(value);
  }
  return filled;
}

/** The sentence for a reason and its params as text, each value isolated from the words around it. */
export function wordReason(reason: Reason, params: ErrorParams, lang: ReasonLang): string {
  return fillText(SENTENCES[sentenceKey(reason, params)][lang], sentenceParams(params, lang));
}

/**
 * The sentence for any reported reason, or undefined when the catalog has none for it or its params lack
 * one the sentence names (a catalog contract error may share a reason's name with other params).
 */
export function wordAnyReason(reason: string, params: unknown, lang: ReasonLang): string | undefined {
  if (!isReason(reason) || params === null || typeof params !== 'object') return undefined;
  const p = params as ErrorParams;
  const filled = sentenceParams(p, lang);
  const template = SENTENCES[sentenceKey(reason, p)][lang];
  for (const [, name] of template.matchAll(/\{(\w+)\}/g)) if (!Object.hasOwn(filled, name!)) return undefined;
  return fillText(template, filled);
}
