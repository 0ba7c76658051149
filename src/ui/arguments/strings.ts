import type { Dictionary } from '../i18n/dictionary.ts';

/** The Arguments view's strings, registered when its code loads. */
export const ARGUMENTS_STRINGS = {
  en: {
    'arguments.label': 'Arguments',
    'arguments.reset': 'Reset to sample',
    'arguments.help': 'JSON object for {name}, checked by validateArguments as you type.',
    'arguments.tooLongForUrl':
      'These arguments are too long to share in the address, so the link leaves them out.',
    'arguments.result': 'Result',
    'arguments.valid': 'Shape valid.',
    'arguments.invalid': 'Refused.',
    'arguments.successLabel': 'Result of validateArguments',
    'arguments.shapeValid': 'the arguments fit the generated inputSchema.',
    'arguments.authorized': 'a valid shape grants no permission; the host still decides.',
    'arguments.executed': 'checking never runs the tool.',
  },
  ko: {
    'arguments.label': '인수',
    'arguments.reset': '예시로 되돌리기',
    'arguments.help': '{name}에 넘길 JSON 객체입니다. 입력하는 동안 validateArguments가 검사합니다.',
    'arguments.tooLongForUrl': '인수가 너무 길어 주소에 담을 수 없으므로 링크에서는 빠집니다.',
    'arguments.result': '결과',
    'arguments.valid': '형식이 맞습니다.',
    'arguments.invalid': '거부되었습니다.',
    'arguments.successLabel': 'validateArguments 결과',
    'arguments.shapeValid': '인수가 생성된 inputSchema에 맞습니다.',
    'arguments.authorized': '형식이 맞아도 권한은 생기지 않습니다. 결정은 호스트가 합니다.',
    'arguments.executed': '검사는 도구를 실행하지 않습니다.',
  },
} satisfies Dictionary;
