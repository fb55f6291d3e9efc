/**
 * What the documents show, as data: the main thread builds these and the render workers
 * (render-worker.ts) turn them into PDFs, so the PDF and barcode libraries load only there.
 */
import type { PickUpOrder } from '../../contracts/shipment/index.ts';
import type { DocumentLanguage } from './pick-up-order-labels.ts';

export const printerTypes = ['LASER', 'LASER_POSITION', 'ZEBRA'] as const;
export type PrinterType = (typeof printerTypes)[number];

export interface LabelParty {
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

export interface LabelShipment {
  shipmentNumber: string;
  shippingDate: string | null;
  deliveryDate: string | null;
  product: string;
  orderNumber: string | null;
  branch: string;
  sender: LabelParty;
  consignee: LabelParty;
  dangerousGoods: boolean;
  /** One entry per package (colli), each with its SSCC. */
  packages: { sscc: string; packingCode: string; weightKg: number }[];
}

export interface LoadingListShipment {
  shipmentNumber: string;
  orderNumber: string | null;
  consignee: LabelParty;
  product: string;
  deliveryDate: string | null;
  /** `unNumbers`: each dangerous-goods entry as dangerousGoodsMark writes it. */
  items: { colliQty: number; packingCode: string; goods: string; weightKg: number; unNumbers: string[] }[];
}

/**
 * A dangerous-goods entry as the transport documents name it: its UN number, "LQ" for limited
 * quantities and "umweltgefährdend" (ADR 5.4.1.1.18) for an environmentally hazardous substance.
 */
export function dangerousGoodsMark(hazmat: {
  unNumber: string;
  limitedQuantities?: boolean | undefined;
  environmentalHazard?: boolean | undefined;
}): string {
  return [
    hazmat.unNumber,
    hazmat.limitedQuantities ? 'LQ' : '',
    hazmat.environmentalHazard ? 'umweltgefährdend' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface LoadingList {
  id: string;
  /** The number people read and say (`2026-000042`); lists made before it was kept have none. */
  number?: string;
  createdAt: string;
  customer: { id: string; name: string };
  branch: string;
  sender: LabelParty;
  shipments: LoadingListShipment[];
}

/**
 * The branch issuing the order: the shipment's location, with its postal address, on behalf of the
 * portal's operator, named as the imprint names it (OPERATOR_NAME).
 */
export interface IssuingBranch {
  abbreviation: string;
  operatorName: string;
  /** The branch's own name (Hamburg, Praha). */
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string;
}

/** What the pick-up order shows of the shipment: its number, order number and cargo. */
export interface PickUpOrderShipment {
  shipmentNumber: string;
  orderNumber?: string | undefined;
  product?: string | undefined;
  cargo: {
    items: {
      colliQty: number;
      packingCode: string;
      goods: string;
      weight: number;
      dangerousGoods?: boolean;
    }[];
    cbm?: number | undefined;
    loadingLength?: number | undefined;
  };
}

export interface PickUpOrderDocument {
  language: DocumentLanguage;
  /** The day the order is issued (YYYY-MM-DD). */
  issuedOn: string;
  branch: IssuingBranch;
  shipment: PickUpOrderShipment;
  order: PickUpOrder;
}
