import type { Dictionary } from '../dictionary.ts';

export default {
  en: {
    'catalog.discovery': 'Discovery',
    'catalog.family': 'Family',
    'catalog.count': '{count} tools',
    'catalog.count.one': '{count} tool',
    'catalog.familyNote':
      'A family groups tools for discovery; it is not a permission. “all” lifts only the family filter: disabled tools stay hidden.',
    'catalog.tools': 'Tools',
    'catalog.noTools': 'This family has no enabled tools.',
    'catalog.summary': '{count} enabled tools in {family}.',
    'catalog.summary.one': '{count} enabled tool in {family}.',
    'effect.read': 'read',
    'effect.change': 'change',
  },
  ko: {
    'catalog.discovery': '탐색',
    'catalog.family': '묶음',
    'catalog.count': '도구 {count}개',
    'catalog.count.one': '도구 {count}개',
    'catalog.familyNote':
      '묶음은 탐색을 위해 도구를 모을 뿐 권한이 아닙니다. “all”은 묶음 필터만 풀 뿐, 비활성 도구는 계속 숨깁니다.',
    'catalog.tools': '도구',
    'catalog.noTools': '이 묶음에는 활성 도구가 없습니다.',
    'catalog.summary': '{family} 묶음의 활성 도구 {count}개.',
    'catalog.summary.one': '{family} 묶음의 활성 도구 {count}개.',
    'effect.read': '읽기',
    'effect.change': '변경',
  },
} satisfies Dictionary;
