import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  payload: { id: string; type: string; data: Record<string, unknown>; createdAt: string };
  path: string;
}

type Handler = (request: ReceivedWebhook, response: ServerResponse) => void | Promise<void>;

/** A merchant's server on 127.0.0.1: records every POST and answers with `handler` (200 by default). */
export async function startReceiver() {
  const received: ReceivedWebhook[] = [];
  let handler: Handler = (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  };
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const hook: ReceivedWebhook = {
      id: String(request.headers['webhook-id']),
      timestamp: String(request.headers['webhook-timestamp']),
      signature: String(request.headers['webhook-signature']),
      body,
      payload: JSON.parse(body),
      path: request.url ?? '/',
    };
    received.push(hook);
    await handler(hook, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    respond(next: Handler) {
      handler = next;
    },
    /** Whether `secret` verifies the request the way a merchant would, with `standardwebhooks`. */
    verifies(hook: ReceivedWebhook, secret: string): boolean {
      try {
        const verifier = new Webhook(secret);
        // The library also refuses timestamps 5 minutes away from the wall clock; tests run on an
        // injected clock, so only the signature is checked here.
        (verifier as unknown as { verifyTimestamp: (header: string) => Date }).verifyTimestamp = (header) =>
          new Date(Number(header) * 1000);
        verifier.verify(hook.body, {
          'webhook-id': hook.id,
          'webhook-timestamp': hook.timestamp,
          'webhook-signature': hook.signature,
        });
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-20T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

export async function createEndpoint(
  app: FastifyInstance,
  cookie: string,
  body: { url: string; events?: string[]; description?: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/merchant/webhooks',
    headers: { cookie },
    payload: { events: ['payment.succeeded', 'payment.failed'], ...body },
  });
  if (response.statusCode !== 201)
    throw new Error(`webhook endpoint create failed: ${response.statusCode} ${response.body}`);
  return response.json() as { endpoint: { id: string }; secret: string };
}
