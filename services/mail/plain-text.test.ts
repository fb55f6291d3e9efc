import { describe, expect, it } from 'vitest';
import { messageIdDomain, plainTextOf } from './plain-text.ts';
import { renderMail } from './templates.ts';

describe('the plain-text part of a mail', () => {
  it('keeps paragraphs, table rows as label and value, and decodes escaped values', () => {
    const { html } = renderMail('shipping-notice', 'de', {
      shipmentNumber: '4711',
      customerName: 'Müller & Söhne',
      customerId: '100001',
      sender: 'Müller, DE-20539 Hamburg',
      consignee: 'Schmidt <GmbH>, DE-80339 München',
      shippingDate: '2026-11-25',
      shippingTime: '08:00 - 16:00',
      deliveryDate: '2026-11-26',
      product: 'P01',
      packages: '2',
      weight: '480',
      notice: '-',
    });
    const text = plainTextOf(html);
    expect(text).toContain('Guten Tag,\n\ndie Sendung 4711 von Müller & Söhne (100001) wurde avisiert.');
    expect(text).toContain('\nEmpfänger: Schmidt <GmbH>, DE-80339 München\n');
    expect(text).toContain('Packstücke / Gewicht: 2 / 480 kg');
    expect(text).toContain('Mit freundlichen Grüßen\nIhr Kundenportal');
    expect(text).not.toMatch(/<\/?(p|td|tr|table|strong)>/);
  });

  it('writes a link as its address', () => {
    const { html } = renderMail('registration-confirmation', 'en', {
      name: 'Eva',
      confirmationUrl: 'https://portal.example/registration/confirm?token=a&b=1',
      username: 'eva',
    });
    expect(plainTextOf(html)).toContain('\nhttps://portal.example/registration/confirm?token=a&b=1\n');
  });
});

describe('the domain of Message-IDs', () => {
  it("is PUBLIC_URL's host name, else the sender's domain", () => {
    expect(
      messageIdDomain({ PUBLIC_URL: 'https://portal.spedition.example:8443/', SMTP_FROM: 'x@y.z' }),
    ).toBe('portal.spedition.example');
    expect(messageIdDomain({ SMTP_FROM: 'Portal <portal@spedition.example>' })).toBe('spedition.example');
  });
});
