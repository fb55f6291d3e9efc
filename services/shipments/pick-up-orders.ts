import type { PickUpOrder, ShipmentData } from '../../contracts/shipment/index.ts';
import {
  type DocumentLanguage,
  type IssuingBranch,
  type PickUpOrderShipment,
  renderDocument,
} from '../documents/index.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { isLive } from '../domain/shipment/index.ts';
import { findLocation } from '../masterdata/index.ts';
import { type CommandContext, handleShipmentCommand } from './commands.ts';
import { branchToday } from './rules.ts';
import { findShipmentCustomer } from './settings.ts';
import { writableShipment } from './tenancy.ts';

export interface IssuedPickUpOrder {
  pdf: Buffer;
  /** The shipment's version after the issue was recorded. */
  version: number;
}

function pickUpOrderShipment(shipmentNumber: string, order: ShipmentData): PickUpOrderShipment {
  return {
    shipmentNumber,
    orderNumber: order.orderNumber,
    product: order.product.name
      ? `${order.product.identifier} ${order.product.name}`
      : order.product.identifier,
    cargo: {
      items: order.cargoList.items.map((item) => ({
        colliQty: item.colliQty,
        packingCode: item.packingCode,
        goods: item.goods,
        weight: item.weight,
        dangerousGoods: item.dangerousGoods,
      })),
      cbm: order.cargoList.cbm,
      loadingLength: order.cargoList.loadingLength,
    },
  };
}

/**
 * Issues a pick-up order for a saved cross transport: the viewer must be allowed to change the
 * shipment (another customer's answers 404), the decider checks the shipment still offers a pick-up
 * order and the order's dates against the branch's today, the issue is recorded in the shipment's
 * stream, and the PDF is made from the stored shipment and the branch's own address.
 */
export async function issuePickUpOrder(
  context: CommandContext,
  shipmentNumber: string,
  order: PickUpOrder,
  language: DocumentLanguage,
  /** The operator as the imprint names it (OPERATOR_NAME). */
  operatorName: string,
): Promise<IssuedPickUpOrder> {
  const { db, now } = context;
  let branch: IssuingBranch | undefined;
  let today = '';
  const outcome = await handleShipmentCommand(context, shipmentNumber, {}, async (loaded) => {
    const { state } = await writableShipment(db, context.principal, loaded);
    const abbreviation =
      state.location ?? (await findShipmentCustomer(db, state.emonsCustomerId))?.branch ?? '';
    const location = abbreviation ? await findLocation(db, abbreviation) : undefined;
    if (!location) throw new ConflictError('shipment.branch-unknown');
    const { address } = location;
    branch = {
      abbreviation: location.abbreviation,
      operatorName,
      name: location.name,
      street: `${address.streetName} ${address.streetNumber}`.trim(),
      zipCode: address.zipCode,
      city: address.city,
      country: address.country,
      phone: location.phone,
    };
    today = branchToday(address.country, now);
    return { type: 'IssuePickUpOrder', data: { shipmentNumber, order, today, now: now.toISOString() } };
  });
  if (!branch || !isLive(outcome.state)) throw new NotFoundError('shipment.not-found');
  const { shipment } = outcome.state;
  const pdf = await renderDocument({
    kind: 'pickUpOrder',
    document: {
      language,
      issuedOn: today,
      branch,
      shipment: pickUpOrderShipment(shipmentNumber, shipment),
      order,
    },
  });
  return { pdf, version: outcome.version };
}
