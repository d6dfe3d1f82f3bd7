import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, isAbortError, networkErrorText, parseBody, readErrorText } from './errors';

/**
 * The "default read" (docs/product-rules.md §16.1): a GET to the first element of the query key,
 * with cookies, read as JSON. Prefer typed openapi-fetch calls in new hooks;
 * this covers reads keyed by their URL, e.g. `useQuery({ queryKey: ['/api/x'] })`.
 */
export async function defaultQueryFn({ queryKey }: QueryFunctionContext): Promise<unknown> {
  const url = String(queryKey[0]);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError(networkErrorText(error), 0);
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(readErrorText(response, parseBody(text)), response.status);
  return text === '' ? null : (JSON.parse(text) as unknown);
}
