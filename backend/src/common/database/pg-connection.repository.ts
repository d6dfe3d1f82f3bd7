import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client, QueryResultRow } from 'pg';

/** The part of a pg client that work on one connection uses. */
export type PgClient = Pick<Client, 'query'>;
type ConnectionSource = { acquireConnection(): Promise<PgClient>; releaseConnection(client: PgClient): Promise<unknown> };

/**
 * Runs `work` on `em`'s connection as the pg driver hands it over: the connection of `em`'s
 * transaction when it is in one (knex's transaction client hands out that one), otherwise one
 * of the app's pool, released afterwards whatever happens. For what MikroORM cannot send: named
 * prepared statements (docs/architecture.md, "Raw SQL or the ORM").
 */
export async function withPgConnection<T>(em: EntityManager, work: (client: PgClient) => Promise<T>): Promise<T> {
  const knex = em.getTransactionContext() ?? em.getConnection().getKnex();
  const source = knex.client as unknown as ConnectionSource;
  const client = await source.acquireConnection();
  try {
    return await work(client);
  } finally {
    await source.releaseConnection(client);
  }
}

/**
 * `text` (placeholders `$1`, `$2`, …) as the prepared statement `name`: PostgreSQL plans it once
 * per connection instead of on every run, which is most of a small hot statement's time.
 */
export function queryPrepared<T extends QueryResultRow>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<T[]> {
  return withPgConnection(em, async (client) => (await client.query<T>({ name, text, values })).rows);
}
