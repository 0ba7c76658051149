import type { Dictionary } from '../dictionary.ts';

// The strings the import controls show on arrival; the rest arrive with the dialog, the only way to load a catalog.
export default {
  en: {
    'import.inUse': 'Catalog in use:',
    'import.synthetic': 'the synthetic browser-agent catalog (verified records)',
    'import.open': 'Load your own catalog…',
    'import.site': 'this site’s catalog (verified against its manifest)',
    'compare.open': 'Compare with…',
  },
  ko: {
    'import.inUse': '사용 중인 카탈로그:',
    'import.synthetic': '합성 브라우저 에이전트 카탈로그(검증된 기록)',
    'import.open': '내 카탈로그 불러오기…',
    'import.site': '이 사이트의 카탈로그(매니페스트로 검증됨)',
    'compare.open': '다른 버전과 비교…',
  },
} satisfies Dictionary;
