import type { AnnounceDialogResult } from '../../../../contracts/shipment/dialogs.ts';

/** Where a server field error of an announced shipment shows in the announce dialog. */
const dialogFieldOf: Record<string, keyof AnnounceDialogResult> = {
  shippingDate: 'dateFrom',
  shippingDateUntil: 'dateUntil',
  shippingTimeFrom: 'timeFrom',
  shippingTimeUntil: 'timeUntil',
  shippingNotice: 'notice',
  deliveryDate: 'deliveryDate',
};

export function announceFieldErrors(errors: { field: string; defaultMessage: string }[]) {
  const byField: Partial<Record<keyof AnnounceDialogResult, string>> = {};
  for (const error of errors) {
    const field = dialogFieldOf[error.field];
    if (field) byField[field] ??= error.defaultMessage;
  }
  return byField;
}

/** Empty inputs are absent values: the contract treats '' in a date or time as malformed. */
export function withoutEmpty(values: AnnounceDialogResult): AnnounceDialogResult {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as AnnounceDialogResult;
}
