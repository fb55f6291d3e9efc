import { authHeader } from '../harness/auth.ts';
import type { TestPortal } from '../harness/portal.ts';

export interface ShipmentSeed {
  consignee: { name: string; city: string; zipCode: string };
  orderNumber?: string;
}

/**
 * Saves a draft shipment through the real API as the given user. The shipping date is the first
 * working day the API accepts from three days on (holidays vary by year and country).
 */
export async function saveDraftShipment(portal: TestPortal, username: string, seed: ShipmentSeed) {
  const headers = { ...(await authHeader(portal, username)), 'content-type': 'application/json' };
  const day = new Date(Date.now() + 3 * 86_400_000);
  for (let attempt = 0; attempt < 14; attempt++, day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const response = await fetch(`${portal.url}/api/shipments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        sender: {
          name: 'Müller Maschinenbau GmbH',
          street: 'Hafenstraße 1',
          zipCode: '20457',
          city: 'Hamburg',
        },
        consignee: { street: 'Hauptstraße 5', country: 'DE', phone: '+49 89 123456', ...seed.consignee },
        ...(seed.orderNumber ? { orderNumber: seed.orderNumber } : {}),
        shippingDate: day.toISOString().slice(0, 10),
        shippingTerms: { identifier: '04' },
        product: { identifier: 'P01' },
        deliveryNotes: [],
        cargoList: {
          items: [
            {
              colliQty: 1,
              packingCode: 'EP',
              goods: 'Machine parts',
              weight: 120,
              length: 120,
              width: 80,
              height: 100,
            },
          ],
        },
      }),
    });
    const body = (await response.json()) as { shipmentNumber: string; errors?: { field: string }[] };
    if (response.status === 201) return body;
    if (!body.errors?.every((error) => error.field === 'shippingDate')) {
      throw new Error(`saving a shipment failed: ${response.status} ${JSON.stringify(body)}`);
    }
  }
  throw new Error('no shipping date accepted in the next two weeks');
}

/** Commissions a saved shipment through the API, as another session of the user would. */
export async function commissionShipment(portal: TestPortal, username: string, shipmentNumber: string) {
  const headers = { ...(await authHeader(portal, username)), 'content-type': 'application/json' };
  const shipment = await (await fetch(`${portal.url}/api/shipments/${shipmentNumber}`, { headers })).json();
  const response = await fetch(`${portal.url}/api/shipments/${shipmentNumber}/commission`, {
    method: 'PUT',
    headers,
    body: JSON.stringify(shipment),
  });
  if (!response.ok) throw new Error(`commissioning failed: ${response.status} ${await response.text()}`);
}
