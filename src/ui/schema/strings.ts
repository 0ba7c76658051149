import type { Dictionary } from '../i18n/dictionary.ts';

/** The strings of the Schema view's lower part (field table, copy button, raw schema), registered when its code loads. */
export const SCHEMA_STRINGS = {
  en: {
    'schema.dialect': 'Dialect',
    'schema.vocabulary': 'the registry checks it with compileSchema’s “{vocabulary}” vocabulary.',
    'schema.copy': 'Copy schema',
    'schema.copied': 'Copied',
    'schema.copyFailed': 'Could not copy: select the text and copy it by hand.',
    'schema.label': 'inputSchema of {name}',
    'fields.caption': 'Fields of {name}',
    'fields.name': 'Field',
    'fields.type': 'Type',
    'fields.required': 'Required',
    'fields.limits': 'Limits',
    'fields.description': 'Description',
    'fields.yes': 'yes',
    'fields.no': 'no',
    'fields.none': 'This tool takes no arguments.',
  },
  ko: {
    'schema.dialect': '방언',
    'schema.vocabulary': '레지스트리는 compileSchema의 “{vocabulary}” 어휘로 검사합니다.',
    'schema.copy': '스키마 복사',
    'schema.copied': '복사했습니다',
    'schema.copyFailed': '복사하지 못했습니다. 텍스트를 선택해 직접 복사하세요.',
    'schema.label': '{name}의 inputSchema',
    'fields.caption': '{name}의 필드',
    'fields.name': '필드',
    'fields.type': '타입',
    'fields.required': '필수',
    'fields.limits': '제한',
    'fields.description': '설명',
    'fields.yes': '예',
    'fields.no': '아니요',
    'fields.none': '이 도구는 인수를 받지 않습니다.',
  },
} satisfies Dictionary;
