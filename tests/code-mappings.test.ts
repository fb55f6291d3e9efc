import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { authHeader } from './harness/auth.ts';
import { callAs } from './harness/calls.ts';
import {
  orderFileCsv,
  orderFileRow,
  refusedReport,
  reportLines,
  sftpPortalForTests,
} from './harness/sftp.ts';

/**
 * A customer's code mappings (docs/decisions/0229): kept by administrators through the API (one by
 * one and as CSV), and applied to the customer's order files before they are checked.
 */
const context = sftpPortalForTests();
const BASE = '/api/admin/customers/100001/code-mappings';

async function uploadMappings(csv: string, username = 'admin') {
  const form = new FormData();
  form.append('file', new Blob([csv]), 'mappings.csv');
  const response = await fetch(`${context.portal.url}${BASE}`, {
    method: 'PUT',
    body: form,
    headers: await authHeader(context.portal, username),
  });
  return { status: response.status, body: await response.json() };
}

async function imported(name: string): Promise<string[]> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if ((await context.client.exists(`/processed/${name}`)) === '-') {
      const { rows } = await sql<{ shipment_numbers: string[] }>`
        select shipment_numbers from sftp_imports where file_name = ${name}`.execute(
        context.portal.runtime.db,
      );
      return rows.flatMap((row) => row.shipment_numbers);
    }
    if ((await context.client.exists(`/error/${name}`)) === '-')
      throw new Error(String(await context.client.get(`/error/${name}.errors.txt`)));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${name}`);
}

describe('code mappings', () => {
  it('lists the defaults beside the customer mappings, and keeps a mapping added by an admin', async () => {
    const empty = await callAs(context.portal, 'GET', BASE, 'admin');
    expect(empty.status).toBe(200);
    expect(empty.body.defaults).toContainEqual(
      expect.objectContaining({ partnerValue: 'EXW', portalValue: '24' }),
    );
    expect(empty.body.defaults).toContainEqual(
      expect.objectContaining({ partnerValue: 'CT', portalValue: 'KT' }),
    );

    const added = await callAs(context.portal, 'POST', BASE, 'branchadmin', {
      kind: 'product',
      partnerValue: 'std',
      portalValue: 'P01',
      note: 'Standard of the partner',
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body).toMatchObject({ kind: 'product', partnerValue: 'STD', portalValue: 'P01' });
    const listed = await callAs(context.portal, 'GET', BASE, 'admin');
    expect(listed.body.mappings).toEqual([
      expect.objectContaining({ partnerValue: 'STD', portalValue: 'P01' }),
    ]);
    const history = await context.portal.runtime.db
      .selectFrom('masterdata_changes')
      .select(['entity_id', 'user_login'])
      .where('entity', '=', 'codeMapping')
      .execute();
    expect(history).toContainEqual({ entity_id: '100001/product/STD', user_login: 'branchadmin' });
  });

  it('refuses a mapping to a value the portal does not have, naming every field at once', async () => {
    const refused = await callAs(context.portal, 'POST', BASE, 'admin', {
      kind: 'packingCode',
      partnerValue: '',
      portalValue: 'ZZ',
    });
    expect(refused.status).toBe(400);
    const fields = refused.body.errors.map((error: { field: string }) => error.field);
    expect(fields).toContain('partnerValue');
    const wrongTarget = await callAs(context.portal, 'POST', BASE, 'admin', {
      kind: 'packingCode',
      partnerValue: 'XY',
      portalValue: 'ZZ',
    });
    expect(wrongTarget.status).toBe(400);
    expect(wrongTarget.body.errors).toEqual([expect.objectContaining({ field: 'portalValue' })]);
  });

  it("keeps a branch admin to the customers of the branch: another branch's customer answers 404", async () => {
    const foreign = '/api/admin/customers/100002/code-mappings';
    expect((await callAs(context.portal, 'GET', foreign, 'branchadmin')).status).toBe(404);
    const write = await callAs(context.portal, 'POST', foreign, 'branchadmin', {
      kind: 'product',
      partnerValue: 'X',
      portalValue: 'P01',
    });
    expect(write.status).toBe(404);
    expect((await callAs(context.portal, 'GET', BASE, 'customer1')).status).toBe(403);
  });

  it('exports the mappings as CSV and replaces them from a CSV file, all rows checked at once', async () => {
    const exported = await context.portal.app.inject({
      method: 'GET',
      url: `${BASE}/export`,
      headers: await authHeader(context.portal, 'admin'),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toContain('kind;partnerValue;portalValue;note');
    expect(exported.body).toContain('product;STD;P01;Standard of the partner');

    const broken = await uploadMappings(
      'kind;partnerValue;portalValue;note\nproduct;STD;P01;\ncolour;RED;P01;\npackingCode;XY;ZZ;\nproduct;std;P81;\n',
    );
    expect(broken.status).toBe(400);
    expect(broken.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'rows[3].kind',
      'rows[4].portalValue',
      'rows[5].partnerValue',
    ]);
    expect((await callAs(context.portal, 'GET', BASE, 'admin')).body.mappings).toHaveLength(1);
    const control = await uploadMappings('kind;partnerValue;portalValue;note\nproduct;STD;P01;bell\u0007\n');
    expect(control.status).toBe(400);
    expect(control.body.errors).toEqual([expect.objectContaining({ field: 'rows[2].note' })]);

    const replaced = await uploadMappings(
      `${exported.body}shippingTerms;FOB;13;FOB Hamburg taken as FCA\r\npackingCode;PAL;FP;\r\n`,
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toEqual({ imported: 3 });
  });

  it("imports an order file in the partner's codes, and names an unmapped code with the mapping that fixes it", async () => {
    for (const mapping of [
      { kind: 'product', partnerValue: 'STD', portalValue: 'P01' },
      { kind: 'shippingTerms', partnerValue: 'FH', portalValue: '04' },
      { kind: 'packingCode', partnerValue: 'PAL', portalValue: 'FP' },
    ])
      expect((await callAs(context.portal, 'POST', BASE, 'admin', mapping)).status).toBe(200);
    const mapped = 'mapped-codes.csv';
    await context.client.put(
      orderFileCsv([
        // CT is Recommendation 21's carton: a default mapping.
        orderFileRow('MAP-1', { product: 'STD', shippingTerms: 'FH', packingCode: 'CT' }),
        orderFileRow('MAP-2', { product: 'P01', shippingTerms: '04', packingCode: 'PAL' }),
      ]),
      `/inbox/${mapped}`,
    );
    const numbers = await imported(mapped);
    expect(numbers).toHaveLength(2);
    const [first, second] = await Promise.all(
      numbers.map(
        async (number) => (await callAs(context.portal, 'GET', `/api/shipments/${number}`, 'customer1')).body,
      ),
    );
    expect([first.orderNumber, first.product.identifier, first.shippingTerms.identifier]).toEqual([
      'MAP-1',
      'P01',
      '04',
    ]);
    expect(first.cargoList.items[0].packingCode).toBe('KT');
    expect([second.orderNumber, second.cargoList.items[0].packingCode]).toEqual(['MAP-2', 'FP']);

    const unmapped = 'unmapped-codes.csv';
    await context.client.put(
      orderFileCsv([orderFileRow('MAP-3', { product: 'EXPRESS', packingCode: 'XX' })]),
      `/inbox/${unmapped}`,
    );
    const lines = reportLines(await refusedReport(context.client, unmapped));
    expect(lines).toEqual([
      `row 2, packingCode: packing code of goods item 1 "XX": is not a known packing code; no code mapping names it: add the mapping packingCode XX to the customer's code mappings`,
      `row 2, product: product "EXPRESS": is not available for this shipment; no code mapping names it: add the mapping product EXPRESS to the customer's code mappings`,
    ]);
  });
});
