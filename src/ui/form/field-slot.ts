import { createContext, type Component } from 'svelte';
import type { FieldNode } from './field-node.ts';
import type { FieldState } from './field-state.ts';

/** What a form field is drawn from: its node and state, where it sits, its label, and how it is left out or replaced. */
export interface FieldProps {
  node: FieldNode;
  state: FieldState;
  /** DOM id of the field's control, or of its fieldset for a group. */
  id: string;
  pointer: string;
  label: string;
  isRequired?: boolean;
  /** Drawn inside a null toggle or variant picker, which leave the field's messages to it. */
  isInner?: boolean;
  /** Leaves an optional property out of the value; absent for fields that cannot be left out. */
  onremove?: (() => void) | undefined;
  /** Puts another state in this field's place (the default, when asked for). */
  onreplace: (state: FieldState) => void;
}

/** What a group body (a nullable value, a variant, an array, an object) is drawn from: its field's node and state. */
export type BodyProps<Kind extends FieldState['kind']> = Pick<
  FieldProps,
  'node' | 'id' | 'pointer' | 'label'
> & {
  state: Extract<FieldState, { kind: Kind }>;
};

/** The field component a form's group bodies draw their inner fields with, set once by the form's root. */
export const [useFieldComponent, setFieldComponent] = createContext<Component<FieldProps>>();
