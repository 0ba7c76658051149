import { countCodePoints } from '../json-value.ts';
import type { GateLang } from './messages.ts';
import { stored, type DocumentStore, type StoreResult } from './store.ts';

/** The exact type an input must have; no conversion, and `true` is never an integer. */
export type InputType = 'string' | 'integer' | 'boolean';

/** How much a call can change: high-risk calls also need a one-shot approval of the exact call. */
export type Risk = 'low' | 'high';

/** A value that passed an input's exact type check. */
export type InputValue = string | number | boolean;

/** Checked arguments, as a handler receives them: exactly the declared keys. */
export type ToolArgs = Readonly<Record<string, InputValue>>;

/** A tool's success data, kept JSON-shaped so it can be printed and compared. */
export type GateData = { readonly [key: string]: unknown };

/** One tool's contract: name, purpose, inputs, output promise, the permissions it needs, its risk and handler. */
export interface GateTool {
  readonly name: string;
  readonly description: Readonly<Record<GateLang, string>>;
  readonly inputs: readonly (readonly [string, InputType])[];
  readonly output: string;
  /** Every one of these must be granted, each as an exact set member. */
  readonly permissions: readonly string[];
  readonly risk: Risk;
  /** Runs only after every check passed; expected failures come back as values, bugs throw. */
  readonly handler: (store: DocumentStore, args: ToolArgs) => StoreResult<GateData>;
}

function mapStored<T, U>(outcome: StoreResult<T>, data: (value: T) => U): StoreResult<U> {
  return outcome.ok ? stored(data(outcome.value)) : outcome;
}

/** The three document tools (read, write, delete), one effect each. */
export const DOCUMENT_TOOLS: readonly GateTool[] = [
  {
    name: 'read_text',
    description: {
      ko: '허용된 문서 이름의 UTF-8 내용을 읽는다.',
      en: 'Reads the UTF-8 text of a document with an allowed name.',
    },
    inputs: [['path', 'string']],
    output: 'text: string',
    permissions: ['read'],
    risk: 'low',
    handler: (store, args) => mapStored(store.read(args.path as string), (text) => ({ text })),
  },
  {
    name: 'write_text',
    description: {
      ko: '허용된 문서 이름에 UTF-8 내용을 덮어쓴다.',
      en: 'Overwrites a document with an allowed name with UTF-8 text.',
    },
    inputs: [
      ['path', 'string'],
      ['text', 'string'],
    ],
    output: 'written_chars: integer',
    permissions: ['write'],
    risk: 'high',
    handler: (store, args) =>
      mapStored(store.write(args.path as string, args.text as string), () => ({
        written_chars: countCodePoints(args.text as string),
      })),
  },
  {
    name: 'delete_file',
    description: {
      ko: '허용된 문서 이름의 파일을 삭제한다.',
      en: 'Deletes the file of a document with an allowed name.',
    },
    inputs: [['path', 'string']],
    output: 'deleted: true',
    permissions: ['delete'],
    risk: 'high',
    // Reported only after the removal succeeded, never as an expectation beforehand.
    handler: (store, args) => mapStored(store.remove(args.path as string), () => ({ deleted: true })),
  },
];

/** The permissions the document tools use, for a host that lets someone toggle them. */
export const DOCUMENT_PERMISSIONS: readonly string[] = ['read', 'write', 'delete'];
