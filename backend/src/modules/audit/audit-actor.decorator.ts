import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { UserRole } from '../../common/access/access.decorator';
import { clientAddress } from '../../common/http/client-address';

/** Who acted, as every audit record names them (docs/accounts.md, "Audit log"). */
export class AuditActor {
  /** The account's id and username at the time (usernames never change, the copy keeps the record readable alone). */
  id: number;
  username: string;
  role: UserRole;
  /** The one client address (`clientAddress`), never a header. */
  address: string;
}

type SignedInRequest = FastifyRequest & { user?: { id: number; username: string; role: UserRole } };

/** The signed-in caller of a mutating route and its address, for the services' audit records. */
export const Actor = createParamDecorator((_: unknown, ctx: ExecutionContext): AuditActor => {
  const request = ctx.switchToHttp().getRequest<SignedInRequest>();
  const user = request.user;
  // @Access lets no signed-out caller reach a route that asks for its actor.
  if (!user) throw new UnauthorizedException('Not signed in');
  return { id: user.id, username: user.username, role: user.role, address: clientAddress(request) };
});
