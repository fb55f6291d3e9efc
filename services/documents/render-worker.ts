import { Piscina } from 'piscina';
import { renderLabels } from './labels.ts';
import { type LoadingList, renderLoadingList } from './loading-list.ts';
import { type PickUpOrderDocument, renderPickUpOrder } from './pick-up-order.ts';
import type { RenderTask } from './render-pool.ts';

/** Runs in a worker thread of the render pool: one document per task, handed back without a copy. */
export default async function render(task: RenderTask) {
  const pdf = await renderTask(task);
  const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  return Piscina.move(bytes.slice());
}

function renderTask(task: RenderTask): Promise<Buffer> {
  switch (task.kind) {
    case 'labels':
      return renderLabels(task.shipments, task.options);
    case 'loadingList':
      return renderLoadingList(task.list as LoadingList, { timeZone: task.timeZone });
    case 'pickUpOrder':
      return renderPickUpOrder(task.document as PickUpOrderDocument);
    default: {
      const unknown: never = task;
      throw new Error(`unknown document ${JSON.stringify(unknown)}`);
    }
  }
}
