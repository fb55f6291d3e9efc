import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Streams a download that is written from rows read page by page. The first row is read before a
 * byte is sent, so a failing query still answers a problem document; a failure later aborts the
 * connection, so a client never takes a cut-off file for a complete one.
 */
export async function sendStreamedDownload<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  download: {
    type: string;
    fileName: string;
    rows: AsyncIterable<Row>;
    write: (output: Writable, rows: AsyncIterable<Row>) => Promise<void>;
  },
) {
  const rows = download.rows[Symbol.asyncIterator]();
  const first = await rows.next();
  async function* all() {
    for (let next = first; !next.done; next = await rows.next()) yield next.value;
  }
  const output = new PassThrough();
  download.write(output, all()).catch((error: unknown) => {
    request.log.error({ err: error }, 'download failed after its first bytes; connection aborted');
    reply.raw.destroy(error as Error);
    output.destroy(error as Error);
  });
  return reply
    .type(download.type)
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .send(output);
}
