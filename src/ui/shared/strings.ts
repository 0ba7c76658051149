import type { Dictionary } from '../i18n/dictionary.ts';

/** The shared controls' strings (tool search, copy link, a JSON syntax problem), registered when their code loads. */
export const SHARED_STRINGS = {
  en: {
    'search.label': 'Search tools',
    'search.hint': 'By words of a name, title or description; Enter opens the best match.',
    'search.results': 'Matches',
    'search.count': '{count} of {total} tools match.',
    'search.count.one': '{count} of {total} tools matches.',
    'search.none': 'No tool matches.',
    'copyLink.label': 'Copy link',
    'copyLink.name': 'Copy link to {name}',
    'copyLink.done': 'Link copied.',
    'copyLink.doneLoaded':
      'Link copied. It opens this tool only in a browser that has loaded the same catalog.',
    'copyLink.failed': 'The link could not be copied; copy it from the address bar.',
    'arguments.invalidJson': 'Invalid JSON at line {line}, column {column}.',
    'arguments.unexpectedEnd': 'The text ends before the JSON value is complete.',
    'arguments.unexpectedChar': 'Unexpected “{char}” here.',
  },
  ko: {
    'search.label': '도구 검색',
    'search.hint': '이름, 제목, 설명의 단어로 찾습니다. Enter를 누르면 가장 잘 맞는 도구를 엽니다.',
    'search.results': '검색 결과',
    'search.count': '도구 {total}개 중 {count}개가 맞습니다.',
    'search.count.one': '도구 {total}개 중 {count}개가 맞습니다.',
    'search.none': '맞는 도구가 없습니다.',
    'copyLink.label': '링크 복사',
    'copyLink.name': '링크 복사: {name}',
    'copyLink.done': '링크를 복사했습니다.',
    'copyLink.doneLoaded': '링크를 복사했습니다. 같은 카탈로그를 불러온 브라우저에서만 이 도구가 열립니다.',
    'copyLink.failed': '링크를 복사하지 못했습니다. 주소 창에서 복사하세요.',
    'arguments.invalidJson': '잘못된 JSON: {line}행 {column}열.',
    'arguments.unexpectedEnd': 'JSON 값이 끝나기 전에 텍스트가 끝났습니다.',
    'arguments.unexpectedChar': '여기에 올 수 없는 문자: “{char}”.',
  },
} satisfies Dictionary;
