/** Functions the tests of bounded-worker.ts run in a worker. */

export function echo(input: { data: Uint8Array; text: string }) {
  return { bytes: input.data.byteLength, text: input.text.toUpperCase() };
}

export function refuse(): never {
  const error = new Error('too many rows');
  error.name = 'FileLimitError';
  throw error;
}

export function spin(): never {
  for (;;) {
    // A parser stuck in a loop.
  }
}

export function hoard(): number {
  const kept: string[][] = [];
  for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => `cell ${index} ${kept.length}`));
}

export function exit(): void {
  process.exit(3);
}
