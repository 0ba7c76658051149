/** The script's own labels in each language a site is built in; the page's `<html lang>` chooses. */
export const SITE_STRINGS = {
  en: {
    search: 'Search',
    searchBox: 'Search tools and fields',
    results: 'Results',
    close: 'Close',
    typeToSearch: 'Type a word of a tool’s name, title or description, or of a field.',
    noMatch: 'Nothing matches “{query}”.',
    matches: '{count} matches',
    oneMatch: '1 match',
    firstOf: 'the first {shown} of {count} matches',
    field: 'field',
    searchLoading: 'Loading the search index…',
    searchFailed: 'Search is unavailable: {reason}',
    copied: 'Copied',
    copyFailed: 'Copy failed: select the text and copy it.',
    loading: 'Loading the checker…',
    loadFailed: 'The checker could not load: {reason}',
    notOffered: 'This tool is not offered to callers, so there is nothing to try.',
  },
  ko: {
    search: '검색',
    searchBox: '도구와 필드 검색',
    results: '결과',
    close: '닫기',
    typeToSearch: '도구의 이름, 제목, 설명이나 필드에 있는 단어를 입력하세요.',
    noMatch: '“{query}”와 맞는 항목이 없습니다.',
    matches: '{count}개 항목',
    oneMatch: '1개 항목',
    firstOf: '{count}개 중 처음 {shown}개',
    field: '필드',
    searchLoading: '검색 색인을 불러오는 중…',
    searchFailed: '검색을 쓸 수 없습니다: {reason}',
    copied: '복사됨',
    copyFailed: '복사하지 못했습니다. 텍스트를 선택해 복사하세요.',
    loading: '검사기를 불러오는 중…',
    loadFailed: '검사기를 불러오지 못했습니다: {reason}',
    notOffered: '이 도구는 호출할 수 없으므로 시험할 것이 없습니다.',
  },
} as const;

/** A label's key. */
export type SiteLabel = keyof (typeof SITE_STRINGS)['en'];

/** The language the page is written in, as far as the script has words for it: Korean, else English. */
export function pageLang(doc: Document = document): 'en' | 'ko' {
  return doc.documentElement.lang.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

/** A label in the page's language, each `{name}` filled from `params`. */
export function label(
  key: SiteLabel,
  params: Record<string, string | number> = {},
  lang = pageLang(),
): string {
  return SITE_STRINGS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
