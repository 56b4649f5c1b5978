import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../lib/api/client';

// A redirect must never carry the key, or an unchecked answer, to another address: the client refuses to
// follow one. Real sockets, real fetch: an API that redirects to a server that records what reaches it.

function listen(
  handler: (
    request: IncomingMessage,
    respond: (status: number, headers: object, body?: string) => void,
  ) => void,
) {
  const server = createServer((request, response) =>
    handler(request, (status, headers, body = '') => {
      response.writeHead(status, headers as Record<string, string>);
      response.end(body);
    }),
  );
  return new Promise<{ server: Server; url: string }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('the client and redirects', () => {
  const reached: { path: string; authorization: string | undefined }[] = [];
  let elsewhere: { server: Server; url: string };
  let api: { server: Server; url: string };

  beforeAll(async () => {
    elsewhere = await listen((request, respond) => {
      reached.push({ path: request.url ?? '', authorization: request.headers.authorization });
      respond(200, { 'content-type': 'application/json' }, JSON.stringify({ data: [] }));
    });
    api = await listen((request, respond) => respond(302, { location: `${elsewhere.url}${request.url}` }));
  });
  afterAll(() => {
    for (const { server } of [api, elsewhere]) {
      server.closeAllConnections();
      server.close();
    }
  });

  it('refuses to follow a redirect: the key never reaches the other address', async () => {
    const client = createApiClient({ baseUrl: api.url, apiKey: 'secret-key', maxRetries: 0 });
    await expect(client.listMarkets()).rejects.toMatchObject({ kind: 'network' });
    expect(reached).toEqual([]);
  });
});
