import type { Dictionary } from '../dictionary.ts';

export default {
  en: {
    'view.area': 'Views',
    'view.tabs': 'Views',
    'view.schema': 'Documentation',
    'view.arguments': 'Arguments',
    'view.result': 'Result',
    'view.records': 'Records',
    'view.gate': 'Gate',
    'view.portability': 'Portability',
    'empty.title': 'No tool selected yet',
    'empty.views':
      'Documentation shows a tool’s inputSchema, Arguments checks a JSON call against it as you type, Records replays example calls, and Portability says what each provider would refuse.',
    'empty.firstStep':
      'Choose a tool from the list or type its exact name, or start with the first tool of this family.',
    'empty.show': 'Show {name}',
  },
  ko: {
    'view.area': '보기',
    'view.tabs': '보기',
    'view.schema': '문서',
    'view.arguments': '인수',
    'view.result': '결과',
    'view.records': '기록',
    'view.gate': '게이트',
    'view.portability': '이식성',
    'empty.title': '아직 고른 도구가 없습니다',
    'empty.views':
      '문서는 도구의 inputSchema를, 인수는 입력하는 JSON 호출을 바로 검사한 결과를, 기록은 예시 호출의 재실행을, 이식성은 제공자마다 거부할 점을 보여 줍니다.',
    'empty.firstStep':
      '목록에서 도구를 고르거나 정확한 이름을 입력하세요. 이 묶음의 첫 도구부터 시작해도 됩니다.',
    'empty.show': '{name} 보기',
  },
} satisfies Dictionary;
