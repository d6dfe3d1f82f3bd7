/**
 * The server sets the readable `ss_signed_in=1` cookie beside the httpOnly session
 * cookie (and clears it on logout or a 401). Without it there is no session to ask
 * about, so a visitor's page never calls GET /api/user (docs/performance.md).
 */
export const SESSION_HINT_COOKIE = 'ss_signed_in';

/** True when the browser holds the session hint (never on the server, while prerendering). */
export function hasSessionHint(cookie: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
