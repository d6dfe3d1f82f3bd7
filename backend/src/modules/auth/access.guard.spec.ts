import { ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_KEY } from '../../common/access/access.decorator';
import { AccessGuard } from './access.guard';
import { SessionService } from './session.service';

function contextFor(rules: string[] | undefined, request: object): ExecutionContext {
  const handler = () => undefined;
  if (rules) Reflect.defineMetadata(ACCESS_KEY, rules, handler);
  return {
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('AccessGuard', () => {
  const user = { id: 7, username: 'tina', role: 'tenant' };
  const sessions = {
    verify: jest.fn(async (token: string) => (token === 'good' ? { user, sessionId: 's1' } : null)),
    verifyPlayer: jest.fn(async (token: string) => (token === 'player-5' ? { typ: 'player', displayId: 5 } : null)),
  } as unknown as SessionService;
  const guard = new AccessGuard(new Reflector(), sessions);

  it('refuses a route that declares no access rule, even for a signed-in user', async () => {
    await expect(guard.canActivate(contextFor(undefined, { headers: {}, cookies: { sid: 'good' } }))).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('lets anyone through a public route', async () => {
    await expect(guard.canActivate(contextFor(['public'], { headers: {} }))).resolves.toBe(true);
  });

  it('needs a session of a listed role', async () => {
    await expect(guard.canActivate(contextFor(['tenant'], { headers: {}, cookies: {} }))).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guard.canActivate(contextFor(['host', 'admin'], { headers: {}, cookies: { sid: 'good' } }))).rejects.toBeInstanceOf(ForbiddenException);
    const request: { headers: object; cookies: object; user?: unknown } = { headers: {}, cookies: { sid: 'good' } };
    await expect(guard.canActivate(contextFor(['tenant'], request))).resolves.toBe(true);
    expect(request.user).toBe(user);
  });

  it('accepts a valid player token only on player routes', async () => {
    const request: { headers: object; player?: unknown } = { headers: { authorization: 'Bearer player-5' } };
    await expect(guard.canActivate(contextFor(['player'], request))).resolves.toBe(true);
    expect(request.player).toEqual({ typ: 'player', displayId: 5 });
    await expect(guard.canActivate(contextFor(['player'], { headers: { authorization: 'Bearer forged' } }))).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guard.canActivate(contextFor(['tenant'], { headers: { authorization: 'Bearer player-5' }, cookies: {} }))).rejects.toBeInstanceOf(UnauthorizedException);
  });
});
