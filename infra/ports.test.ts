import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, holdPort, portIsFree } from './ports.ts';

/** Opens a connection to the port and waits until it is established. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

describe('holdPort', () => {
  it('keeps the port bound until released, and a second release does nothing', async () => {
    const port = await freePort();
    const hold = await holdPort(port, '127.0.0.1');
    expect(await portIsFree(port)).toBe(false);
    await hold.release();
    await hold.release();
    expect(await portIsFree(port)).toBe(true);
  });

  it('refuses a port bound already, naming it', async () => {
    const first = await holdPort(await freePort(), '127.0.0.1');
    try {
      await expect(holdPort(first.port, '127.0.0.1')).rejects.toMatchObject({
        code: 'EADDRINUSE',
        port: first.port,
      });
    } finally {
      await first.release();
    }
  });

  it('answers a request at once with 503 starting, as a problem document', async () => {
    const hold = await holdPort(await freePort(), '127.0.0.1');
    try {
      const response = await fetch(`http://127.0.0.1:${hold.port}/api/status?x=1`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toMatchObject({ status: 503, code: 'starting', instance: '/api/status' });
    } finally {
      await hold.release();
    }
  });

  it('is released at once while clients hold connections open: one silent, one with half a request', async () => {
    const hold = await holdPort(await freePort(), '127.0.0.1');
    const silent = await connect(hold.port);
    const half = await connect(hold.port);
    half.write('GET /api/status HTTP/1.1\r\nHost: x\r\n');
    const closed = Promise.all(
      [silent, half].map((socket) => new Promise((resolve) => socket.on('close', resolve))),
    );
    // The old hold waited for its clients here, for ever: the test's time-out catches that.
    await hold.release();
    await closed;
    expect(await portIsFree(hold.port)).toBe(true);
  });
});
