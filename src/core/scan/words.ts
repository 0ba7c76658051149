import { parsePointer } from '../pointer.ts';
import { quoted } from '../wording/isolate.ts';
import { excerpt } from './excerpt.ts';
import { showHidden } from './show-hidden.ts';
import type { ContextKind, HiddenKind, InstructionPattern, WordableFinding } from './types.ts';

/** The two languages a finding is worded in. */
export type ScanLang = 'en' | 'ko';

/** What part of a tool a finding is about, read from its pointer. */
type Subject =
  | { kind: 'name' | 'title' | 'description' }
  | { kind: 'parameter'; name: string }
  | { kind: 'schema'; schema: string };

const DECODED_LENGTH = 80;

/** A finding's sentence in a language, made from its code, pointer and evidence. */
export function wordScanFinding(finding: WordableFinding, lang: ScanLang): string {
  const words = WORDS[lang];
  const subject = words.subject(subjectOf(finding.pointer));
  const quote = (text: string, limit?: number) => quoted(showHidden(excerpt(text, limit)));
  switch (finding.code) {
    case 'HIDDEN_TEXT': {
      const { count, kinds, decoded } = finding.evidence;
      return words.hidden(
        subject,
        count,
        kinds.map((kind) => words.kinds[kind]).join(', '),
        quote(decoded, DECODED_LENGTH),
      );
    }
    case 'INSTRUCTION_TEXT': {
      const { patterns, excerpt: said, hidden } = finding.evidence;
      return words.instruction(
        subject,
        patterns.map((p) => words.patterns[p]).join(', '),
        quote(said),
        hidden,
      );
    }
    case 'SENSITIVE_READ': {
      const { object, excerpt: said, hidden } = finding.evidence;
      return words.sensitive(subject, quote(object), quote(said), hidden);
    }
    case 'SHADOWING': {
      const { target, excerpt: said, hidden } = finding.evidence;
      return words.shadowing(subject, quote(target), quote(said), hidden);
    }
    case 'EXFILTRATION_FIELD': {
      const { parameter, asks, excerpt: said, hidden } = finding.evidence;
      return words.exfiltration(quote(parameter), words.asks[asks], quote(said), hidden);
    }
    case 'ENCODED_BLOB': {
      const { encoding, length, decoded } = finding.evidence;
      return words.blob(subject, encoding, length, decoded === null ? null : quote(decoded, DECODED_LENGTH));
    }
    case 'UNSCANNED_SCHEMA':
      return words.unscanned(finding.evidence.schema, finding.evidence.limit);
  }
}

function subjectOf(pointer: string): Subject {
  const tokens = parsePointer(pointer) ?? [];
  const [head] = tokens;
  if (tokens.length === 1 && (head === 'name' || head === 'description' || head === 'title'))
    return { kind: head };
  if (head === 'annotations') return { kind: 'title' };
  const last = tokens.length - 1;
  const isParameterText = tokens[last] === 'description' && tokens[last - 2] === 'properties';
  if (head === 'inputSchema' && isParameterText) return { kind: 'parameter', name: tokens[last - 1]! };
  return { kind: 'schema', schema: head ?? '' };
}

interface Words {
  subject(subject: Subject): string;
  kinds: Record<HiddenKind, string>;
  patterns: Record<InstructionPattern, string>;
  asks: Record<ContextKind, string>;
  hidden(subject: string, count: number, kinds: string, decoded: string): string;
  // `hidden`: the words were found in hidden or encoded text the scan decoded
  instruction(subject: string, patterns: string, said: string, hidden: boolean): string;
  sensitive(subject: string, object: string, said: string, hidden: boolean): string;
  shadowing(subject: string, target: string, said: string, hidden: boolean): string;
  exfiltration(parameter: string, asks: string, said: string, hidden: boolean): string;
  blob(subject: string, encoding: string, length: number, decoded: string | null): string;
  unscanned(schema: string, limit: number): string;
}

