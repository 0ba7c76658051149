import type { Lang } from '../problem-words.ts';

/** The sentences of `budget`'s text output, in one language. */
export interface BudgetWords {
  /** `counts` says what is counted ("o200k tokens of the request JSON"); `tokenizer` is its short name ("o200k"). */
  summary(tools: number, total: string, counts: string, provider: string, tokenizer: string): string;
  estimate(provider: string): string;
  overhead(tokens: string, what: string, toolTokens: string): string;
  notCounted(tools: readonly { name: string; reason: 'disabled' | 'refused' }[]): string;
  costliest: string;
  part(part: 'description' | 'rest'): string;
  fieldPart(part: 'field_description' | 'field_schema', field: string): string;
  why(
    split: { description: string; fields: number; fieldTokens: string; rest: string },
    largest: string,
  ): string;
  largest(part: string, tokens: string, share: number): string;
  tools(counts: string): string;
  counted(tool: string): string;
  noLimits: string;
  limits: string;
  tooManyTools(count: number, limit: number): string;
  badName(name: string, reason: 'too_long' | 'not_allowed', limit: number, pattern: string): string;
  read: string;
  planFor(limit: string, counts: string): string;
  over(tokens: string, over: string): string;
  kept(count: number, tokens: string): string;
  found(count: number, name: string, tokens: string): string;
  saved(tokens: string): string;
  keepList: string;
  deferList: string;
}

const tools = (count: number) => `${count} ${count === 1 ? 'tool' : 'tools'}`;

/** The text output's words in English and Korean. */
export const BUDGET_WORDS: Record<Lang, BudgetWords> = {
  en: {
    summary: (count, total, counts, provider) => `${tools(count)}, ${total} ${counts} for ${provider}`,
    estimate: (provider) =>
      `(an estimate: ${provider} renders tools in its own format and its tokenizer is not public)`,
    overhead: (tokens, what, toolTokens) =>
      `of which ${tokens} are overhead, counted apart from the tools' ${toolTokens}: ${what}`,
    notCounted: (left) =>
      `not counted: ${left.map(({ name, reason }) => `${name} (${reason === 'disabled' ? 'disabled' : 'refused, see below'})`).join(', ')}`,
    costliest: 'costliest tools, and the part that costs most:',
    part: (part) =>
      part === 'description' ? 'its description' : 'its name, keys and schema outside the fields',
    fieldPart: (part, field) =>
      part === 'field_description' ? `the description of field ${field}` : `the schema of field ${field}`,
    why: (split, largest) =>
      `description ${split.description}, ${split.fields} ${split.fields === 1 ? 'field' : 'fields'} ${split.fieldTokens}, the rest ${split.rest}; ${largest}`,
    largest: (part, tokens, share) => `the largest part is ${part}, ${tokens} tokens (${share} %)`,
    tools: (counts) => `tools, in ${counts} (tokens = description + fields + the rest):`,
    counted: (tool) => `counted for ${tool}:`,
    noLimits: 'limits broken: none',
    limits: 'limits broken:',
    tooManyTools: (count, limit) => `${tools(count)}; the limit is ${limit}`,
    badName: (name, reason, limit, pattern) =>
      reason === 'too_long'
        ? `"${name}" is longer than the ${limit} characters it may have`
        : `"${name}" does not match ${pattern}`,
    read: 'read',
    planFor: (limit, counts) => `plan for ${limit} ${counts}`,
    over: (tokens, over) =>
      `the tools that must be kept take ${tokens} tokens with what finds the others, ${over} tokens over the limit`,
    kept: (count, tokens) => `keep ${tools(count)} (${tokens} tokens)`,
    found: (count, name, tokens) => `, find ${tools(count)} on demand with ${name} (${tokens} tokens)`,
    saved: (tokens) => `${tokens} tokens saved`,
    keepList: 'kept:',
    deferList: 'on demand:',
  },
  ko: {
    summary: (count, total, _counts, provider, tokenizer) =>
      `도구 ${count}개, ${provider} 기준 요청 JSON의 ${tokenizer} 토큰 ${total}개`,
    estimate: (provider) =>
      `(추정치: ${provider}는 도구를 자체 형식으로 바꾸며 토크나이저가 공개되지 않았습니다)`,
    overhead: (tokens, _what, toolTokens) =>
      `그중 ${tokens} 토큰은 도구의 ${toolTokens} 토큰과 따로 센 고정 비용: 공급자가 도구가 있는 요청마다 더한다고 공개한 시스템 프롬프트(공급자의 토큰)`,
    notCounted: (left) =>
      `세지 않음: ${left.map(({ name, reason }) => `${name} (${reason === 'disabled' ? '비활성' : '거부됨, 아래 참고'})`).join(', ')}`,
    costliest: '비용이 가장 큰 도구와 가장 큰 부분:',
    part: (part) => (part === 'description' ? '설명' : '이름, 키, 필드 밖의 스키마'),
    fieldPart: (part, field) =>
      part === 'field_description' ? `필드 ${field}의 설명` : `필드 ${field}의 스키마`,
    why: (split, largest) =>
      `설명 ${split.description}, 필드 ${split.fields}개 ${split.fieldTokens}, 나머지 ${split.rest}. ${largest}`,
    largest: (part, tokens, share) => `가장 큰 부분은 ${part} ${tokens} 토큰(${share} %)`,
    tools: (counts) => `도구, 요청 JSON의 ${counts} 토큰(토큰 = 설명 + 필드 + 나머지):`,
    counted: (tool) => `${tool}에서 센 텍스트:`,
    noLimits: '넘은 한도: 없음',
    limits: '넘은 한도:',
    tooManyTools: (count, limit) => `도구 ${count}개, 한도 ${limit}개`,
    badName: (name, reason, limit, pattern) =>
      reason === 'too_long'
        ? `"${name}"이 허용되는 ${limit}자보다 깁니다`
        : `"${name}"이 ${pattern}에 맞지 않습니다`,
    read: '읽은 날',
    planFor: (limit, counts) => `요청 JSON의 ${counts} 토큰 ${limit}개 계획`,
    over: (tokens, over) =>
      `꼭 둘 도구가 나머지를 찾는 도구와 함께 ${tokens} 토큰으로, 한도를 ${over} 토큰 넘습니다`,
    kept: (count, tokens) => `도구 ${count}개 유지(${tokens} 토큰)`,
    found: (count, name, tokens) => `, 도구 ${count}개는 ${name}(${tokens} 토큰)로 필요할 때 찾음`,
    saved: (tokens) => `${tokens} 토큰 절약`,
    keepList: '유지:',
    deferList: '필요할 때:',
  },
};
