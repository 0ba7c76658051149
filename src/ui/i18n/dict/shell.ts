import type { Dictionary } from '../t.ts';

export default {
  en: {
    'shell.title': 'Tool Contract Explorer',
  },
  ko: {
    'shell.title': '도구 계약 탐색기',
  },
} satisfies Dictionary;
