import type { FieldNode } from './field-node.ts';
import type { FieldState } from './field-state.ts';

/** What Field gives the control that edits a field of kind `K`: its node and state, ids and ARIA facts, and a change callback. */
export interface InputProps<K extends FieldState['kind']> {
  node: FieldNode;
  state: Extract<FieldState, { kind: K }>;
  id: string;
  describedBy: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
  onchange: () => void;
}
