import type { ExecutionContext } from '@nestjs/common';
import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { createSecretKey } from 'crypto';
import { ACCESS_KEY } from '../../common/access/access.decorator';
import type { Config } from '../../config/config';
import type { DisplayStates } from '../player/display-states';
import { PlayerTokenStrategy } from '../player/player-token.strategy';
import { AccessGuard } from './access.guard';
import type { SessionService } from './session.service';
import { SessionStrategy } from './strategies/session.strategy';

const secret = 'unit-test-secret-that-is-at-least-32-characters';
const key = createSecretKey(Buffer.from(secret, 'utf8')) as unknown as string;
const jwt = new JwtService({});
const sign = (claims: object) => jwt.signAsync(claims, { secret: key, algorithm: 'HS256', expiresIn: 60 });

function contextFor(rules: string[] | undefined, request: object): ExecutionContext {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- each context needs a handler of its own to carry its rules
  const handler = () => undefined;
  if (rules) Reflect.defineMetadata(ACCESS_KEY, rules, handler);
  return {
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
}

describe('AccessGuard (passport strategies: session cookie, player bearer)', () => {
  const user = { id: 7, username: 'tina', role: 'tenant' };
  const config = { auth: { jwtSecret: secret } } as Config;
  const sessions = {
    findSession: jest.fn(async (c: { sid: string }) => (c.sid === 'live' ? { user, sessionId: 'live' } : null)),
    // No check of its own: every token here goes through passport-jwt.
    verifiedClaims: () => null,
  } as unknown as SessionService;
  const states = {
    get: jest.fn(async (id: number) => (id === 5 ? { id: 5, playable: true, pairingEpoch: 2 } : null)),
  } as unknown as DisplayStates;
  // Constructing a strategy registers it with passport, which the guard then uses.
  // oxlint-disable-next-line no-new
  new SessionStrategy(config, sessions);
  // oxlint-disable-next-line no-new
  new PlayerTokenStrategy(config, states, sessions);
  const guard = new AccessGuard(new Reflector());

  it('refuses a route that declares no access rule, even for a signed-in user', async () => {
    const cookie = await sign({ sid: 'live', sub: 7 });
    await expect(guard.canActivate(contextFor(undefined, { headers: {}, cookies: { sid: cookie } }))).rejects.toBeInstanceOf(
      ForbiddenException,
    );
  });

  it('lets anyone through a public route', async () => {
    await expect(guard.canActivate(contextFor(['public'], { headers: {} }))).resolves.toBe(true);
  });

  it('needs a live session of a listed role', async () => {
    const live = await sign({ sid: 'live', sub: 7 });
    const ended = await sign({ sid: 'ended', sub: 7 });
    await expect(guard.canActivate(contextFor(['tenant'], { headers: {}, cookies: {} }))).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(guard.canActivate(contextFor(['tenant'], { headers: {}, cookies: { sid: ended } }))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
    await expect(guard.canActivate(contextFor(['host', 'admin'], { headers: {}, cookies: { sid: live } }))).rejects.toBeInstanceOf(
      ForbiddenException,
    );
    const request: { headers: object; cookies: object; user?: unknown; sessionId?: string } = { headers: {}, cookies: { sid: live } };
    await expect(guard.canActivate(contextFor(['tenant'], request))).resolves.toBe(true);
    expect(request.user).toBe(user);
    expect(request.sessionId).toBe('live');
  });

  it('accepts a player token only on player routes, and only while its display honours it', async () => {
    const good = await sign({ typ: 'player', displayId: 5, epoch: 2 });
    const request: { headers: object; player?: unknown } = { headers: { authorization: `Bearer ${good}` } };
    await expect(guard.canActivate(contextFor(['player'], request))).resolves.toBe(true);
    expect(request.player).toMatchObject({ typ: 'player', displayId: 5, epoch: 2 });
    const reset = await sign({ typ: 'player', displayId: 5, epoch: 1 });
    const gone = await sign({ typ: 'player', displayId: 6, epoch: 0 });
    for (const token of [reset, gone, 'forged']) {
      await expect(guard.canActivate(contextFor(['player'], { headers: { authorization: `Bearer ${token}` } }))).rejects.toThrow(
        'Display not authenticated',
      );
    }
    await expect(guard.canActivate(contextFor(['player'], { headers: {} }))).rejects.toThrow('Display not authenticated');
    await expect(
      guard.canActivate(contextFor(['tenant'], { headers: { authorization: `Bearer ${good}` }, cookies: {} })),
    ).rejects.toBeInstanceOf(UnauthorizedException);
  });
});
