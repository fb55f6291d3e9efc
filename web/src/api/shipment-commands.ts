import { queryOptions } from '@tanstack/react-query';
import type { BatchFilter, BatchJob } from '../../../contracts/batch.ts';
import type {
  AnnounceDialogResult,
  AnnouncePrefill,
  InquiryPayload,
  LabelRequest,
  LoadingList,
} from '../../../contracts/shipment/dialogs.ts';
import type { PickUpOrderInput } from '../../../contracts/shipment/pick-up-order.ts';
import type { Quotation, Shipment, ShipmentPayloadInput } from '../../../contracts/shipment/shipment.ts';
import { apiFetch, apiJson } from './client.ts';
import { downloadFile } from './download.ts';
import { linkPath } from './hal.ts';
import { queryKeys } from './query-keys.ts';

/** Ticked shipments, or every shipment that matches the list's search and filter (the server resolves it). */
export type BatchSelection = { shipmentNumbers: string[] } | { filter: BatchFilter };

/** The announce dialog's prefill for a selection; asked afresh each time the dialog opens. */
export const announcePrefillQuery = (selection: BatchSelection) =>
  queryOptions({
    queryKey: queryKeys.shipments.announcePrefill(selection),
    queryFn: () =>
      apiJson<AnnouncePrefill>('/api/shipments/announcement', { method: 'POST', json: selection }),
    gcTime: 0,
    retry: false,
  });

/** PUT on the self link: saves, or with state CANCELLED cancels, with CREATE_ANNOUNCEMENT announces. */
export const putShipment = (shipment: Shipment, payload: ShipmentPayloadInput) =>
  apiJson<Shipment>(linkPath(shipment, 'self', { keepQuery: false }), { method: 'PUT', json: payload });

export const createShipment = (payload: ShipmentPayloadInput) =>
  apiJson<Shipment>('/api/shipments', { method: 'POST', json: payload });

export const commissionShipment = (shipment: Shipment) =>
  apiJson<Shipment>(linkPath(shipment, 'commission'), { method: 'PUT', json: shipment });

export const cancelShipment = (shipment: Shipment) =>
  putShipment(shipment, { ...shipment, state: 'CANCELLED' });

/** Copies the dialog's result into the shipment and announces it (spec section 4, single announcement). */
export function announceShipment(shipment: Shipment, announcement: AnnounceDialogResult) {
  return putShipment(shipment, {
    ...shipment,
    state: 'CREATE_ANNOUNCEMENT',
    shippingDate: announcement.dateFrom,
    shippingDateUntil: announcement.dateUntil,
    shippingTimeFrom: announcement.timeFrom,
    shippingTimeUntil: announcement.timeUntil,
    shippingNotice: announcement.notice,
    ...(announcement.deliveryDate ? { deliveryDate: announcement.deliveryDate } : {}),
  });
}

export const submitBatchAnnounce = (selection: BatchSelection, announcement: AnnounceDialogResult) =>
  apiJson<BatchJob>('/api/shipments/batch/announce', {
    method: 'POST',
    json: { ...selection, announcement },
  });

export const submitBatchCommission = (selection: BatchSelection) =>
  apiJson<BatchJob>('/api/shipments/batch/commission', { method: 'POST', json: selection });

/** A batch's progress by its self link, never taken from the cache. */
export const batchQuery = (batch: BatchJob) =>
  queryOptions({
    queryKey: queryKeys.batches.detail(batch.id),
    queryFn: () => apiJson<BatchJob>(linkPath(batch, 'self')),
    staleTime: 0,
    gcTime: 0,
  });

export const requestQuotation = (shipment: Shipment) =>
  apiJson<Quotation>(linkPath(shipment, 'requestQuotation'));

export const sendInquiry = (shipment: Shipment, inquiry: InquiryPayload) =>
  apiJson<unknown>(linkPath(shipment, 'inquiry'), { method: 'POST', json: inquiry });

/** Issues a pick-up order (POST on the pickUpOrder link with shipment and order) and downloads its PDF. */
export const issuePickUpOrder = (shipment: Shipment, order: PickUpOrderInput) =>
  downloadFile(linkPath(shipment, 'pickUpOrder'), `pick-up-order-${shipment.shipmentNumber}.pdf`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ shipment, order }),
  });

export type LabelOptions = Pick<LabelRequest, 'printerType' | 'labelPosition' | 'format' | 'dpi'>;

export function labelsPath(shipmentNumbers: string[], options: LabelOptions): string {
  const params = new URLSearchParams({
    shipments: shipmentNumbers.join(','),
    printerType: options.printerType,
    labelPosition: String(options.labelPosition),
  });
  // A native ZPL job (ZEBRA only) instead of the PDF, at its print resolution.
  if (options.format === 'zpl') {
    params.set('format', 'zpl');
    params.set('dpi', String(options.dpi ?? 203));
  }
  return `/api/shipments/labels?${params}`;
}

/** The labels of the shipments: a ZPL job is downloaded for the printer, a PDF opens in a new tab. */
export function printLabels(shipmentNumbers: string[], options: LabelOptions): Promise<void> {
  const path = labelsPath(shipmentNumbers, options);
  return options.format === 'zpl' ? downloadFile(path, 'labels.zpl') : openPdf(path, 'labels.pdf');
}

/** Creates a loading list of the selection and answers the path of its PDF (its self link). */
export async function createLoadingList(shipmentNumbers: string[]): Promise<string> {
  const list = await apiJson<LoadingList>('/api/loadinglists', {
    method: 'POST',
    json: { shipmentNumbers },
  });
  return linkPath(list, 'self');
}

/**
 * Opens a PDF the API produces in a new tab. The file is fetched with the bearer token first; when
 * the browser blocks the tab, the PDF is downloaded instead.
 */
export async function openPdf(path: string, fallbackName: string): Promise<void> {
  const response = await apiFetch(path, { headers: { Accept: 'application/pdf' } });
  const url = URL.createObjectURL(await response.blob());
  if (!window.open(url, '_blank')) {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = fallbackName;
    anchor.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
