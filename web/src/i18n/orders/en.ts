/** English texts of the shipment actions, dialogs and the order form; the shape the other languages fill. */
export const ordersEn = {
  actions: {
    keepShipment: 'Keep shipment',
    keepShipments: 'Keep shipments',
    deleteShipment: 'Delete shipment',
    deleteShipments: 'Delete shipments',
    delete: 'Delete',
    shippingNotice: 'Shipping notice',
    commission: 'Commission',
    printLabels: 'Print labels',
    printCargoList: 'Print cargo list',
    inquiry: 'Inquiry',
    requestQuotation: 'Request quotation',
    edit: 'Edit',
    abort: 'Abort',
    save: 'Save',
    cancelShipment: 'Cancel shipment',
    cancelConfirm: 'Cancel shipment {{number}}?',
    batchCommissionConfirm: 'Commission the {{count}} selected shipments ({{numbers}})?',
    footer: 'Actions of shipment {{number}}',
    announced: 'Announced: {{numbers}}',
    finalized: 'Commissioned: {{numbers}}',
    cancelled: 'Cancelled: {{numbers}}',
    saved: 'Saved: {{numbers}}',
    inquirySent: 'Inquiry about {{number}} sent.',
  },
  batch: {
    allMatching: 'All {{count}} matching shipments (of {{total}}; at most {{max}} per batch)',
    allMatchingAnnounce: '{{count}} shipments that match the search and filter will be announced.',
    allMatchingCommissionConfirm:
      'Commission every shipment that matches the search and filter and can be commissioned (at most 1000)?',
    announceTitle: 'Batch shipping notice',
    commissionTitle: 'Batch commission',
    progress: '{{processed}} of {{total}} shipments processed',
    summary: '{{done}} done, {{skipped}} skipped.',
    skipped: 'Skipped',
    done: 'Done',
    close: 'Close',
    notSent: 'Not sent (cannot be announced): {{count}} of {{selected}} selected shipments',
    reasons: {
      ALREADY_ANNOUNCED: 'already announced',
      NOT_COMMISSIONABLE: 'cannot be commissioned',
    },
  },
};

export type OrdersMessages = typeof ordersEn;
