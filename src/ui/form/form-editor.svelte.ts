import { getContext, setContext, tick } from 'svelte';
import { measureUntilRendered } from '../perf/measure-render.ts';
import { buildFieldTree, type FieldNode } from './field-node.ts';
import { stateFromValue, type FieldState } from './field-state.ts';
import { formValue, type InputProblem } from './form-value.ts';

/** The form's state for one arguments text: the fields the visitor edits, and what they hold that is not a value yet. */
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

  constructor(
    schema: unknown,
    value: unknown,
    text: string,
    idPrefix: string,
    onchange: (text: string) => void,
  ) {
    this.schema = schema;
    this.node = buildFieldTree(schema);
    this.state = stateFromValue(this.node, value);
    this.lastText = text;
    this.idPrefix = idPrefix;
    this.onchange = onchange;
  }

  /** Writes the form's value as the arguments text, unless some field holds text that is no value yet. */
  changed(): void {
    measureUntilRendered('tce:form-input');
    const read = formValue(this.node, this.state);
    if (!read.ok) {
      this.problems = read.problems;
      return;
    }
    if (this.problems.length > 0) this.problems = [];
    const text = JSON.stringify(read.value, null, 2);
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
