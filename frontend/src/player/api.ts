import type { components } from '../api/schema';
import type { Play, ScheduleAnswer, SyncAnswer } from './types';

/**
 * The player's calls (docs/player.md), on plain fetch. `status` is 0 when
 * the request never got an answer (offline, server down): callers keep
 * what they have and try again later.
 */
export class PlayerApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'PlayerApiError';
  }

  /** No answer at all, or a server-side failure: worth trying again as is. */
  get retryable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 408 || this.status === 429;
  }
}

export type AuthAnswer = components['schemas']['PlayerAuthDto'];
type VerifyAnswer = components['schemas']['VerifyAuthDto'];

/**
 * `serverNow`: the server's clock at the answer (serverTime, or the Date header of a 304), epoch ms.
 * `more`: plays are still waiting after a full batch, so the next cycle should come soon.
 */
export type ScheduleResult = (
  { changed: true; answer: ScheduleAnswer; etag: string | null; serverNow: number } | { changed: false; serverNow: number }
) & { more?: boolean };

async function call(path: string, init: RequestInit, fallbackText: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, cache: 'no-store' });
  } catch {
    throw new PlayerApiError(fallbackText, 0);
  }
  if (response.ok || response.status === 304) return response;
  let body: { message?: unknown; details?: unknown } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  const message = typeof body?.message === 'string' && body.message !== '' ? body.message : fallbackText;
  const details = body?.details && typeof body.details === 'object' ? (body.details as Record<string, unknown>) : undefined;
  throw new PlayerApiError(message, response.status, details);
}

function bearer(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { Authorization: `Bearer ${token}`, ...extra };
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };

export async function authenticate(displayId: number, pairingCode: string | undefined, fallbackText: string): Promise<AuthAnswer> {
  const body = JSON.stringify(pairingCode ? { displayId, pairingCode } : { displayId });
  const response = await call('/api/displays/authenticate', { method: 'POST', headers: JSON_HEADERS, body }, fallbackText);
  return (await response.json()) as AuthAnswer;
}

export async function verifyAuth(token: string): Promise<VerifyAnswer> {
  const response = await call('/api/displays/verify-auth', { headers: bearer(token) }, 'Display not authenticated');
  return (await response.json()) as VerifyAnswer;
}

/** GET the schedule; with the last ETag the server answers 304 when nothing changed. */
export async function fetchSchedule(displayId: number, token: string, etag: string | null, fallbackText: string): Promise<ScheduleResult> {
  const headers = bearer(token, etag ? { 'If-None-Match': etag } : {});
  const response = await call(`/api/displays/${displayId}/schedule`, { headers }, fallbackText);
  const dated = Date.parse(response.headers.get('Date') ?? '');
  if (response.status === 304) return { changed: false, serverNow: Number.isNaN(dated) ? Date.now() : dated };
  const answer = (await response.json()) as ScheduleAnswer;
  const serverNow = Date.parse(answer.serverTime);
  return { changed: true, answer, etag: response.headers.get('ETag'), serverNow: Number.isNaN(serverNow) ? Date.now() : serverNow };
}

/** One cycle (docs/player.md, "Sync"): the plays waiting and the schedule's ETag in, their results and the schedule out. */
export async function postSync(
  displayId: number,
  token: string,
  plays: readonly Play[],
  etag: string | null,
  fallbackText: string,
): Promise<SyncAnswer> {
  const body = JSON.stringify(etag ? { plays, scheduleEtag: etag } : { plays });
  const response = await call(
    `/api/displays/${displayId}/sync`,
    { method: 'POST', headers: bearer(token, JSON_HEADERS), body },
    fallbackText,
  );
  return (await response.json()) as SyncAnswer;
}
