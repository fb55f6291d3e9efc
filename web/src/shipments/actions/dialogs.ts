import { lazy } from 'react';

/*
 * The dialogs load on first use: date pickers and forms are not needed to show the list, and the
 * list route's first load stays small (issue 8: at most 350 KB of JavaScript, gzipped).
 */
export const AnnounceDialog = lazy(() =>
  import('./AnnounceDialog.tsx').then((m) => ({ default: m.AnnounceDialog })),
);
export const BatchProgressDialog = lazy(() =>
  import('./BatchProgressDialog.tsx').then((m) => ({ default: m.BatchProgressDialog })),
);
export const PrinterTypeDialog = lazy(() =>
  import('./PrinterTypeDialog.tsx').then((m) => ({ default: m.PrinterTypeDialog })),
);
export const InquiryDialog = lazy(() =>
  import('./InquiryDialog.tsx').then((m) => ({ default: m.InquiryDialog })),
);
export const PickUpOrderDialog = lazy(() =>
  import('./PickUpOrderDialog.tsx').then((m) => ({ default: m.PickUpOrderDialog })),
);
