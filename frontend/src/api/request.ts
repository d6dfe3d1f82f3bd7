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
