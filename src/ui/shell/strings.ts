import type { Dictionary } from '../i18n/dictionary.ts';

/** What the page says of a link's problems, registered when their view loads (only a link with one needs it). */
export const LINK_STRINGS = {
  en: {
    'link.title': 'This link asks for something that does not exist',
    'link.needsCatalogTitle': 'This link needs a catalog this browser does not have',
    'link.param': 'Parameter “{param}” = “{value}”',
    'link.dismiss': 'Dismiss',
    'link.badLang': 'This language is not available; the page is shown in English.',
    'link.badView': 'There is no such view; the Documentation view is shown.',
    'link.badRecord': 'There is no verified record with this id.',
    'link.badProvider': 'There is no such provider format; the MCP format is shown.',
    'link.badCatalog':
      'A link can name only a catalog loaded into the page, as “loaded”; this value is ignored.',
    'link.argsWithoutTool': 'Arguments were given without an available tool, so they were not loaded.',
    'link.needsCatalogTool':
      'This link names a tool of a catalog that was loaded into the page from a file or pasted text, and this browser does not have that catalog. Load the same catalog to open the tool.',
    'link.needsCatalog':
      'This link names a catalog that was loaded into the page from a file or pasted text, and this browser does not have it. Load the same catalog to open the link.',
    'link.loadCatalog': 'Load the link’s catalog…',
  },
  ko: {
    'link.title': '이 링크는 존재하지 않는 것을 요청합니다',
    'link.needsCatalogTitle': '이 링크에 필요한 카탈로그가 이 브라우저에 없습니다',
    'link.param': '매개변수 “{param}” = “{value}”',
    'link.dismiss': '닫기',
    'link.badLang': '지원하지 않는 언어입니다. 영어로 표시합니다.',
    'link.badView': '그런 보기는 없습니다. 문서 보기를 표시합니다.',
    'link.badProvider': '그런 제공자 형식은 없습니다. MCP 형식을 표시합니다.',
    'link.badRecord': '이 id를 가진 검증된 기록이 없습니다.',
    'link.badCatalog':
      '링크가 가리킬 수 있는 카탈로그는 페이지에 불러온 카탈로그(“loaded”)뿐입니다. 이 값은 무시합니다.',
    'link.argsWithoutTool': '사용할 수 있는 도구 없이 인수가 주어져 불러오지 않았습니다.',
    'link.needsCatalogTool':
      '이 링크는 파일이나 붙여 넣은 텍스트로 페이지에 불러온 카탈로그의 도구를 가리키는데, 이 브라우저에는 그 카탈로그가 없습니다. 같은 카탈로그를 불러오면 도구가 열립니다.',
    'link.needsCatalog':
      '이 링크는 파일이나 붙여 넣은 텍스트로 페이지에 불러온 카탈로그를 가리키는데, 이 브라우저에는 그 카탈로그가 없습니다. 같은 카탈로그를 불러오면 링크가 열립니다.',
    'link.loadCatalog': '링크의 카탈로그 불러오기…',
  },
} satisfies Dictionary;
