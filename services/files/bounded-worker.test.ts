import { describe, expect, it } from 'vitest';
import { BoundedWorkerError, runInBoundedWorker } from './bounded-worker.ts';

const fixture = new URL('./bounded-worker.fixture.ts', import.meta.url);
const bounds = { timeoutMs: 5000, maxMemoryMb: 32 };

async function failure(run: Promise<unknown>): Promise<BoundedWorkerError> {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BoundedWorkerError);
  return error as BoundedWorkerError;
}

describe('runInBoundedWorker', () => {
  it('runs a function of a module in a worker and returns its result', async () => {
    const result = await runInBoundedWorker(
      fixture,
      'echo',
      { data: Buffer.from('abc'), text: 'hi' },
      bounds,
    );
    expect(result).toEqual({ bytes: 3, text: 'HI' });
  });

  it('passes on what the function threw, with the error name', async () => {
    const error = await failure(runInBoundedWorker(fixture, 'refuse', {}, bounds));
    expect(error).toMatchObject({ reason: 'error', errorName: 'FileLimitError', message: 'too many rows' });
  });

  it('ends a worker that runs too long, and one that needs too much memory, without harming this process', async () => {
    const started = Date.now();
    const slow = await failure(runInBoundedWorker(fixture, 'spin', {}, { ...bounds, timeoutMs: 300 }));
    expect(slow.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3000);
    const greedy = await failure(
      runInBoundedWorker(fixture, 'hoard', {}, { timeoutMs: 30_000, maxMemoryMb: 16 }),
    );
    expect(greedy.reason).toBe('memory');
    const gone = await failure(runInBoundedWorker(fixture, 'exit', {}, bounds));
    expect(gone.reason).toBe('crashed');
    expect(
      await runInBoundedWorker(fixture, 'echo', { data: new Uint8Array(2), text: 'ok' }, bounds),
    ).toEqual({
      bytes: 2,
      text: 'OK',
    });
  });
});
