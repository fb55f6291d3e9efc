import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

/**
 * A connected TCP socket for an SFTP client (`sock` of its connect options) without Nagle's delay:
 * SFTP waits for each reply, and delayed acknowledgements would make large uploads crawl.
 */
export async function sftpSocket(port: number, host = '127.0.0.1'): Promise<Socket> {
  const socket = connect({ port, host, noDelay: true });
  await once(socket, 'connect');
  return socket;
}
