import type { FieldSpec, ToolDefinition } from '../catalog/types.ts';

/** English and Korean text for the visitor; never part of a definition, which has exactly five keys. */
export interface ToolText {
  en: string;
  ko: string;
}

const selector = (required: boolean): FieldSpec => ({ type: 'string', required, max_length: 500 });
const text = (required: boolean, max_length: number): FieldSpec => ({ type: 'string', required, max_length });
const integer = (required: boolean): FieldSpec => ({ type: 'integer', required, max_length: 1 });
const flag = (required: boolean): FieldSpec => ({ type: 'boolean', required, max_length: 1 });

/**
 * The synthetic browser-agent catalog the explorer and the records use: a `reading` family that still
 * holds a tab switch whose effect is `change`, an `input` family, and an `internal` family whose tools
 * are all disabled, so that `all` can be seen to hide them.
 */
export const SYNTHETIC_CATALOG: readonly ToolDefinition[] = [
  {
    name: 'observe',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: { selector: selector(false), include_hidden: flag(false), max_nodes: integer(false) },
  },
  {
    name: 'find',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: { text: text(true, 200), role: text(false, 40), limit: integer(false) },
  },
  {
    name: 'extract',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: { selector: selector(true), attribute: text(false, 80), as_text: flag(false) },
  },
  {
    name: 'wait',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: { condition: text(true, 200), timeout_ms: integer(true) },
  },
  {
    name: 'scroll',
    family: 'reading',
    effect: 'read',
    enabled: true,
    fields: { direction: text(true, 5), pixels: integer(false) },
  },
  {
    name: 'select_tab',
    family: 'reading',
    effect: 'change',
    enabled: true,
    fields: { tab_id: integer(true) },
  },
  {
    name: 'fill',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: { selector: selector(true), text: text(true, 5000), clear_first: flag(false) },
  },
  {
    name: 'click',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: { selector: selector(true), button: text(false, 6), click_count: integer(false) },
  },
  {
    name: 'upload',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: { selector: selector(true), file_name: text(true, 255) },
  },
  {
    name: 'press_key',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: { key: text(true, 32), modifiers: text(false, 40) },
  },
  {
    name: 'select_option',
    family: 'input',
    effect: 'change',
    enabled: true,
    fields: { selector: selector(true), value: text(true, 200) },
  },
  {
    name: 'repair_agent',
    family: 'internal',
    effect: 'change',
    enabled: false,
    fields: { reason: text(true, 1000), reset_memory: flag(false) },
  },
  {
    name: 'evaluate',
    family: 'internal',
    effect: 'change',
    enabled: false,
    fields: { script: text(true, 20000) },
  },
];

/** One sentence per tool in English and Korean, kept apart from the definitions. */
export const TOOL_DESCRIPTIONS: Readonly<Record<string, ToolText>> = {
  observe: {
    en: 'Returns a text snapshot of the page, or of the part under a CSS selector, without changing it.',
    ko: '페이지 전체나 CSS 선택자 아래 부분을 바꾸지 않고 텍스트 스냅샷으로 돌려준다.',
  },
  find: {
    en: 'Finds elements whose visible text or accessible name contains the given text.',
    ko: '보이는 글자나 접근성 이름에 주어진 텍스트가 들어 있는 요소를 찾는다.',
  },
  extract: {
    en: 'Reads the text or one attribute of the element under a selector.',
    ko: '선택자 아래 요소의 텍스트나 속성 하나를 읽는다.',
  },
  wait: {
    en: 'Waits until a named page condition holds or the timeout in milliseconds passes.',
    ko: '이름 붙은 페이지 조건이 참이 되거나 밀리초 단위 제한 시간이 지날 때까지 기다린다.',
  },
  scroll: {
    en: 'Scrolls the page up or down by a number of pixels, which changes only the view.',
    ko: '페이지를 위나 아래로 정해진 픽셀만큼 스크롤하며 화면 위치만 바꾼다.',
  },
  select_tab: {
    en: 'Brings another browser tab to the front, which changes state even though it sits in reading.',
    ko: '다른 브라우저 탭을 앞으로 가져오며, reading 묶음에 있어도 상태를 바꾼다.',
  },
  fill: {
    en: 'Types text into the form field under a selector, optionally clearing it first.',
    ko: '선택자 아래 입력란에 텍스트를 입력하며, 먼저 비울 수도 있다.',
  },
  click: {
    en: 'Clicks the element under a selector with the chosen mouse button.',
    ko: '선택자 아래 요소를 고른 마우스 버튼으로 클릭한다.',
  },
  upload: {
    en: 'Attaches a file from the agent’s workspace to the file input under a selector.',
    ko: '에이전트 작업 공간의 파일을 선택자 아래 파일 입력에 첨부한다.',
  },
  press_key: {
    en: 'Presses one keyboard key, with optional modifiers such as Shift or Control.',
    ko: 'Shift나 Control 같은 보조 키와 함께 키보드 키 하나를 누른다.',
  },
  select_option: {
    en: 'Chooses the option with the given value in the drop-down list under a selector.',
    ko: '선택자 아래 드롭다운 목록에서 주어진 값의 항목을 고른다.',
  },
  repair_agent: {
    en: 'Resets the agent’s own working state; internal, disabled, and never offered to a model.',
    ko: '에이전트 자신의 작업 상태를 되돌리는 내부 도구로, 비활성이며 모델에게 보이지 않는다.',
  },
  evaluate: {
    en: 'Runs arbitrary script in the page; internal, disabled, and never offered to a model.',
    ko: '페이지에서 임의의 스크립트를 실행하는 내부 도구로, 비활성이며 모델에게 보이지 않는다.',
  },
};
