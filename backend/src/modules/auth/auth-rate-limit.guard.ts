import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../common/http/client-address';
import { Config } from '../../config/config';
import { AuthThrottle, signInKeys } from './auth-throttle';

/**
 * Before sign-in: refuses (429 + Retry-After) an address, or a username from an
 * address, that has failed too often this minute. Before registration and password resets:
 * counts the attempt per address. Failures themselves are counted by the sign-in route.
 */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  constructor(
    @Inject(Config) private readonly config: Config,
    private readonly throttle: AuthThrottle,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest<{ Body?: { username?: unknown } }>>();
    const limits = { perIp: this.config.auth.rateLimitPerIp, perUsername: this.config.auth.rateLimitPerUsername };
    const address = clientAddress(request);
    // Registration and password resets count every attempt per address (docs/notifications.md).
    const counted = ['register', 'password-reset'].find((route) => request.url.startsWith(`/api/${route}`));
    if (counted) {
      const key = { key: `${counted}:${address}`, limit: limits.perIp };
      await this.throttle.assertAllowed([key]);
      await this.throttle.count([key.key]);
      return true;
    }
    await this.throttle.assertAllowed(signInKeys(request.body?.username, address, limits));
    return true;
  }
}
