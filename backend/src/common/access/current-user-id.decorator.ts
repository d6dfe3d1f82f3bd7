import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * The signed-in user's id, which the access guard put on the request: for modules that import
 * no domain, not even auth (notifications, docs/notifications.md). Only on routes whose
 * `@Access` names a role, so a user is always there.
 */
export const CurrentUserId = createParamDecorator((_: unknown, ctx: ExecutionContext): number => {
  return ctx.switchToHttp().getRequest<{ user: { id: number } }>().user.id;
});
