import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendStreamedDownload } from './downloads.ts';

/** Rows read in pages, the page numbered `failAt` failing as a database would. */
async function* pages(failAt: number) {
  for (let page = 0; page < 3; page++) {
    if (page === failAt) throw new Error('the connection to the database was lost');
    for (let row = 0; row < 2000; row++) yield `page ${page} row ${row}\n`;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const app = Fastify({ logger: false });
let base = '';
beforeAll(async () => {
  app.get<{ Querystring: { failAt: string } }>('/export', (request, reply) =>
    sendStreamedDownload(request, reply, {
      type: 'text/plain',
      fileName: 'rows.txt',
      rows: pages(Number(request.query.failAt)),
      async write(output, rows) {
        for await (const row of rows) output.write(row);
        output.end();
      },
    }),
  );
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('a streamed download', () => {
  it('arrives whole when every page is read', async () => {
    const response = await fetch(`${base}/export?failAt=9`);
    expect(response.status).toBe(200);
    expect((await response.text()).split('\n')).toHaveLength(6001);
  });

  it('answers an error, not a file, when the first page fails', async () => {
    const response = await fetch(`${base}/export?failAt=0`);
    expect(response.status).toBe(500);
  });

  it('breaks off the connection when a later page fails, never ending like a complete file', async () => {
    const response = await fetch(`${base}/export?failAt=1`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });
});
