/**
 * English texts of the public tracking page (web/track.html); the shape the other languages fill.
 * Plain objects, no i18next: the page carries its four languages in a few kilobytes.
 */
export const trackEn = {
  appName: 'Freight portal',
  title: 'Track a shipment',
  intro: 'Enter the shipment number and the zip code of the delivery address.',
  language: 'Language',
  shipmentNumber: 'Shipment number',
  zipCode: 'Zip code of the delivery address',
  submit: 'Track',
  searching: 'Searching…',
  numberInvalid: 'Enter the shipment number (digits only).',
  zipRequired: 'Enter the zip code.',
  notFound: 'We found no shipment with this number for this zip code. Please check both entries.',
  limited: 'Too many look-ups from your connection. Please try again in a minute.',
  failed: 'Tracking is not available at the moment. Please try again later.',
  result: 'Shipment {{number}}',
  currentState: 'Current status',
  timeline: 'Status history',
  journeyCurrent: 'Transport status',
  deliveredPackages: 'delivered on {{date}}, {{packages}} packages',
  journey: 'Transport progress',
  branch: 'Handling branch',
  deliveryDate: 'Delivery date',
  deliveryWindow: 'Delivery time',
  timeRange: '{{from}}–{{until}}',
  timeFrom: 'from {{from}}',
  timeUntil: 'until {{until}}',
  notYetKnown: 'not yet known',
  state: {
    ANNOUNCED: 'Announced',
    FINALIZED: 'Commissioned',
    CARGO_LIST_CREATED: 'Cargo list created',
    CANCELLED: 'Cancelled',
  },
  stateHint: {
    ANNOUNCED: 'The sender has announced the shipment to the forwarder.',
    FINALIZED: 'The shipment has been handed over to the forwarder for transport.',
    CARGO_LIST_CREATED: 'The shipment is on a loading list for transport.',
    CANCELLED: 'The shipment has been cancelled.',
  },
};

export type TrackMessages = typeof trackEn;
