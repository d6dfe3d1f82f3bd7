import { createParamDecorator, ExecutionContext, ForbiddenException, NotFoundException } from '@nestjs/common';
import { parseId } from '../../common/http/id.pipe';
import { NOT_FOUND } from '../../common/http/not-found';
import type { AuthenticatedRequest } from '../auth/authenticated-request';

/**
 * The `:id` of a player route, which must be the display the token was issued for
 * (docs/player.md): another display's id is 403.
 */
export const PlayerDisplayId = createParamDecorator((_: unknown, ctx: ExecutionContext): number => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest & { params: { id?: string } }>();
  const id = parseId(request.params.id);
  if (id === null) throw new NotFoundException(NOT_FOUND.display);
  if (request.player?.displayId !== id) throw new ForbiddenException('This display token is for another display');
  return id;
});
