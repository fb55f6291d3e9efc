/** The event types of a shipment's stream; the domain defines their data, read models follow them. */
export const shipmentEventTypes = [
  'ShipmentDrafted',
  'ShipmentSaved',
  'ShipmentAnnouncementRequested',
  'ShipmentAnnounced',
  'ShipmentCommissioned',
  'ShipmentCancelled',
  'ShipmentDeleted',
  'CargoListCreated',
  'QuotationRecorded',
  'PickUpOrderIssued',
] as const;
