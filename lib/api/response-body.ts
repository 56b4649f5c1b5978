import { ApiError } from './errors';

// How much of an answer Buyer Lens reads (docs/api.md 10.10). Without a limit, a 600 MB body or an endless stream
// was read until the timeout, twice, and grew the extension's process from 115 MB to 554 MB.

/**
 * The most bytes of one answer Buyer Lens reads: 4 MiB, well above any page of 50 rows. The reference lists are
 * not paged (docs/api.md 4.3): a library of 10,000 vendors is about a megabyte. The cache keeps 4 MB in all, so a
 * larger answer could not be kept anyway.
 */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/** What the rep reads when an answer was too large. */
export const RESPONSE_TOO_LARGE_MESSAGE =
  'The API sent an answer larger than 4 MB; Buyer Lens stopped reading it.';

/**
 * A response's body as text (UTF-8, as `Response.text()`), read only up to `maxBytes`: a larger one is refused by
 * its Content-Length before any byte is read, or as soon as the bytes read pass the limit, and its stream is
 * cancelled. Throws ApiError `response_too_large`, carrying the status.
 */
export async function readBodyText(response: Response, maxBytes = MAX_RESPONSE_BYTES): Promise<string> {
  const tooLarge = () =>
    new ApiError('response_too_large', RESPONSE_TOO_LARGE_MESSAGE, {
      status: response.status,
      code: 'responseTooLarge',
    });
  // The header counts the bytes sent, which a compressed answer only outgrows once read. An unreadable or repeated
  // one is NaN and proves nothing: the count below holds either way.
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      // Not awaited: an endless source may take its time to stop, and the caller also aborts the fetch.
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}
