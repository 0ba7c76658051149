/** How the visitor edits arguments: as JSON text, or with the form generated from the schema. */
export type EditMode = 'json' | 'form';

/** The edit mode both argument editors share, so a visitor's choice holds from one tool (or catalog) to the next. */
export const editMode = $state<{ value: EditMode }>({ value: 'json' });
