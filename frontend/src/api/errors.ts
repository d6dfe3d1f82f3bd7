import { humanizeDates } from '../utils/bookingFormat';
/**
 * Error texts shown to people (docs/product-rules.md §16), in one place:
 *
 * - Session calls (login, register, logout): status >= 500 gives the status text,
 *   any other non-OK status gives the response body text.
 * - Default reads: "status: statusText" for >= 500, "status: body text" otherwise.
 * - Network failures give the error's own text.
 *
 * Our server always answers errors with JSON `{statusCode, message}`; when the
 * body is JSON with a `message`, that message is used instead of the raw body
 * (and instead of the status text), so people read "Invalid username or
 * password", not `{"statusCode":401,...}`.
 */

type StatusLine = Pick<Response, 'status' | 'statusText'>;

/**
 * A failed API call. `message` is the text to show; `status` is 0 for network
 * errors; `details` is the `details` of the JSON error body, when the server
 * sent the particulars of a refusal (e.g. a booking 409's full dates), else undefined.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly details: unknown;

  constructor(message: string, status: number, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
  }
}

/** The `details` of a JSON error body `{statusCode, message, details}`, if it has them. */
export function jsonDetails(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !('details' in body)) return undefined;
  return body.details;
}

/** The `message` of a JSON error body, if it has a non-empty one. */
function jsonMessage(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || !('message' in body)) return undefined;
  const { message } = body;
  if (typeof message === 'string' && message.trim() !== '') return message;
  if (Array.isArray(message) && message.length > 0) return message.map(String).join('; ');
  return undefined;
}

/** The body as text: raw text as-is, JSON re-serialised, nothing as ''. */
function bodyText(body: unknown): string {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  return JSON.stringify(body);
}

function fallback(response: StatusLine): string {
  return `Request failed with status ${response.status}`;
}

/** docs/product-rules.md §16 rule for POST /api/login, /api/register and /api/logout. */
export function sessionErrorText(response: StatusLine, body: unknown): string {
  const message = jsonMessage(body);
  if (message) return message;
  if (response.status >= 500) return response.statusText || bodyText(body) || fallback(response);
  return bodyText(body) || response.statusText || fallback(response);
}

/** docs/product-rules.md §16 rule for default reads (GET of a query key). */
export function readErrorText(response: StatusLine, body: unknown): string {
  const message = jsonMessage(body);
  if (message) return `${response.status}: ${message}`;
  const detail = response.status >= 500 ? response.statusText || bodyText(body) : bodyText(body) || response.statusText;
  return `${response.status}: ${detail || 'Request failed'}`;
}

/** docs/product-rules.md §16 rule for network failures: the error's own text. */
export function networkErrorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/**
 * The text to show for any error caught from an API call, its calendar dates
 * written "MMM dd, yyyy" like every other date shown (the error keeps the raw text).
 */
export function errorText(error: unknown): string {
  return humanizeDates(networkErrorText(error));
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
