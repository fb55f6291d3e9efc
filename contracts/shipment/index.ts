export * from './cargo.ts';
export * from './deliveryNote.ts';
export * from './dialogs.ts';
export { type Money, moneySchema } from './fields.ts';
export * from './journey.ts';
export * from './list.ts';
export {
  type MessageKey as ShipmentMessageKey,
  messageKeys as shipmentMessageKeys,
  shipmentErrorCodes,
  shipmentMessages,
} from './messages.ts';
export * from './order-rules.ts';
export * from './party.ts';
export * from './pick-up-order.ts';
export * from './revision.ts';
export * from './shipment.ts';
export * from './state.ts';
export * from './tracking.ts';
