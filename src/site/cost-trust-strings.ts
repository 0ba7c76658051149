import type { Provider, ScanCode, ScanSeverity } from '../core/index.ts';

/** The languages a published site is built in. */
export type SiteLang = 'en' | 'ko';

/** The words of a published site's context bill and scan sections, in each language a site is built in. */
export interface CostTrustWords {
  readonly billHeading: string;
  /** What every figure counts, with `{tokenizer}` the encoding's short name (o200k). */
  readonly counts: (tokenizer: string) => string;
  readonly providerColumn: string;
  readonly totalColumn: string;
  readonly toolColumn: string;
  readonly providers: Readonly<Record<Provider, string>>;
  readonly estimate: string;
  readonly overhead: (tokens: string) => string;
  readonly source: string;
  readonly notCounted: (count: number) => string;
  readonly costliestCaption: (provider: string) => string;
  /** The short mark of a tool's figure that only estimates the provider's count. */
  readonly estimated: string;
  /** What the list of a tool's parts says it splits, with `{provider}` the provider it counts by. */
  readonly partsOf: (provider: string) => string;
  readonly partDescription: string;
  readonly partFieldDescription: string;
  readonly partNamesAndSchema: string;
  readonly toolNotCounted: (provider: string) => string;
  readonly trustHeading: string;
  readonly scanned: (tools: number, errors: number, warnings: number) => string;
  readonly clean: string;
  readonly toolsWithFindings: string;
  readonly toolCounts: (errors: number, warnings: number) => string;
  readonly findingsLabel: string;
  readonly severity: Readonly<Record<ScanSeverity, string>>;
  readonly rule: Readonly<Record<ScanCode, string>>;
  readonly where: string;
  readonly decoded: string;
  readonly matched: string;
  readonly pin: string;
  readonly pinHelp: string;
  readonly notPinned: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every label and sentence the bill and scan sections write, English and Korean. */
export const COST_TRUST_WORDS: Readonly<Record<SiteLang, CostTrustWords>> = {
  en: {
    billHeading: 'Context cost',
    counts: (tokenizer) =>
      `What a host pays in the model's context to send every tool with each request: ${tokenizer} tokens of the request JSON, per provider.`,
    providerColumn: 'Provider',
    totalColumn: 'Total',
    toolColumn: 'Tool',
    providers: { openai: 'OpenAI', anthropic: 'Anthropic', gemini: 'Gemini', mcp: 'MCP tools/list' },
    estimate: 'estimate: the provider’s tokenizer is not public',
    overhead: (tokens) => `includes ${tokens} tokens the provider adds to any request with tools`,
    source: 'source',
    notCounted: (count) => `${plural(count, 'tool', 'tools')} not counted (the provider cannot take them)`,
    costliestCaption: (provider) => `The five costliest tools, by their ${provider} figure`,
    estimated: 'estimate',
    partsOf: (provider) => `Where the ${provider} figure goes`,
    partDescription: 'description',
    partFieldDescription: 'descriptions',
    partNamesAndSchema: 'names and schema',
    toolNotCounted: (provider) => `Not counted for ${provider}: the provider cannot take this tool.`,
    trustHeading: 'Scan of the tool texts',
    scanned: (tools, errors, warnings) =>
      `${plural(tools, 'tool', 'tools')} scanned for text that works on the model: ${plural(errors, 'error', 'errors')}, ${plural(warnings, 'warning', 'warnings')}.`,
    clean: 'Nothing hidden, no instruction to the model, no request for secrets was found.',
    toolsWithFindings: 'Tools with findings',
    toolCounts: (errors, warnings) =>
      [
        errors > 0 ? plural(errors, 'error', 'errors') : '',
        warnings > 0 ? plural(warnings, 'warning', 'warnings') : '',
      ]
        .filter(Boolean)
        .join(', '),
    findingsLabel: 'Scan findings',
    severity: { error: 'error', warning: 'warning' },
    rule: {
      HIDDEN_TEXT: 'Hidden text',
      INSTRUCTION_TEXT: 'Text addressed to the model',
      SENSITIVE_READ: 'A request to read or send secrets',
      SHADOWING: "Changes another tool's calls",
      EXFILTRATION_FIELD: 'A parameter that asks for unasked context',
      ENCODED_BLOB: 'An encoded run',
      UNSCANNED_SCHEMA: 'A schema too deep to scan',
    },
    where: 'at',
    decoded: 'Hidden text, decoded',
    matched: 'Matched text',
    pin: 'Pin',
    pinHelp:
      'SHA-256 of the RFC 8785 canonical JSON of what a model reads of the tool, as tool-contract pin writes it',
    notPinned: 'No pin: a text of the catalog holds a lone surrogate, which canonical JSON cannot write.',
  },
  ko: {
    billHeading: '컨텍스트 비용',
    counts: (tokenizer) =>
      `요청마다 모든 도구를 보낼 때 호스트가 모델 컨텍스트에서 치르는 비용: 제공자별 요청 JSON의 ${tokenizer} 토큰.`,
    providerColumn: '제공자',
    totalColumn: '합계',
    toolColumn: '도구',
    providers: { openai: 'OpenAI', anthropic: 'Anthropic', gemini: 'Gemini', mcp: 'MCP tools/list' },
    estimate: '추정치: 제공자의 토크나이저가 공개되지 않았습니다',
    overhead: (tokens) => `도구가 있는 요청마다 제공자가 더하는 ${tokens} 토큰 포함`,
    source: '출처',
    notCounted: (count) => `도구 ${count}개는 세지 않음(제공자가 받지 못함)`,
    costliestCaption: (provider) => `가장 비싼 도구 다섯 개(${provider} 기준)`,
    estimated: '추정치',
    partsOf: (provider) => `${provider} 수치의 구성`,
    partDescription: '설명',
    partFieldDescription: '설명',
    partNamesAndSchema: '이름과 스키마',
    toolNotCounted: (provider) => `${provider}에는 세지 않음: 제공자가 이 도구를 받지 못합니다.`,
    trustHeading: '도구 텍스트 검사',
    scanned: (tools, errors, warnings) =>
      `모델에 작용하는 텍스트를 찾아 도구 ${tools}개 검사: 오류 ${errors}개, 경고 ${warnings}개.`,
    clean: '숨은 텍스트, 모델에게 하는 지시, 비밀을 요구하는 텍스트가 없습니다.',
    toolsWithFindings: '발견이 있는 도구',
    toolCounts: (errors, warnings) =>
      [errors > 0 ? `오류 ${errors}개` : '', warnings > 0 ? `경고 ${warnings}개` : '']
        .filter(Boolean)
        .join(', '),
    findingsLabel: '검사 결과',
    severity: { error: '오류', warning: '경고' },
    rule: {
      HIDDEN_TEXT: '숨은 텍스트',
      INSTRUCTION_TEXT: '모델에게 하는 말',
      SENSITIVE_READ: '비밀을 읽거나 보내라는 요구',
      SHADOWING: '다른 도구의 호출을 바꿈',
      EXFILTRATION_FIELD: '요청받지 않은 맥락을 요구하는 매개변수',
      ENCODED_BLOB: '인코딩된 문자열',
      UNSCANNED_SCHEMA: '검사하기에 너무 깊은 스키마',
    },
    where: '위치',
    decoded: '숨은 텍스트(해독)',
    matched: '일치한 텍스트',
    pin: '핀',
    pinHelp: '모델이 읽는 도구 내용의 RFC 8785 정규 JSON에 대한 SHA-256(tool-contract pin이 쓰는 값)',
    notPinned: '핀 없음: 카탈로그 텍스트에 짝 없는 서로게이트가 있어 정규 JSON으로 쓸 수 없습니다.',
  },
};
