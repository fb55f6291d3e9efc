import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook target of a test: every body it got, parsed, in the order it came. */
export interface WebhookReceiver {
  url: string;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are whatever the portal sent; the assertions check them
  received: any[];
  close(): Promise<void>;
}

/** A receiver on a free port of the loopback that answers 204 to every POST (WEBHOOK_ALLOW_PRIVATE). */
export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const received: WebhookReceiver['received'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
