/** Positions in a text as SARIF counts them: lines and columns, columns in the run's column kind. */

/** How a column is counted: in UTF-16 code units, or in Unicode code points (SARIF's `columnKind`). */
export type ColumnKind = 'utf16CodeUnits' | 'unicodeCodePoints';

/** A 1-based line and column; lines end at `\n` (a `\r\n` ends with it), as SARIF's default newlines say. */
export interface TextPosition {
  readonly line: number;
  readonly column: number;
}

/** A function from offsets, asked in increasing order, to positions; one cursor moves forward only. */
export function positions(text: string, columnKind: ColumnKind): (offset: number) => TextPosition {
  let [line, lineStart, cursor, points] = [1, 0, 0, 0];
  let nextBreak = text.indexOf('\n');
  return (offset) => {
    while (nextBreak !== -1 && nextBreak < offset) {
      [line, lineStart, cursor, points] = [line + 1, nextBreak + 1, nextBreak + 1, 0];
      nextBreak = text.indexOf('\n', lineStart);
    }
    if (columnKind === 'utf16CodeUnits') return { line, column: offset - lineStart + 1 };
    points += countCodePoints(text, cursor, offset);
    cursor = offset;
    return { line, column: points + 1 };
  };
}

/** Code points in text[from, to): code units less the low halves of surrogate pairs. */
function countCodePoints(text: string, from: number, to: number): number {
  let count = to - from;
  for (let i = from + 1; i < to; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff && isHighSurrogate(text.charCodeAt(i - 1))) count--;
  }
  return count;
}

const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
