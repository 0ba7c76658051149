import type { Dictionary } from '../t.ts';

export default {
  en: {
    'catalog.count': '{count} tools',
  },
  ko: {
    'catalog.count': '도구 {count}개',
  },
} satisfies Dictionary;
