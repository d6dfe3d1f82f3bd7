import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../http/error-response.dto';

export type UserRole = 'tenant' | 'host' | 'admin';
export type AccessRule = 'public' | 'player' | UserRole;

export const ACCESS_KEY = 'access:rules';
export const SESSION_COOKIE = 'sid';
export const SESSION_SECURITY = 'session';
export const PLAYER_SECURITY = 'player';

/**
 * Declares who may call a route, and documents it in OpenAPI.
 * Every route must carry it: the access guard refuses routes without it.
 */
export function Access(...rules: [AccessRule, ...AccessRule[]]) {
  const decorators = [SetMetadata(ACCESS_KEY, rules), ApiExtension('x-access', rules)];
  if (rules.includes('public')) return applyDecorators(...decorators);
  const roles = rules.filter((r) => r !== 'player');
  if (roles.length) decorators.push(ApiCookieAuth(SESSION_SECURITY));
  if (rules.includes('player')) decorators.push(ApiBearerAuth(PLAYER_SECURITY));
  decorators.push(
    ApiUnauthorizedResponse({ description: 'Not signed in', type: ErrorResponseDto }),
    ApiForbiddenResponse({ description: `Only for: ${rules.join(', ')}`, type: ErrorResponseDto }),
  );
  return applyDecorators(...decorators);
}
