import { Logger } from '@nestjs/common';
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

const logger = new Logger('Exports');

/**
 * A readable CSV: the header, every batch as it arrives (pulled on demand), then the
 * footer lines, which are written only after the last batch (docs/analytics.md,
 * "Exports"). The first batch is read before this resolves, so a query that fails at
 * once is an ordinary error answer, not a 200. A failure after that is logged and
 * destroys the stream: the client sees an aborted transfer, never a CSV that looks
 * complete.
 */
export async function csvStream<T>(
  name: string,
  header: string[],
  batches: AsyncIterable<T[]>,
  toCells: (row: T) => Cell[],
  footer?: () => Promise<Cell[][]>,
): Promise<Readable> {
  const iterator = batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* lines(): AsyncGenerator<string> {
    try {
      yield csvLine(header);
      for (let next = first; !next.done; next = await iterator.next()) yield next.value.map((r) => csvLine(toCells(r))).join('');
      if (footer) for (const line of await footer()) yield csvLine(line);
    } catch (error) {
      logger.error(`${name} failed after its first byte; the download was cut off: ${(error as Error)?.stack ?? String(error)}`);
      throw error;
    } finally {
      await iterator.return?.();
    }
  }
  const stream = Readable.from(lines(), { objectMode: false });
  // A stream dropped before it is read (HEAD, a client gone) still holds the cursor's connection.
  stream.once('close', () => void iterator.return?.(undefined)?.catch(() => undefined));
  return stream;
}
