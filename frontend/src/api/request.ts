import { ApiError, isAbortError, jsonDetails, networkErrorText, sessionErrorText } from './errors';

/** What every openapi-fetch call resolves to. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

type ErrorRule = (response: Response, body: unknown) => string;

/**
 * Runs an openapi-fetch call and returns its data, or throws an ApiError whose
 * message follows the error-text rules of errors.ts (session rule unless told
 * otherwise) and which carries the body's `details`, if any.
 */
export async function request<T>(call: () => Promise<FetchResult<T>>, rule: ErrorRule = sessionErrorText): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(networkErrorText(error), 0);
  }
  if (!result.response.ok) {
    throw new ApiError(rule(result.response, result.error), result.response.status, jsonDetails(result.error));
  }
  return result.data as T;
}

/** "booking-groups 0-9/42" → 42; a missing or odd header falls back to what came back. */
export function totalFromContentRange(header: string | null, fallback: number): number {
  const match = header ? /\/(\d+)\s*$/.exec(header) : null;
  return match ? Number(match[1]) : fallback;
}

/** One page of a list the server pages (`range` in, `Content-Range` out) and how many there are in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** request() for a paged list: the page's items, and the total from its Content-Range. */
export async function requestPage<T>(call: () => Promise<FetchResult<T[]>>, rule?: ErrorRule): Promise<ListPage<T>> {
  let total: number | undefined;
  const items = await request(async () => {
    const result = await call();
    total = totalFromContentRange(result.response.headers.get('Content-Range'), result.data?.length ?? 0);
    return result;
  }, rule);
  return { items, total: total ?? items.length };
}

/** The list protocol's `range` ([start, end], inclusive) of a 0-based page. */
export function pageRange(page: number, perPage: number): string {
  const start = page * perPage;
  return JSON.stringify([start, start + perPage - 1]);
}

/**
 * One page (0-based) of a list paged by `range`, read by `call`. A page past the end (the list
 * shrank since it was counted: bookings passed, a display was deleted) gives way to the last one;
 * `page` says which page came back.
 */
export async function requestExistingPage<T>(
  call: (range: string) => Promise<FetchResult<T[]>>,
  page: number,
  perPage: number,
  rule?: ErrorRule,
): Promise<ListPage<T> & { page: number }> {
  const asked = await requestPage(() => call(pageRange(page, perPage)), rule);
  const last = Math.max(0, Math.ceil(asked.total / perPage) - 1);
  if (page <= last || asked.items.length > 0) return { ...asked, page };
  return { ...(await requestPage(() => call(pageRange(last, perPage)), rule)), page: last };
}

/** The most items the server answers in one page (the list protocol's bound, docs/architecture.md). */
export const MAX_PAGE_SIZE = 100;

/**
 * Every item of a list paged by `range`, for a picker that must offer all of them: the first page
 * says how many there are, the rest are read side by side. An item that moved between two pages
 * (one was added meanwhile) comes once, by `key`.
 */
export async function requestAllPages<T>(
  call: (range: string) => Promise<FetchResult<T[]>>,
  key: (item: T) => unknown,
  rule?: ErrorRule,
): Promise<T[]> {
  const first = await requestPage(() => call(pageRange(0, MAX_PAGE_SIZE)), rule);
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => request(() => call(pageRange(i + 1, MAX_PAGE_SIZE)), rule)),
  );
  const seen = new Set<unknown>();
  return [first.items, ...rest].flat().filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}
