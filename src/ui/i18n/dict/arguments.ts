import type { Dictionary } from '../t.ts';

// JSON syntax messages, shared by the Arguments view and the catalog import; each brings the rest of its strings lazily.
export default {
  en: {
    'arguments.invalidJson': 'Invalid JSON at line {line}, column {column}.',
    'arguments.unexpectedEnd': 'The text ends before the JSON value is complete.',
    'arguments.unexpectedChar': 'Unexpected “{char}” here.',
  },
  ko: {
    'arguments.invalidJson': '잘못된 JSON: {line}행 {column}열.',
    'arguments.unexpectedEnd': 'JSON 값이 끝나기 전에 텍스트가 끝났습니다.',
    'arguments.unexpectedChar': '여기에 올 수 없는 문자: “{char}”.',
  },
} satisfies Dictionary;
