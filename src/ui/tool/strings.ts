import type { Dictionary } from '../i18n/dictionary.ts';

/**
 * What the page says of a tool whose server sent no hints: what a host assumes by default, one phrase per
 * hint and value (the value comes from the specification's defaults). The static site says the same.
 */
export const TOOL_STRINGS = {
  en: {
    'hints.none': 'The server sent no hints. A host assumes by default that:',
    'hints.assumed.readOnlyHint.false': 'the tool may change its environment',
    'hints.assumed.readOnlyHint.true': 'the tool does not change its environment',
    'hints.assumed.destructiveHint.true': 'a change may delete or overwrite data',
    'hints.assumed.destructiveHint.false': 'a change only adds, never deletes',
    'hints.assumed.idempotentHint.false':
      'calling it again with the same arguments may have a further effect',
    'hints.assumed.idempotentHint.true': 'calling it again with the same arguments has no further effect',
    'hints.assumed.openWorldHint.true': 'it may reach systems outside, such as the web',
    'hints.assumed.openWorldHint.false': 'it works in a closed domain',
  },
  ko: {
    'hints.none': '서버가 힌트를 보내지 않았습니다. 호스트는 기본값으로 다음과 같이 가정합니다.',
    'hints.assumed.readOnlyHint.false': '도구가 환경을 바꿀 수 있음',
    'hints.assumed.readOnlyHint.true': '도구가 환경을 바꾸지 않음',
    'hints.assumed.destructiveHint.true': '변경이 데이터를 지우거나 덮어쓸 수 있음',
    'hints.assumed.destructiveHint.false': '변경은 추가만 하고 지우지 않음',
    'hints.assumed.idempotentHint.false': '같은 인수로 다시 호출하면 추가 효과가 있을 수 있음',
    'hints.assumed.idempotentHint.true': '같은 인수로 다시 호출해도 추가 효과가 없음',
    'hints.assumed.openWorldHint.true': '웹 같은 외부 시스템에 닿을 수 있음',
    'hints.assumed.openWorldHint.false': '닫힌 영역 안에서만 동작함',
  },
} satisfies Dictionary;
