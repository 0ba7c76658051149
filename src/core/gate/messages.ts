import type { StoreFailure } from './store.ts';

/** The languages the gate speaks; Korean is the seed's wording, word for word. */
export type GateLang = 'ko' | 'en';

/** Every code a gate call can fail with, in the seed's spelling. */
export type GateErrorCode =
  'UNKNOWN_TOOL' | 'INVALID_INPUT' | 'PERMISSION_DENIED' | 'APPROVAL_REQUIRED' | 'NOT_FOUND' | 'IO_ERROR';

/** What went wrong, before it is put into words. */
export type GateProblem =
  | { kind: 'unknown_tool' }
  | { kind: 'not_an_object' }
  | { kind: 'keys_differ' }
  | { kind: 'wrong_type'; key: string }
  | { kind: 'permission_denied' }
  | { kind: 'approval_required' }
  | { kind: 'store'; failure: StoreFailure };

/** The contract code of a problem. */
export function problemCode(problem: GateProblem): GateErrorCode {
  switch (problem.kind) {
    case 'unknown_tool':
      return 'UNKNOWN_TOOL';
    case 'not_an_object':
    case 'keys_differ':
    case 'wrong_type':
      return 'INVALID_INPUT';
    case 'permission_denied':
      return 'PERMISSION_DENIED';
    case 'approval_required':
      return 'APPROVAL_REQUIRED';
    case 'store':
      return STORE_CODES[problem.failure];
  }
}

const STORE_CODES: Record<StoreFailure, GateErrorCode> = {
  not_found: 'NOT_FOUND',
  invalid_name: 'INVALID_INPUT',
  symlink: 'INVALID_INPUT',
  io_error: 'IO_ERROR',
};

const STORE_MESSAGES: Record<StoreFailure, Record<GateLang, string>> = {
  not_found: { ko: '파일이 없다', en: 'The file does not exist.' },
  invalid_name: { ko: '허용하지 않는 파일 이름이다', en: 'The file name is not allowed.' },
  symlink: { ko: '심볼릭 링크는 허용하지 않는다', en: 'Symbolic links are not allowed.' },
  io_error: { ko: '파일을 처리할 수 없다', en: 'The file cannot be processed.' },
};

/** A stable message for a problem: no real paths, no internal exception text. */
export function problemMessage(problem: GateProblem, lang: GateLang): string {
  const ko = lang === 'ko';
  switch (problem.kind) {
    case 'unknown_tool':
      return ko ? '등록되지 않은 도구다' : 'The tool is not registered.';
    case 'not_an_object':
      return ko ? '입력은 딕셔너리여야 한다' : 'The input must be an object.';
    case 'keys_differ':
      return ko ? '입력 키가 정의와 다르다' : 'The input keys differ from the definition.';
    case 'wrong_type':
      return ko ? `${problem.key}의 자료형이 올바르지 않다` : `The type of ${problem.key} is not correct.`;
    case 'permission_denied':
      return ko ? '필요한 권한이 없다' : 'The required permission is missing.';
    case 'approval_required':
      return ko ? '이 요청에 대한 승인이 필요하다' : 'This request needs approval.';
    case 'store':
      return STORE_MESSAGES[problem.failure][lang];
  }
}
