import { fieldRows, type FieldRow, MAX_FIELD_ROWS } from '../core/index.ts';

type FieldType = FieldRow['type'];
import { fieldAnchor, type FieldPart } from './anchors.ts';
import { escapeHtml } from './escape-html.ts';
import { markdownDivHtml } from './markdown-html.ts';
import type { SiteWords } from './site-strings.ts';
import { codeValueHtml } from './value-html.ts';

/** What a field list is drawn from: one schema of one tool, in the site's language. */
export interface FieldsInput {
  tool: string;
  schema: unknown;
  part: FieldPart;
  words: SiteWords;
  /** The author's descriptions of the schema's own properties, which replace the schema's. */
  texts?: Readonly<Record<string, string>>;
}

/** One field row as the search finds it: its id, reading path, name and description (Markdown). */
export interface FieldEntry {
  id: string;
  path: string;
  name: string;
  description: string;
}

/** A schema's fields as stacked rows; also the rows themselves, so links to them can be checked and searched. */
export interface FieldsHtml {
  html: string;
  ids: string[];
  fields: FieldEntry[];
}

interface Node {
  row: FieldRow;
  children: Node[];
}

/**
 * A schema's fields as stacked rows (`ul.fields > li.field`), built from the core's `fieldRows`: each row
 * with its own id and `#` link, its name, type words and required mark, its description as Markdown, its
 * facts and its values as chips; a row with nested fields folds them, the first level open.
 */
export function fieldsHtml(input: FieldsInput): FieldsHtml {
  const { rows, isCut } = fieldRows(input.schema);
  const fields: FieldEntry[] = [];
  const list = listHtml(tree(rows), input, fields);
  const cut = isCut ? `<p class="note">${escapeHtml(input.words.cut(MAX_FIELD_ROWS))}</p>` : '';
  return { html: `${list}${cut}`, ids: fields.map((field) => field.id), fields };
}

/** The rows, which `fieldRows` lists depth-first with their depth, as a tree. */
function tree(rows: readonly FieldRow[]): Node[] {
  const top: Node[] = [];
  const open: Node[] = [];
  for (const row of rows) {
    const node: Node = { row, children: [] };
    open.length = row.depth;
    (open.at(-1)?.children ?? top).push(node);
    open.push(node);
  }
  return requiredFirst(top);
}

/** Siblings with the required ones first, each group in the schema's order, as a reader scans for what to send. */
function requiredFirst(nodes: Node[]): Node[] {
  for (const node of nodes) node.children = requiredFirst(node.children);
  return [...nodes.filter((node) => node.row.isRequired), ...nodes.filter((node) => !node.row.isRequired)];
}

function listHtml(nodes: readonly Node[], input: FieldsInput, fields: FieldEntry[]): string {
  return `<ul class="fields">${nodes.map((node) => rowHtml(node, input, fields)).join('')}</ul>`;
}

function rowHtml({ row, children }: Node, input: FieldsInput, fields: FieldEntry[]): string {
  const { words } = input;
  const id = fieldAnchor(input.tool, row.steps, input.part);
  const entry: FieldEntry = { id, path: row.path, name: row.name, description: '' };
  fields.push(entry);
  const where = row.kind === 'variant' ? `${row.path} (${row.name})` : row.path;
  const link = `<a class="self-link" href="#${id}" aria-label="${escapeHtml(words.linkTo(where || row.name))}">#</a>`;
  const name =
    row.kind === 'variant'
      ? `<span class="field-variant">${escapeHtml(words.variant)}</span> ${codeValueHtml(row.name, 'field-name')}`
      : codeValueHtml(row.name, 'field-name');
  const required = row.isRequired ? ` <span class="required">${escapeHtml(words.required)}</span>` : '';
  const head = `<div class="field-head">${link} ${name} ${fieldTypeHtml(row, words)}${required}</div>`;
  const fold =
    children.length === 0
      ? ''
      : `<details class="field-children"${row.depth === 0 ? ' open' : ''}><summary>${escapeHtml(words.fields(countFields(children)))}</summary>${listHtml(children, input, fields)}</details>`;
  const own = row.depth === 0 && input.texts && Object.hasOwn(input.texts, row.name);
  const description = own ? input.texts![row.name]! : row.description;
  entry.description = description ?? '';
  const text = description ? markdownDivHtml(description, 3, 'field-description') : '';
  return `<li class="field" id="${id}" data-path="${escapeHtml(row.path)}">${head}${text}${factsHtml(row, words)}${chipsHtml(row, words)}${fold}</li>`;
}

