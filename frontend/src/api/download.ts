import { request } from './request';

/** What openapi-fetch answers for a call made with `parseAs: 'blob'`. */
interface BlobResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

/** The file name of `Content-Disposition: attachment; filename="…"`, if the server sent one. */
export function attachmentName(response: Response): string | null {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? /filename=([^;\s]+)/.exec(header)?.[1] ?? null;
}

/**
 * A file from the API (a CSV export), read whole, with the name the server gave it. A refusal
 * throws an ApiError with the server's own message (e.g. "The range may cover at most 366
 * days"), never a file made of the error's JSON (docs/product-rules.md §17.8).
 */
export async function requestFile(call: () => Promise<BlobResult>, fallbackName: string): Promise<{ blob: Blob; name: string }> {
  return request(async () => {
    const result = await call();
    if (!result.response.ok || !result.data) return { ...result, data: undefined };
    return { ...result, data: { blob: result.data, name: attachmentName(result.response) ?? fallbackName } };
  });
}
