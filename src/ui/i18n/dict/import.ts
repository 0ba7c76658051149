import type { Dictionary } from '../t.ts';

// The strings of the always-visible import controls; the dialog and the MCP browser bring theirs lazily.
export default {
  en: {
    'import.inUse': 'Catalog in use:',
    'import.synthetic': 'the synthetic browser-agent catalog (verified records)',
    'import.scalarFrom': 'your scalar catalog from {origin}, {count} tools',
    'import.mcpFrom': 'your MCP tool list from {origin}, {count} tools',
    'import.pasted': 'pasted text',
    'import.open': 'Load your own catalog…',
    'import.back': 'Back to the synthetic catalog',
    'import.loaded.scalar': 'Loaded {count} tools; every view now shows your catalog.',
    'import.loaded.mcp': 'Loaded {count} MCP tools.',
    'import.backDone': 'The synthetic catalog is in use again.',
  },
  ko: {
    'import.inUse': '사용 중인 카탈로그:',
    'import.synthetic': '합성 브라우저 에이전트 카탈로그(검증된 기록)',
    'import.scalarFrom': '{origin}에서 불러온 내 스칼라 카탈로그, 도구 {count}개',
    'import.mcpFrom': '{origin}에서 불러온 내 MCP 도구 목록, 도구 {count}개',
    'import.pasted': '붙여넣은 텍스트',
    'import.open': '내 카탈로그 불러오기…',
    'import.back': '합성 카탈로그로 돌아가기',
    'import.loaded.scalar': '도구 {count}개를 불러왔습니다. 이제 모든 보기가 내 카탈로그를 보여 줍니다.',
    'import.loaded.mcp': 'MCP 도구 {count}개를 불러왔습니다.',
    'import.backDone': '다시 합성 카탈로그를 사용합니다.',
  },
} satisfies Dictionary;
