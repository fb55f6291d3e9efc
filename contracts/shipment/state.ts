import { z } from 'zod';
import { shipmentLinkNames, shipmentStates, shipmentTypes } from './state-values.ts';

export {
  isOpenState,
  openShipmentStates,
  type ShipmentCollectionLinkName,
  shipmentCollectionLinkNames,
  shipmentLinkNames,
  shipmentStateFilterValues,
  shipmentStates,
  shipmentTypes,
} from './state-values.ts';

export const shipmentStateSchema = z.enum(shipmentStates);
export type ShipmentStateName = z.infer<typeof shipmentStateSchema>;

export const shipmentTypeSchema = z.enum(shipmentTypes);
export type ShipmentType = z.infer<typeof shipmentTypeSchema>;

export const shipmentLinkNameSchema = z.enum(shipmentLinkNames);
export type ShipmentLinkName = z.infer<typeof shipmentLinkNameSchema>;
