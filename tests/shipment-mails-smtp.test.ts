import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedUuid } from '../services/domain/ids.ts';
import { mailStreamId } from '../services/domain/mail/index.ts';
import { shipmentStreamId } from '../services/domain/shipment/index.ts';
import { type CaughtMail, type MailCatcher, startMailCatcher } from '../services/mail/mail-catcher.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';
import { type Api, apiAs, type Json, order } from './shipments-helpers.ts';

/**
 * The mails a shipment command sends, as the SMTP server receives them: the cancellation to the
 * branch, the insurance advice above the currency's threshold (on announcement and on
 * commissioning), and the user's own copy of the shipping notice (personal setting
 * ANNOUNCEMENT_SEND_MAIL).
 */
let portal: TestPortal;
let catcher: MailCatcher;
let customer1: Api;

beforeAll(async () => {
  catcher = await startMailCatcher();
  portal = await startTestPortal({ SMTP_URL: catcher.url, PUBLIC_URL: 'https://portal.spedition.example' });
  customer1 = await apiAs(portal, 'customer1');
});
afterAll(async () => {
  await portal?.stop();
  await catcher?.stop();
});

async function mailTo(address: string, shipmentNumber: string, timeoutMs = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = catcher.received.find(
      (received) => received.to.includes(address) && received.subject.includes(shipmentNumber),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} about ${shipmentNumber}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function create(overrides: Json = {}): Promise<Json> {
  const response = await customer1.request('POST', '/api/shipments', { body: order(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** The decoded text of the MIME part of `type` (quoted-printable or base64, as nodemailer chose). */
function part(raw: string, type: string): string | undefined {
  const at = raw.toLowerCase().indexOf(`content-type: ${type}`);
  if (at === -1) return undefined;
  const [head = '', ...rest] = raw.slice(at).split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').split(/\r?\n--/)[0] ?? '';
  if (/base64/i.test(head)) return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

describe('mails about shipments over SMTP', () => {
  it('sends the cancellation to the branch, as HTML with a plain-text part and a Message-ID of the portal', async () => {
    const shipment = await create();
    const cancelled = await customer1.request('PUT', `/api/shipments/${shipment.shipmentNumber}`, {
      body: { ...order(), version: shipment.version, state: 'CANCELLED' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    const mail = await mailTo('storno.ham@freight-portal.local', shipment.shipmentNumber);
    expect(mail.subject).toBe(`Stornierung Sendung ${shipment.shipmentNumber} (Müller Maschinenbau GmbH)`);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const text = part(mail.raw, 'text/plain');
    expect(text).toContain(`die Sendung ${shipment.shipmentNumber} von Müller Maschinenbau GmbH (100001)`);
    expect(text).not.toMatch(/<\/?(p|strong)>/);
    expect(part(mail.raw, 'text/html')).toContain(`<strong>${shipment.shipmentNumber}</strong>`);
    expect(mail.raw).toMatch(/^Message-ID: <[0-9a-f-]{36}@portal\.spedition\.example>\r?$/im);
  });

  it('sends the insurance advice when the insured value exceeds the threshold of its currency', async () => {
    const below = await create({
      state: 'CREATE_ANNOUNCEMENT',
      insuranceValue: { value: 50_000, currency: 'EUR' },
    });
    const above = await create({
      state: 'CREATE_ANNOUNCEMENT',
      insuranceValue: { value: 75_000.5, currency: 'EUR' },
    });
    const mail = await mailTo('versicherung.ham@freight-portal.local', above.shipmentNumber);
    expect(mail.subject).toContain(`Sendung ${above.shipmentNumber}`);
    const text = part(mail.raw, 'text/plain') ?? '';
    expect(text).toContain('75000.5 EUR');
    expect(text).toContain('50000 EUR');
    // The shipping notice of the same announcement went out too; the one at the threshold has no advice.
    await mailTo('avis.ham@freight-portal.local', below.shipmentNumber);
    expect(
      catcher.received.filter(
        (received) =>
          received.to.includes('versicherung.ham@freight-portal.local') &&
          received.subject.includes(below.shipmentNumber),
      ),
    ).toEqual([]);
  });

  it('sends the insurance advice again on commissioning, above the threshold only', async () => {
    const commission = async (overrides: Json) => {
      const draft = await create(overrides);
      const url = `/api/shipments/${draft.shipmentNumber}/commission`;
      const commissioned = await customer1.request('PUT', url, { body: draft });
      expect(commissioned.status, JSON.stringify(commissioned.body)).toBe(200);
      return draft.shipmentNumber as string;
    };
    const below = await commission({ insuranceValue: { value: 50_000, currency: 'EUR' } });
    const above = await commission({ insuranceValue: { value: 60_000, currency: 'EUR' } });
    const mail = await mailTo('versicherung.ham@freight-portal.local', above);
    expect(part(mail.raw, 'text/plain')).toContain('60000 EUR');
    // The advice's mail id derives from the commissioning event (and keeps its time): queued for the
    // shipment above the threshold, never for the one at it.
    const commissionedEvent = async (shipmentNumber: string) => {
      const stream = await portal.runtime.eventStore.readStream(shipmentStreamId(shipmentNumber));
      const event = stream.find((recorded) => recorded.type === 'ShipmentCommissioned');
      expect(event).toBeDefined();
      return event?.id ?? '';
    };
    const sentId = derivedUuid(await commissionedEvent(above), 'insurance-advice', '60000EUR');
    expect(sentId.slice(0, 13)).toBe((await commissionedEvent(above)).slice(0, 13));
    expect(await portal.runtime.eventStore.readStream(mailStreamId(sentId))).not.toEqual([]);
    const adviceId = derivedUuid(await commissionedEvent(below), 'insurance-advice', '50000EUR');
    expect(await portal.runtime.eventStore.readStream(mailStreamId(adviceId))).toEqual([]);
  });

  it("sends the user's own copy of the shipping notice when the setting is on, and none when it is off", async () => {
    const address = 'disposition@mueller-maschinenbau.example';
    const set = (name: string, value: string) =>
      customer1.request('PUT', `/api/settings/${name}`, { body: { name, value } });
    expect((await set('ANNOUNCEMENT_MAIL_ADDRESS', address)).status).toBe(200);
    expect((await set('ANNOUNCEMENT_SEND_MAIL', 'ON')).status).toBe(200);
    const announced = await create({ state: 'CREATE_ANNOUNCEMENT', shippingNotice: 'Rampe 3' });
    const copy = await mailTo(address, announced.shipmentNumber);
    expect(copy.to).toEqual([address]);
    expect(part(copy.raw, 'text/plain')).toContain('Rampe 3');
    const branch = await mailTo('avis.ham@freight-portal.local', announced.shipmentNumber);
    expect(branch.to).not.toContain(address);

    expect((await set('ANNOUNCEMENT_SEND_MAIL', 'OFF')).status).toBe(200);
    const quiet = await create({ state: 'CREATE_ANNOUNCEMENT' });
    await mailTo('avis.ham@freight-portal.local', quiet.shipmentNumber);
    expect(
      catcher.received.filter(
        (received) => received.to.includes(address) && received.subject.includes(quiet.shipmentNumber),
      ),
    ).toEqual([]);
  });
});
