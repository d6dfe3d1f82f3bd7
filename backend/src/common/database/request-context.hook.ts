import type { MikroORM } from '@mikro-orm/core';
import { RequestContext } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';

/**
 * MikroORM's per-request EntityManager (its request context), opened by a Fastify hook for every
 * request but those whose path matches `without`: the player's hot calls, which use no entity and
 * run straight SQL, would otherwise fork an EntityManager each, for nothing. A hook rather than
 * Nest middleware, whose layer (middie and Nest's proxy) cost every request more than the context
 * itself (docs/performance.md, "The sync without Nest's layers").
 */
export function registerRequestContextHook(fastify: FastifyInstance, orm: MikroORM, without: RegExp): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (without.test(request.url)) return done();
    RequestContext.create(orm.em, done);
  });
}
