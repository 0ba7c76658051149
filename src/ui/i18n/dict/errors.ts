import type { Dictionary } from '../t.ts';

export default {
  en: {
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
  },
  ko: {
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
  },
} satisfies Dictionary;
