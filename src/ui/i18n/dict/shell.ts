import type { Dictionary } from '../t.ts';

export default {
  en: {
    'shell.title': 'Tool Contract Explorer',
    'shell.tagline':
      'How an AI agent’s host describes tools on demand and checks every call before anything runs. Describing and checking never execute a tool; the Gate tab runs three demo tools on an in-memory document only.',
    'shell.language': 'Language',
    'shell.darkTheme': 'Dark theme',
    'shell.skip': 'Skip to content',
    'load.loading': 'Loading and verifying the records…',
    'load.refused': '{file} was refused',
    'load.view': 'Loading this view…',
    'load.viewFailed': 'This view could not be loaded; check the connection and try again.',
    'link.title': 'This link asks for something that does not exist',
    'link.param': 'Parameter “{param}” = “{value}”',
    'link.dismiss': 'Dismiss',
    'link.badLang': 'This language is not available; the page is shown in English.',
    'link.badView': 'There is no such view; the Schema view is shown.',
    'link.badRecord': 'There is no verified record with this id.',
    'link.badProvider': 'There is no such provider format; the MCP format is shown.',
    'link.argsWithoutTool': 'Arguments were given without an available tool, so they were not loaded.',
  },
  ko: {
    'shell.title': '도구 계약 탐색기',
    'shell.tagline':
      'AI 에이전트의 호스트가 도구를 필요할 때 설명하고, 무엇이든 실행하기 전에 모든 호출을 검사하는 방법. 설명과 검사는 도구를 실행하지 않습니다. 게이트 탭만 데모 도구 세 개를 메모리 속 문서 하나에서 실행합니다.',
    'shell.language': '언어',
    'shell.darkTheme': '어두운 테마',
    'shell.skip': '본문으로 건너뛰기',
    'load.loading': '기록을 불러와 검증하는 중…',
    'load.refused': '{file} 파일을 거부했습니다',
    'load.view': '이 보기를 불러오는 중…',
    'load.viewFailed': '이 보기를 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요.',
    'link.title': '이 링크는 존재하지 않는 것을 요청합니다',
    'link.param': '매개변수 “{param}” = “{value}”',
    'link.dismiss': '닫기',
    'link.badLang': '지원하지 않는 언어입니다. 영어로 표시합니다.',
    'link.badView': '그런 보기는 없습니다. 스키마 보기를 표시합니다.',
    'link.badProvider': '그런 제공자 형식은 없습니다. MCP 형식을 표시합니다.',
    'link.badRecord': '이 id를 가진 검증된 기록이 없습니다.',
    'link.argsWithoutTool': '사용할 수 있는 도구 없이 인수가 주어져 불러오지 않았습니다.',
  },
} satisfies Dictionary;
