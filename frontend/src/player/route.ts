/**
 * The two player variants (docs/player.md): /player?displayId=N reads the id from
 * the query; /display/ has a Display ID field (a /display/N path fills it in).
 * `?preview=1` shows the same rotation and records nothing.
 */
export interface PlayerRoute {
  variant: 'query' | 'field';
  /** null: missing or not a whole number ≥ 1. */
  displayId: number | null;
  preview: boolean;
}

/** A Display ID as typed or passed: a whole number ≥ 1 (digits only), else null. */
export function parseDisplayId(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

export function parseRoute(pathname: string, search: string): PlayerRoute {
  const params = new URLSearchParams(search);
  const preview = params.get('preview') === '1' || params.get('preview') === 'true';
  if (pathname === '/display' || pathname.startsWith('/display/')) {
    const segment = pathname.split('/')[2];
    return { variant: 'field', displayId: parseDisplayId(segment), preview };
  }
  return { variant: 'query', displayId: parseDisplayId(params.get('displayId')), preview };
}

/** The service worker's scope for a variant: each page controls only its own path, never the main app. */
export function workerScope(route: PlayerRoute): string {
  return route.variant === 'field' ? '/display/' : '/player';
}
