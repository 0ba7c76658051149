import { getContext, setContext, tick } from 'svelte';
import { measureUntilRendered } from '../perf/measure-render.ts';
import { buildFieldTree, type FieldNode } from './field-node.ts';
import { stateFromValue, type FieldState, type NextId } from './field-state.ts';
import { formText, type InputProblem } from './form-value.ts';

/** The form's state for one arguments text: the fields the visitor edits, and those that hold no value yet. */
export class FormEditor {
  readonly schema: unknown;
  readonly node: FieldNode;
  idPrefix: string;
  state: FieldState = $state({ kind: 'null' });
  problems = $state.raw<InputProblem[]>([]);
  /** The arguments text this form last wrote (or was built from); any other text rebuilds the form. */
  lastText: string;
  /** Receives the arguments text the form writes. */
  onchange: (text: string) => void;
  /** Numbers the form's array items and extra keys, here and in the fields that add them. */
  readonly nextId: NextId;

  constructor(
    schema: unknown,
    value: unknown,
    text: string,
    idPrefix: string,
    onchange: (text: string) => void,
    nextId: NextId,
  ) {
    this.schema = schema;
    this.node = buildFieldTree(schema);
    this.nextId = nextId;
    this.state = stateFromValue(this.node, value, nextId);
    this.lastText = text;
    this.idPrefix = idPrefix;
    this.onchange = onchange;
  }

  /**
   * Writes the arguments the form holds as the arguments text, so the check the JSON view runs answers for
   * exactly them; a field whose text is no value yet is left out of them and named in `problems`.
   */
  changed(): void {
    measureUntilRendered('tce:form-input');
    const { text, problems } = formText(this.node, this.state);
    if (problems.length > 0 || this.problems.length > 0) this.problems = problems;
    if (text === this.lastText) return;
    this.lastText = text;
    this.onchange(text);
  }

  /** The DOM id of the field at `pointer` (every character outside [A-Za-z0-9-] escaped, so ids never collide). */
  domId(pointer: string): string {
    return fieldDomId(this.idPrefix, pointer);
  }

  /** Moves focus to the field at `pointer` once the DOM shows the latest state. */
  async focus(pointer: string): Promise<void> {
    await this.focusId(this.domId(pointer));
  }

  /** Moves focus to the element with `id` (or the first control inside it) once the DOM is up to date. */
  async focusId(id: string): Promise<void> {
    await tick();
    focusField(id);
  }
}

/** The DOM id of a field: the form's prefix and the pointer with every character outside [A-Za-z0-9-] escaped. */
export function fieldDomId(prefix: string, pointer: string): string {
  return `${prefix}-at${pointer.replace(/[^A-Za-z0-9-]/gu, (c) => `_${c.codePointAt(0)!.toString(16)}_`)}`;
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex="0"]';

/** Focuses the element with `id`, or the first control inside it when it is a group. */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const target = element.matches(FOCUSABLE)
    ? element
    : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
  target.focus();
}

/**
 * The last form a page showed, kept while its schema and arguments text stay the same: switching to JSON and
 * back then keeps what the text cannot hold (a value set aside by null, another variant's value, a
 * half-typed number).
 */
export interface FormMemory {
  editor: FormEditor | null;
}

/** What every field reads from the form around it. */
export interface FormContext {
  readonly editor: FormEditor;
  /** The worded issues and input problems placed at `pointer`. */
  messagesAt(pointer: string): readonly string[];
}

const KEY = Symbol('form');

export function setFormContext(context: FormContext): void {
  setContext(KEY, context);
}

export function formContext(): FormContext {
  return getContext<FormContext>(KEY);
}
