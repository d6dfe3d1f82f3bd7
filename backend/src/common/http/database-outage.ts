import { Logger } from '@nestjs/common';
import { EpisodeLog } from './episode-log';

/**
 * Socket errors and PostgreSQL's "cannot connect / shutting down / too many connections" classes,
 * and 55P03: a lock not had within its lock_timeout (making a month of plays behind a long reader,
 * docs/player.md "Partitions and retention"): busy for a moment, so 503 and try again.
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '55P03',
]);
// "… is not queryable": pg's answer on a connection that already broke, as the statements run
// straight on the driver's connection see it (common/database/pg-connection.repository.ts).
// "Transaction query already complete": knex's answer to the next statement of a transaction whose
// connection has just broken (knex ends the transaction on that failure and the connection's own
// error goes to its log); no code here goes on in a transaction after a statement failed.
const MESSAGES =
  /Connection terminated|Connection ended unexpectedly|connection error|is not queryable|Transaction query already complete|Timeout acquiring a connection|the database system is (starting up|shutting down)|connect ECONNREFUSED/i;

/** An error that says the database cannot be reached, rather than that the request was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e = error as { code?: unknown; name?: string; message?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as typeof e) {
    if (typeof e.code === 'string' && CODES.has(e.code)) return true;
    if (e.name === 'ConnectionException' || e.name === 'KnexTimeoutError') return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** Logs one line per database outage, not a stack trace per request (docs/scaling.md). */
export class DatabaseOutageLog {
  private static readonly episodes = new EpisodeLog(new Logger('Database'));

  static failed(error: unknown): void {
    this.episodes.happened(() => `Database unavailable (${(error as Error)?.message ?? error}); answering 503 until it is back`);
  }
}
