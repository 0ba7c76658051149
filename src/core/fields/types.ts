/** What a row's Type cell says: JSON type words ("string or null"), or the labels of variants listed below it. */
export interface FieldType {
  parts: string[];
  /** True when `parts` are variant labels ("one of: A · B"), each with its own rows under this one. */
  isVariants: boolean;
}

/** Why a row's nested fields are not listed: its `$ref` returns to a schema above it, names nothing, or is too deep. */
export type FieldNote = 'recursive' | 'unresolved' | 'deep';

/** One step of a row's place in its schema: a property by key, an array's items, or a union's variant by index. */
export type FieldStep =
  { kind: 'property'; key: string } | { kind: 'items' } | { kind: 'variant'; index: number };

/** One row of a field table: a property, an array's items or one variant of a union, with what its schema says. */
export interface FieldRow {
  kind: 'field' | 'variant';
  /** Where the value sits, pointer-like: `files[].path`; a variant row carries the path of the field it belongs to. */
  path: string;
  /** The steps from the schema's root to this row, so each row has an address of its own (a variant's rows too). */
  steps: FieldStep[];
  /** A variant's label (its `title`, `$ref` name or type); a field's last path segment. */
  name: string;
  /** Nesting level: 0 for the schema's own properties. */
  depth: number;
  type: FieldType;
  isRequired: boolean;
  /** Formats, bounds, lengths, item counts, patterns, defaults and examples as `keyword: value` text. */
  limits: string[];
  /** Every allowed value as JSON text, complete: from `enum`, `const`, or a union of `const`s. */
  values: { keyword: 'enum' | 'const'; items: string[] } | null;
  description: string | null;
  note: FieldNote | null;
  /** The name of the `$ref` the row's schema came through (`#/$defs/Point` → `Point`), else null. */
  refName: string | null;
  /** An object's `additionalProperties` schema read as a type: the values of a map; null when it has none. */
  mapValues: FieldType | null;
}

/** A schema's rows, and whether the row budget stopped the listing before its end. */
export interface FieldRows {
  rows: FieldRow[];
  isCut: boolean;
}
