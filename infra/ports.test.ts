import { describe, expect, it } from 'vitest';
import { freePort, holdPort, portIsFree } from './ports.ts';

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
});
