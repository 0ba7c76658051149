/** How the visitor edits arguments: as JSON text, or with the form generated from the schema. */
export type EditMode = 'json' | 'form';