const WORDS: Record<ScanLang, Words> = {
  en: {
    subject: (subject) => {
      switch (subject.kind) {
        case 'name':
          return "The tool's name";
        case 'title':
          return 'The title';
        case 'description':
          return 'The description';
        case 'parameter':
          return `The description of parameter ${quoted(showHidden(subject.name))}`;
        case 'schema':
          return `A text of the ${subject.schema}`;
      }
    },
    kinds: {
      tag: 'Unicode tag characters',
      zero_width: 'zero-width characters',
      bidi: 'bidirectional controls',
      ansi: 'ANSI escape sequences',
      control: 'control characters',
      variation_selector: 'variation selectors',
      format: 'invisible format characters',
    },
    patterns: {
      override: 'an order to set earlier instructions aside',
      secrecy: 'an order to keep something from the user',
      tag_block: 'a block in system-prompt markup that demands something',
      act_first: "a demand to act before or instead of the tool's job",
      directive: 'an order about every command or call',
      coercion: 'a threat of failure if it is not obeyed',
    },
    asks: {
      conversation: 'the conversation',
      tool_output: "other tools' output",
      file_contents: 'the contents of files',
    },
    hidden: (subject, count, kinds, decoded) =>
      `${subject} hides ${count} invisible character${count === 1 ? '' : 's'} (${kinds}) that read ${decoded}.`,
    instruction: (subject, patterns, said, hidden) =>
      `${subject} addresses the model rather than its user (${patterns})${hidden ? ' in hidden or encoded text' : ''}: ${said}.`,
    sensitive: (subject, object, said, hidden) =>
      `${subject} asks the model${hidden ? ', in hidden or encoded text,' : ''} to read or send ${object}: ${said}.`,
    shadowing: (subject, target, said, hidden) =>
      `${subject} changes how another tool, ${target}, is called${hidden ? ', in hidden or encoded text' : ''}: ${said}.`,
    exfiltration: (parameter, asks, said, hidden) =>
      `Parameter ${parameter} is to be filled with ${asks}, which the user did not ask for${hidden ? ', in hidden or encoded text' : ''}: ${said}.`,
    blob: (subject, encoding, length, decoded) =>
      `${subject} holds a ${encoding} run of ${length} characters${decoded === null ? '' : ` that decodes to ${decoded}`}.`,
    unscanned: (schema, limit) =>
      `The ${schema} is nested deeper than ${limit} levels, so its text was not scanned.`,
  },
  ko: {
    subject: (subject) => {
      switch (subject.kind) {
        case 'name':
          return '도구 이름';
        case 'title':
          return '제목';
        case 'description':
          return '설명';
        case 'parameter':
          return `매개변수 ${quoted(showHidden(subject.name))}의 설명`;
        case 'schema':
          return `${subject.schema} 안의 텍스트`;
      }
    },
    kinds: {
      tag: '유니코드 태그 문자',
      zero_width: '폭 없는 문자',
      bidi: '양방향 제어 문자',
      ansi: 'ANSI 이스케이프 시퀀스',
      control: '제어 문자',
      variation_selector: '이체자 선택자',
      format: '보이지 않는 서식 문자',
    },
    patterns: {
      override: '이전 지시를 무시하라는 지시',
      secrecy: '사용자에게 숨기라는 지시',
      tag_block: '무언가를 요구하는 시스템 프롬프트 표기 블록',
      act_first: '도구 본래의 일보다 먼저, 또는 대신 하라는 요구',
      directive: '모든 명령이나 호출에 대한 지시',
      coercion: '따르지 않으면 실패한다는 위협',
    },
    asks: {
      conversation: '대화 내용',
      tool_output: '다른 도구의 출력',
      file_contents: '파일 내용',
    },
    hidden: (subject, count, kinds, decoded) =>
      `${subject}에 보이지 않는 문자 ${count}개(${kinds})가 숨어 있고, 읽으면 ${decoded}입니다.`,
    instruction: (subject, patterns, said, hidden) =>
      `${subject}이(가) ${hidden ? '숨은 텍스트나 인코딩된 텍스트로 ' : ''}사용자가 아니라 모델에게 말합니다(${patterns}): ${said}.`,
    sensitive: (subject, object, said, hidden) =>
      `${subject}이(가) ${hidden ? '숨은 텍스트나 인코딩된 텍스트로 ' : ''}모델에게 ${object}을(를) 읽거나 보내라고 합니다: ${said}.`,
    shadowing: (subject, target, said, hidden) =>
      `${subject}이(가) ${hidden ? '숨은 텍스트나 인코딩된 텍스트로 ' : ''}다른 도구 ${target}의 호출 방식을 바꿉니다: ${said}.`,
    exfiltration: (parameter, asks, said, hidden) =>
      `${hidden ? '숨은 텍스트나 인코딩된 텍스트가 ' : ''}매개변수 ${parameter}에 사용자가 요청하지 않은 ${asks}을(를) 채우라고 합니다: ${said}.`,
    blob: (subject, encoding, length, decoded) =>
      `${subject}에 ${length}자 길이의 ${encoding} 문자열이 있습니다${decoded === null ? '' : `(풀면 ${decoded})`}.`,
    unscanned: (schema, limit) =>
      `${schema}가 ${limit}단계보다 깊게 중첩되어 그 안의 텍스트를 검사하지 못했습니다.`,
  },
};
