import type { Dictionary } from '../i18n/dictionary.ts';

/** The scan's and the pins' strings, registered when their code loads. */
export const TRUST_STRINGS = {
  en: {
    'trust.scanning': 'Scanning the tool texts…',
    'trust.failed': 'The tool texts could not be scanned: {message}',
    'trust.count':
      'Scan of the tool texts — errors: {errors}, warnings: {warnings}, in {tools} of {total} tools.',
    'trust.clean':
      'Scan of the tool texts: nothing hidden, no instruction to the model, no request for secrets.',
    'trust.toolsWithFindings': 'Tools with findings',
    'trust.toolCount': 'errors: {errors}, warnings: {warnings}',
    'trust.findings': 'Scan findings for {name}',
    'trust.severity.error': 'error',
    'trust.severity.warning': 'warning',
    'trust.at': 'at',
    'trust.decoded': 'Hidden text, decoded',
    'trust.matched': 'Matched text',
    'trust.pin': 'Pin',
    'trust.pinHelp':
      'SHA-256 of the RFC 8785 canonical JSON of what a model reads of this tool, as tool-contract pin writes it.',
    'trust.noPins.lone_surrogate':
      'No pin: a text of the catalog holds a lone surrogate, which canonical JSON cannot write.',
  },
  ko: {
    'trust.scanning': '도구 텍스트를 검사하는 중…',
    'trust.failed': '도구 텍스트를 검사하지 못했습니다: {message}',
    'trust.count': '도구 텍스트 검사 — 도구 {total}개 중 {tools}개에서 오류 {errors}개, 경고 {warnings}개.',
    'trust.clean': '도구 텍스트 검사: 숨은 텍스트, 모델에게 하는 지시, 비밀 요구가 없습니다.',
    'trust.toolsWithFindings': '발견이 있는 도구',
    'trust.toolCount': '오류 {errors}개, 경고 {warnings}개',
    'trust.findings': '검사 결과: {name}',
    'trust.severity.error': '오류',
    'trust.severity.warning': '경고',
    'trust.at': '위치',
    'trust.decoded': '숨은 텍스트(해독)',
    'trust.matched': '일치한 텍스트',
    'trust.pin': '핀',
    'trust.pinHelp':
      '모델이 읽는 이 도구 내용의 RFC 8785 정규 JSON에 대한 SHA-256(tool-contract pin이 쓰는 값).',
    'trust.noPins.lone_surrogate':
      '핀 없음: 카탈로그 텍스트에 짝 없는 서로게이트가 있어 정규 JSON으로 쓸 수 없습니다.',
  },
} satisfies Dictionary;
