import type { Dictionary } from '../i18n/dictionary.ts';

/** The exact-name field's strings, registered when its code loads, apart from the first screen's. */
export const LOOKUP_STRINGS = {
  en: {
    'catalog.toolName': 'Tool name',
    'catalog.lookupHint':
      'Type an exact name: only an exact match in the chosen family is selected, never a near one.',
    'catalog.lookupFound': 'Exact match: {name} is selected.',
  },
  ko: {
    'catalog.toolName': '도구 이름',
    'catalog.lookupHint':
      '정확한 이름을 입력하세요. 선택한 묶음에서 정확히 일치할 때만 선택되며 비슷한 이름으로 바꾸지 않습니다.',
    'catalog.lookupFound': '정확히 일치: {name} 선택됨.',
  },
} satisfies Dictionary;
