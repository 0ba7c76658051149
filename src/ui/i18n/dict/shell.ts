import type { Dictionary } from '../dictionary.ts';

export default {
  en: {
    'shell.title': 'Tool Contract Explorer',
    'shell.tagline':
      'How an AI agent’s host describes tools on demand and checks every call before anything runs. Describing and checking never execute a tool; the Gate tab runs three demo tools on an in-memory document only.',
    'shell.language': 'Language',
    'shell.darkTheme': 'Dark theme',
    'shell.skip': 'Skip to content',
    'load.loading': 'Loading and verifying the records…',
    'load.view': 'Loading this view…',
    'load.viewFailed': 'This view could not be loaded; check the connection and try again.',
    'load.viewBroke': 'This part stopped with an error; the rest of the page still works.',
  },
  ko: {
    'shell.title': '도구 계약 탐색기',
    'shell.tagline':
      'AI 에이전트의 호스트가 도구를 필요할 때 설명하고, 무엇이든 실행하기 전에 모든 호출을 검사하는 방법. 설명과 검사는 도구를 실행하지 않습니다. 게이트 탭만 데모 도구 세 개를 메모리 속 문서 하나에서 실행합니다.',
    'shell.language': '언어',
    'shell.darkTheme': '어두운 테마',
    'shell.skip': '본문으로 건너뛰기',
    'load.loading': '기록을 불러와 검증하는 중…',
    'load.view': '이 보기를 불러오는 중…',
    'load.viewFailed': '이 보기를 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
    'load.viewBroke': '이 부분이 오류로 멈췄습니다. 페이지의 나머지는 그대로 동작합니다.',
  },
} satisfies Dictionary;
