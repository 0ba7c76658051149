export { fieldRows, MAX_FIELD_DEPTH, MAX_FIELD_ROWS } from './field-rows.ts';
export type { FieldNote, FieldRow, FieldRows, FieldStep, FieldType } from './types.ts';
