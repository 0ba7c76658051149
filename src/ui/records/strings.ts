import type { Dictionary } from '../i18n/dictionary.ts';

/** The Records view's strings, registered when its code loads. */
export const RECORDS_STRINGS = {
  en: {
    'records.intro':
      'Five synthetic records, each one call with the outcome the core produced. Opening one replays the call in this page.',
    'records.introSite':
      'Examples from this catalog’s owner, each one call with the outcome the core computed when the site was built. Opening one replays the call in this page.',
    'records.none': 'This site has no examples: its owner built it without an examples file.',
    'records.refused': 'Record {id} was refused.',
    'records.problem.duplicate':
      'The manifest lists this id {count} times; an id must name one file, so none of them is shown.',
    'records.call': 'Call',
    'records.recorded': 'Recorded outcome',
    'records.live': 'Outcome computed now',
    'records.match': 'Match: the live outcome equals the recorded one.',
    'records.mismatch': 'Mismatch: the live outcome differs from the recorded one.',
  },
  ko: {
    'records.intro':
      '합성 기록 다섯 개입니다. 각각 호출 하나와 코어가 낸 결과를 담습니다. 열면 이 페이지에서 호출을 다시 실행해 봅니다.',
    'records.introSite':
      '이 카탈로그 주인이 준 예시입니다. 각각 호출 하나와 사이트를 만들 때 코어가 계산한 결과를 담습니다. 열면 이 페이지에서 호출을 다시 실행해 봅니다.',
    'records.none': '이 사이트에는 예시가 없습니다. 주인이 예시 파일 없이 만들었습니다.',
    'records.refused': '거부한 기록: {id}.',
    'records.problem.duplicate':
      '매니페스트가 이 id를 {count}번 나열합니다. id 하나는 파일 하나를 가리켜야 하므로 어느 것도 보여 주지 않습니다.',
    'records.call': '호출',
    'records.recorded': '기록된 결과',
    'records.live': '지금 계산한 결과',
    'records.match': '일치: 지금 계산한 결과가 기록과 같습니다.',
    'records.mismatch': '불일치: 지금 계산한 결과가 기록과 다릅니다.',
  },
} satisfies Dictionary;
