import type { ShipmentData } from '../../contracts/shipment/index.ts';
import type { ShipmentListRow } from '../../projections/shipment-list/tables.ts';
import {
  dangerousGoodsMark,
  type LabelParty,
  type LabelShipment,
  type LoadingListShipment,
} from '../documents/index.ts';
import { packageWeights } from './package-weights.ts';

export const orderOf = (row: ShipmentListRow) => (row.document as { shipment: ShipmentData }).shipment;

const party = (p: ShipmentData['sender']): LabelParty => ({
  name: p.name,
  street: p.street,
  zipCode: p.zipCode,
  city: p.city,
  country: p.country,
});

/** Labels are printed per package: each item's colliQty counts. */
export function packageCount(order: ShipmentData): number {
  return order.cargoList.items.reduce((total, item) => total + item.colliQty, 0);
}

export function labelShipment(row: ShipmentListRow, branch: string, ssccs: readonly string[]): LabelShipment {
  const order = orderOf(row);
  // The item's weight is that of all its packages together.
  const packages = order.cargoList.items.flatMap((item) =>
    packageWeights(item.weight, item.colliQty).map((weightKg) => ({
      packingCode: item.packingCode,
      weightKg,
    })),
  );
  return {
    shipmentNumber: String(row.shipment_number),
    shippingDate: order.shippingDate ?? null,
    deliveryDate: order.deliveryDate ?? null,
    product: order.product.name ?? order.product.identifier,
    orderNumber: order.orderNumber ?? null,
    branch,
    sender: party(order.sender),
    consignee: party(order.consignee),
    dangerousGoods: order.cargoList.items.some((item) => item.dangerousGoods),
    packages: packages.map((parcel, index) => ({ ...parcel, sscc: ssccs[index] as string })),
  };
}

export function loadingListShipment(row: ShipmentListRow): LoadingListShipment {
  const order = orderOf(row);
  return {
    shipmentNumber: String(row.shipment_number),
    orderNumber: order.orderNumber ?? null,
    consignee: party(order.consignee),
    product: order.product.name ?? order.product.identifier,
    deliveryDate: order.deliveryDate ?? null,
    items: order.cargoList.items.map((item) => ({
      colliQty: item.colliQty,
      packingCode: item.packingCode,
      goods: item.goods,
      weightKg: item.weight,
      unNumbers: item.hazmats.map(dangerousGoodsMark),
    })),
  };
}

export { party as labelParty };
