import type { Quotation, ShipmentData } from '../../contracts/shipment/index.ts';

/**
 * The portal's own tariff for price quotations (docs/decisions: quotation tariff), in EUR: a base
 * price per product plus a price per kg of the cargo's weight, and surcharges listed as additional
 * costs. The quoted price is the total. Branches that invoice in CZK quote at a fixed rate.
 */
export const TARIFF = {
  basePrice: {
    P01: 45,
    P81: 65,
    P24: 89,
    '150': 52,
    '166': 55,
    '230': 58,
    '352': 60,
    '400': 49,
    '601': 55,
    P90: 120,
    E01: 75,
    E02: 95,
  } as Record<string, number>,
  defaultBasePrice: 50,
  perKg: 0.12,
  /** Dangerous goods (ADR) handling, per shipment. */
  dangerousGoods: 25,
  /** Sender and consignee in different countries. */
  crossBorder: 30,
  /** Collect on delivery: a share of the amount, at least the minimum. */
  collectOnDeliveryRate: 0.02,
  collectOnDeliveryMinimum: 10,
  /** Insurance: a share of the declared value. */
  insuranceRate: 0.003,
  eurToCzk: 25,
} as const;

const round = (value: number) => Math.round(value * 100) / 100;

/** The quotation of an order in the branch's currency (EUR or CZK). */
export function quoteShipment(order: ShipmentData, currency: string): Quotation {
  // Amounts in other currencies count as EUR: the portal's customers pay in EUR or CZK.
  const toEur = (value: number, from: string) => (from === 'CZK' ? value / TARIFF.eurToCzk : value);
  const inCurrency = (value: number, from = 'EUR') =>
    round(currency === 'CZK' ? toEur(value, from) * TARIFF.eurToCzk : toEur(value, from));
  const weight = order.cargoList.items.reduce((total, item) => total + item.weight, 0);
  const base =
    (TARIFF.basePrice[order.product.identifier] ?? TARIFF.defaultBasePrice) + weight * TARIFF.perKg;
  const costs: { costIdentifier: string; value: number }[] = [];
  if (order.cargoList.items.some((item) => item.dangerousGoods)) {
    costs.push({ costIdentifier: 'DANGEROUS_GOODS', value: inCurrency(TARIFF.dangerousGoods) });
  }
  if (order.sender.country !== order.consignee.country) {
    costs.push({ costIdentifier: 'CROSS_BORDER', value: inCurrency(TARIFF.crossBorder) });
  }
  if (order.collectOnDelivery) {
    const { value, currency: codCurrency } = order.collectOnDelivery;
    const fee = Math.max(
      toEur(value, codCurrency) * TARIFF.collectOnDeliveryRate,
      TARIFF.collectOnDeliveryMinimum,
    );
    costs.push({ costIdentifier: 'COLLECT_ON_DELIVERY', value: inCurrency(fee) });
  }
  if (order.insuranceValue) {
    const { value, currency: insuredIn } = order.insuranceValue;
    costs.push({ costIdentifier: 'INSURANCE', value: inCurrency(value * TARIFF.insuranceRate, insuredIn) });
  }
  const total = inCurrency(base) + costs.reduce((sum, cost) => sum + cost.value, 0);
  return {
    price: { value: round(total), currency },
    additionalCosts: costs.map((cost) => ({
      costIdentifier: cost.costIdentifier,
      price: { value: cost.value, currency },
    })),
  };
}

/**
 * The quotation as the customer sees it: the surcharges (additional costs) only where
 * QUOTATION_DETAILS_ENABLED is set, otherwise the price alone.
 */
export function visibleQuotation(quotation: Quotation, detailsEnabled: boolean): Quotation {
  return detailsEnabled ? quotation : { ...quotation, additionalCosts: [] };
}

/** A shipment representation with its quotation as the customer sees it. */
export function withVisibleQuotation<S extends { quotation?: Quotation }>(
  shipment: S,
  detailsEnabled: boolean,
): S {
  return shipment.quotation
    ? { ...shipment, quotation: visibleQuotation(shipment.quotation, detailsEnabled) }
    : shipment;
}
