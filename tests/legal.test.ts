import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalInformationSchema } from '../contracts/legal.ts';
import { startTestPortal, type TestPortal } from './harness/portal.ts';

let demo: TestPortal;
let configured: TestPortal;

beforeAll(async () => {
  demo = await startTestPortal();
  configured = await startTestPortal({
    OPERATOR_NAME: 'Nordfracht Logistik AG',
    OPERATOR_ADDRESS: 'Kaistraße 7\\n24103 Kiel\\nGermany',
    OPERATOR_EMAIL: 'kontakt@nordfracht.example',
    OPERATOR_PHONE: '+49 431 555-0',
    OPERATOR_REGISTER: 'Amtsgericht Kiel, HRB 4711',
    OPERATOR_VAT_ID: '',
    OPERATOR_REPRESENTATIVES: 'Jana Petersen (Vorstand)',
    OPERATOR_PRIVACY_EMAIL: 'datenschutz@nordfracht.example',
    ADSP_URL: 'https://www.dslv.org/adsp',
  });
});

afterAll(async () => {
  await Promise.all([demo?.stop(), configured?.stop()]);
});

describe('GET /api/legal', () => {
  it('answers the demo operator without a sign-in', async () => {
    const response = await fetch(`${demo.url}/api/legal`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await response.json();
    expect(legalInformationSchema.parse(body)).toEqual({
      operator: {
        name: 'Demo-Spedition GmbH (demo operator)',
        addressLines: ['Musterstraße 1', '20095 Hamburg', 'Germany'],
        email: 'info@demo-spedition.example',
        phone: '+49 40 000000-0',
        register: 'Amtsgericht Hamburg, HRB 000000 (demo)',
        vatId: 'DE000000000 (demo)',
        representatives: 'Erika Mustermann, Max Mustermann (demo)',
        privacyEmail: 'info@demo-spedition.example',
      },
      adspUrl: 'https://www.adsp.de/',
    });
  });

  it('answers the operator a portal was started with, leaving out what is empty', async () => {
    const response = await fetch(`${configured.url}/api/legal`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      operator: {
        name: 'Nordfracht Logistik AG',
        addressLines: ['Kaistraße 7', '24103 Kiel', 'Germany'],
        email: 'kontakt@nordfracht.example',
        phone: '+49 431 555-0',
        register: 'Amtsgericht Kiel, HRB 4711',
        representatives: 'Jana Petersen (Vorstand)',
        privacyEmail: 'datenschutz@nordfracht.example',
      },
      adspUrl: 'https://www.dslv.org/adsp',
    });
  });

  it('ignores a bearer token it does not need, even a broken one', async () => {
    const response = await fetch(`${configured.url}/api/legal`, {
      headers: { authorization: 'Bearer not-a-jwt' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).operator.name).toBe('Nordfracht Logistik AG');
  });
});
