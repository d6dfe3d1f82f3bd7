import { CanActivate, ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Config } from '../../config/config';
import { RateLimiter } from './rate-limiter';

/** Limits sign-in and registration attempts per address and per username (429 + Retry-After). */
@Injectable()
export class AuthRateLimitGuard implements CanActivate {
  private readonly limiter = new RateLimiter();

  constructor(@Inject(Config) private readonly config: Config) {}

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest<{ Body?: { username?: unknown } }>>();
    const { rateLimitPerIp, rateLimitPerUsername } = this.config.auth;
    const username = request.body?.username;
    const waits = [this.limiter.hit(`ip:${request.ip}`, rateLimitPerIp)];
    if (typeof username === 'string' && username.trim()) {
      waits.push(this.limiter.hit(`user:${username.trim().toLowerCase()}`, rateLimitPerUsername));
    }
    const wait = Math.max(...waits);
    if (wait > 0) {
      http.getResponse<FastifyReply>().header('Retry-After', String(wait));
      throw new HttpException(`Too many attempts. Try again in ${wait} seconds.`, HttpStatus.TOO_MANY_REQUESTS);
    }
    return true;
  }
}
