import { describe, expect, it } from 'vitest';
import { MAX_RESPONSE_BYTES } from '@/lib/api/response-body';
import { clientWith } from './fake-fetch';
import { referenceItems } from './samples';

// An answer has a size limit (docs/api.md 10.10): one over it is refused by its Content-Length before any byte is
// read, or cut off as soon as the bytes read pass it, and never asked for again.

const CHUNK_BYTES = 64 * 1024;

/** What a fake body gave out: bytes handed to the reader, and whether the reader cancelled it. */
type BodyProbe = { bytesPulled: number; cancelled: boolean };

/**
 * A body that never ends: 64 KiB of spaces a pull, after a turn of the event loop (as a network would), so the
 * client's own timeout can still fire on a client that reads forever.
 */
function endlessBody(probe: BodyProbe): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(CHUNK_BYTES).fill(0x20);
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        probe.bytesPulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        probe.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
}

/** A body of exactly `bytes` bytes of JSON (the reference list, padded with spaces), in 64 KiB chunks. */
function jsonBodyOf(bytes: number): ReadableStream<Uint8Array> {
  const json = new TextEncoder().encode(JSON.stringify({ data: referenceItems }));
  const whole = new Uint8Array(bytes).fill(0x20);
  whole.set(json);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= whole.byteLength) return controller.close();
      controller.enqueue(whole.subarray(offset, offset + CHUNK_BYTES));
      offset += CHUNK_BYTES;
    },
  });
}

/** The rejection of a promise (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const TOO_LARGE = {
  kind: 'response_too_large',
  message: 'The API sent an answer larger than 4 MB; Buyer Lens stopped reading it.',
};

describe('an answer larger than the limit', () => {
  it('is 4 MiB: room for 30 times the largest answer of the sandbox (a 50-row page of vendor buyers, 137 KB)', () => {
    expect(MAX_RESPONSE_BYTES).toBe(4 * 1024 * 1024);
  });

  it('that never ends is cut off past the limit, on the first attempt, and never asked for again', async () => {
    const probe: BodyProbe = { bytesPulled: 0, cancelled: false };
    const { client, calls, sleeps } = clientWith([() => new Response(endlessBody(probe))], {
      timeoutMs: 1_000,
    });
    const error = await rejectionOf(client.listProducts());
    expect(error).toMatchObject({ ...TOO_LARGE, status: 200 });
    expect(probe.bytesPulled).toBeGreaterThan(MAX_RESPONSE_BYTES);
    expect(probe.bytesPulled).toBeLessThanOrEqual(MAX_RESPONSE_BYTES + CHUNK_BYTES);
    expect(probe.cancelled).toBe(true);
    expect(calls[0]?.init.signal?.aborted).toBe(true);
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('is refused by its Content-Length before a byte is read', async () => {
    const probe: BodyProbe = { bytesPulled: 0, cancelled: false };
    const huge = () =>
      new Response(endlessBody(probe), { headers: { 'Content-Length': String(600 * 1024 * 1024) } });
    const { client, calls } = clientWith([huge], { timeoutMs: 1_000 });
    const error = await rejectionOf(client.listProducts());
    expect(error).toMatchObject(TOO_LARGE);
    expect(probe.bytesPulled).toBe(0);
    expect(probe.cancelled).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('is counted as read when compressed: its Content-Length is the bytes sent, which decompression outgrows', async () => {
    const probe: BodyProbe = { bytesPulled: 0, cancelled: false };
    // A gzip bomb as the client meets it: 20 KB declared, the decoded body endless.
    const bomb = () =>
      new Response(endlessBody(probe), {
        headers: { 'Content-Length': String(20 * 1024), 'Content-Encoding': 'gzip' },
      });
    const { client, calls } = clientWith([bomb], { timeoutMs: 1_000 });
    expect(await rejectionOf(client.listProducts())).toMatchObject(TOO_LARGE);
    expect(probe.bytesPulled).toBeLessThanOrEqual(MAX_RESPONSE_BYTES + CHUNK_BYTES);
    expect(probe.cancelled).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('is refused also when it is an error a retry would follow (a 503 of 600 MB)', async () => {
    const probe: BodyProbe = { bytesPulled: 0, cancelled: false };
    const failing = () => new Response(endlessBody(probe), { status: 503 });
    const { client, calls, sleeps } = clientWith([failing], { timeoutMs: 1_000 });
    expect(await rejectionOf(client.listProducts())).toMatchObject({ ...TOO_LARGE, status: 503 });
    expect(probe.bytesPulled).toBeLessThanOrEqual(MAX_RESPONSE_BYTES + CHUNK_BYTES);
    expect(calls).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('crosses to a UI as plain data, with its kind and sentence', async () => {
    const probe: BodyProbe = { bytesPulled: 0, cancelled: false };
    const { client } = clientWith([() => new Response(endlessBody(probe))], { timeoutMs: 1_000 });
    const error = await rejectionOf(client.listProducts());
    expect(structuredClone((error as { toInfo: () => unknown }).toInfo())).toEqual({
      ...TOO_LARGE,
      status: 200,
      // Named, so that a page says it in the rep's language (lib/ui/error-help.ts errorMessage).
      sentence: { code: 'responseTooLarge', english: TOO_LARGE.message },
    });
  });
});

describe('an answer up to the limit', () => {
  it('is read whole at exactly the limit, and refused one byte over it', async () => {
    const atLimit = clientWith([() => new Response(jsonBodyOf(MAX_RESPONSE_BYTES))]);
    expect(await atLimit.client.listProducts()).toEqual(referenceItems);
    const over = clientWith([() => new Response(jsonBodyOf(MAX_RESPONSE_BYTES + 1))]);
    expect(await rejectionOf(over.client.listProducts())).toMatchObject(TOO_LARGE);
    expect(over.calls).toHaveLength(1);
  });

  it('is decoded as UTF-8 across chunk boundaries, as Response.text() would', async () => {
    const text = JSON.stringify({ data: [{ name: 'Zürich Ünited 🥐', transcript_count: 3 }] });
    const bytes = new TextEncoder().encode(text);
    // One byte a chunk: every multi-byte character is split between reads.
    const oneByteChunks = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
            controller.close();
          },
        }),
      );
    const { client } = clientWith([oneByteChunks]);
    expect(await client.listMarkets()).toEqual([{ name: 'Zürich Ünited 🥐', transcript_count: 3 }]);
  });
});
