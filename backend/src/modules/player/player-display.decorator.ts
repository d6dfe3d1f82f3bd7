import { BadRequestException, createParamDecorator, ExecutionContext, ForbiddenException } from '@nestjs/common';
import type { AuthenticatedRequest } from '../auth/access.guard';

/**
 * The `:id` of a player route, which must be the display the token was issued for
 * (docs/player.md): another display's id is 403.
 */
export const PlayerDisplayId = createParamDecorator((_: unknown, ctx: ExecutionContext): number => {
  const request = ctx.switchToHttp().getRequest<AuthenticatedRequest & { params: { id?: string } }>();
  const raw = request.params.id ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new BadRequestException('Display id must be a positive whole number');
  const id = Number(raw);
  if (request.player?.displayId !== id) throw new ForbiddenException('This display token is for another display');
  return id;
});
