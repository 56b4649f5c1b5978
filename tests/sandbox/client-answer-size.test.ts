import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/client';
import { MAX_RESPONSE_BYTES } from '../../lib/api/response-body';

// An answer has a size limit (docs/api.md 10.10). Real sockets, real fetch: an API that never stops sending, one
// that announces 600 MB, and one whose small compressed answer unpacks to 64 MB. The client stops reading, drops
// the connection, asks once, and says `response_too_large`.

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/** What the API saw: requests, bytes it got onto the socket, and whether the client closed the connection. */
type ApiLog = { requests: number; bytesWritten: number; closed: boolean };

/** Writes chunks as fast as the socket takes them, until the client goes away. */
function sendForever(response: ServerResponse, log: ApiLog): void {
  const write = () => {
    while (!response.destroyed && !log.closed) {
      log.bytesWritten += CHUNK.byteLength;
      if (!response.write(CHUNK)) return void response.once('drain', write);
    }
  };
  write();
}

const servers: ReturnType<typeof createServer>[] = [];

/** An API on a free port that answers every request with `answer`. */
async function apiThat(answer: (response: ServerResponse, log: ApiLog) => void) {
  const log: ApiLog = { requests: 0, bytesWritten: 0, closed: false };
  const server = createServer((_request, response) => {
    log.requests += 1;
    response.on('close', () => {
      log.closed = true;
    });
    answer(response, log);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = createApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey: 'demo-full',
    // Long enough that a client reading to its timeout would say `timeout`, not `response_too_large`.
    timeoutMs: 15_000,
  });
  return { client, log };
}

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

const TOO_LARGE = {
  kind: 'response_too_large',
  message: 'The API sent an answer larger than 4 MB; Buyer Lens stopped reading it.',
};

describe('the client and an answer larger than it reads', () => {
  it('stops reading an endless answer and drops the connection, after one request', async () => {
    const { client, log } = await apiThat((response, apiLog) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      sendForever(response, apiLog);
    });
    await expect(client.listMarkets()).rejects.toMatchObject({ ...TOO_LARGE, status: 200 });
    await vi.waitFor(() => expect(log.closed).toBe(true));
    expect(log.requests).toBe(1);
    // The limit, plus what the two sockets' buffers held when the client stopped.
    expect(log.bytesWritten).toBeLessThan(8 * MAX_RESPONSE_BYTES);
  });

  it('refuses an announced 600 MB by its Content-Length, and drops the connection', async () => {
    const { client, log } = await apiThat((response, apiLog) => {
      response.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(600 * 1024 * 1024),
      });
      sendForever(response, apiLog);
    });
    await expect(client.listMarkets()).rejects.toMatchObject({ ...TOO_LARGE, status: 503 });
    await vi.waitFor(() => expect(log.closed).toBe(true));
    expect(log.requests).toBe(1);
  });

  it('counts the bytes a compressed answer unpacks to, not the bytes sent', async () => {
    const packed = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    expect(packed.byteLength).toBeLessThan(MAX_RESPONSE_BYTES / 10);
    const { client, log } = await apiThat((response) => {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-encoding': 'gzip',
        'content-length': String(packed.byteLength),
      });
      response.end(packed);
    });
    await expect(client.listMarkets()).rejects.toMatchObject(TOO_LARGE);
    expect(log.requests).toBe(1);
  });
});
