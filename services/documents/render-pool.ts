import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { LabelShipment, LoadingList, PickUpOrderDocument, PrinterType } from './content.ts';

/** A document to render, with everything it shows: the worker reads nothing else. */
export type RenderTask =
  | {
      kind: 'labels';
      shipments: LabelShipment[];
      options: { printerType: PrinterType; labelPosition?: number };
    }
  | { kind: 'loadingList'; list: LoadingList; timeZone: string }
  | { kind: 'pickUpOrder'; document: PickUpOrderDocument };

let pool: Piscina | undefined;

/**
 * PDFs are rendered in worker threads (barcodes and layout take hundreds of milliseconds for a
 * large shipment), so the event loop that answers every other request stays free. One thread fewer
 * than the machine has cores, at least one; idle threads end after a while.
 */
function renderPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL('./render-worker.ts', import.meta.url).href,
    maxThreads: Math.max(1, availableParallelism() - 1),
    minThreads: 0,
    idleTimeout: 10_000,
    // A document that takes longer is broken, not large: the bounds of the contracts keep it small.
    maxQueue: 200,
  });
  return pool;
}

export async function renderDocument(task: RenderTask): Promise<Buffer> {
  const bytes = (await renderPool().run(task)) as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Ends the pool's threads (on shutdown). */
export async function closeRenderPool(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}