function countFields(nodes: readonly Node[]): number {
  return nodes.reduce((total, node) => total + 1 + countFields(node.children), 0);
}

/** A row's type as `.field-type`: a type that is one name is that name's `<code>`, any other its words in a `<span>`. */
function fieldTypeHtml(row: FieldRow, words: SiteWords): string {
  const type = typeHtml(row, words);
  const name = /^<code dir="auto">([^<]*)<\/code>$/.exec(type);
  return name
    ? `<code class="field-type" dir="auto">${name[1]}</code>`
    : `<span class="field-type">${type}</span>`;
}

/** A row's type in words: JSON types joined by "or", variants as "one of", maps, `true`/`false` schemas and notes. */
export function typeHtml(
  row: Pick<FieldRow, 'type' | 'mapValues' | 'note' | 'refName'>,
  words: SiteWords,
): string {
  let type = typeWords(row.type, words, row.mapValues);
  if (row.refName !== null && row.note === null && !row.type.parts.includes(row.refName))
    type += ` <span class="field-ref">(${escapeHtml(words.via)} ${codeValueHtml(row.refName)})</span>`;
  const note = noteWords(row, words);
  return note === null ? type : `${type} <span class="field-note">(${escapeHtml(note)})</span>`;
}

function typeWords(type: FieldType, words: SiteWords, mapValues: FieldType | null = null): string {
  const parts = type.parts.map((part) => {
    if (part === 'any') return escapeHtml(words.anyValue);
    if (part === 'never') return escapeHtml(words.noValue);
    if (part === 'object' && mapValues !== null)
      return escapeHtml(words.mapOf('\u0000')).replace('\u0000', typeWords(mapValues, words));
    return codeValueHtml(part);
  });
  if (type.isVariants) return `${escapeHtml(words.oneOf)} ${parts.join(', ')}`;
  return parts.join(` ${escapeHtml(words.or)} `);
}

function noteWords(row: Pick<FieldRow, 'note' | 'refName'>, words: SiteWords): string | null {
  const name = row.refName ?? '$ref';
  switch (row.note) {
    case null:
      return null;
    case 'recursive':
      return words.refersBack(name);
    case 'unresolved':
      return words.unresolved(name);
    case 'deep':
      return words.deep;
  }
}

/** Bounds, formats, patterns, defaults and examples as short labelled items. */
function factsHtml(row: FieldRow, words: SiteWords): string {
  const items = row.limits.map((limit) => {
    const split = limit.indexOf(': ');
    const keyword = limit.slice(0, split);
    const text = limit.slice(split + 2);
    // a format is a name, not a JSON string to copy: it reads without its quotes
    const value = keyword.endsWith('format') && text.startsWith('"') ? (JSON.parse(text) as string) : text;
    const isItems = keyword.startsWith('items.');
    const bare = isItems ? keyword.slice('items.'.length) : keyword;
    const label = words.facts[bare] ?? bare;
    return `<div><dt>${escapeHtml(isItems ? words.itemsFact(label) : label)}</dt><dd>${codeValueHtml(value)}</dd></div>`;
  });
  return items.length === 0 ? '' : `<dl class="field-facts">${items.join('')}</dl>`;
}

/** Every allowed value as a chip, each kept whole on one line. */
function chipsHtml(row: FieldRow, words: SiteWords): string {
  if (row.values === null) return '';
  const label = row.values.keyword === 'const' ? words.constValue : words.values;
  const chips = row.values.items.map((item) => `<li>${codeValueHtml(item, 'chip')}</li>`);
  return `<ul class="chips" aria-label="${escapeHtml(label)}">${chips.join('')}</ul>`;
}
