import type { FastifyRequest } from 'fastify';
import type { User } from './entities/user.entity';
import type { PlayerClaims } from './session.service';

/** A request after the access guard: the signed-in user and session, or the display token's claims. */
export type AuthenticatedRequest = FastifyRequest & { user?: User; sessionId?: string; player?: PlayerClaims };
