import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * MikroORM's per-request EntityManager (its request context), for every request but those whose
 * path matches `without`: the player's hot calls, which use no entity and run straight SQL, would
 * otherwise fork an EntityManager each, for nothing (docs/performance.md, "Where a sync's time goes").
 */
export function requestContext(orm: MikroORM, without: RegExp) {
  return (req: IncomingMessage & { originalUrl?: string }, _res: ServerResponse, next: () => void): void => {
    // The middleware layer strips the mount path from `url`; `originalUrl` keeps the whole path.
    if (without.test(req.originalUrl ?? req.url ?? '')) return next();
    RequestContext.create(orm.em, next);
  };
}
