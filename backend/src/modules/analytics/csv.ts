import { Readable } from 'stream';

/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), one batch of rows at a
 * time. A text cell that a spreadsheet would run as a formula (starting with
 * = + - @ or a tab) gets a leading apostrophe (docs/analytics.md, "Exports").
 */
export type Cell = string | number | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: Cell[]): string {
  return `${cells.map(cell).join(',')}\r\n`;
}

/** A readable CSV: the header, every batch as it arrives (pulled on demand), then the footer lines. */
export function csvStream<T>(
  header: string[],
  batches: AsyncIterable<T[]>,
  toCells: (row: T) => Cell[],
  footer?: () => Promise<Cell[][]>,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(header);
    for await (const rows of batches) yield rows.map((r) => csvLine(toCells(r))).join('');
    if (footer) for (const line of await footer()) yield csvLine(line);
  }
  return Readable.from(lines(), { objectMode: false });
}
