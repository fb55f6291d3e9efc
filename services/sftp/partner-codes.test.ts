import { describe, expect, it } from 'vitest';
import { codeTable } from '../../contracts/rules/partner-codes.ts';
import type { FileOrder } from './file-order.ts';
import { mapPartnerCodes, type PartnerCodes } from './partner-codes.ts';

const codes = (own: Parameters<typeof codeTable>[0] = []): PartnerCodes => ({
  table: codeTable(own),
  known: {
    product: (code) => ['P01', 'P02'].includes(code),
    shippingTerms: (code) => ['04', '24', '13'].includes(code),
    packingCode: (code) => ['FP', 'KT', 'KI'].includes(code),
    deliveryNote: (code) => ['01', '02'].includes(code),
  },
  addresses: new Map([
    [
      '7d0c1c62-0b4e-4a4a-9d55-6c1f0e0d4a11',
      { name: 'Lager Nord', street: 'Hafenweg 1', zipCode: '20457', city: 'Hamburg', country: 'DE' },
    ],
  ]),
});

const order = (payload: Record<string, unknown>, extra: Partial<FileOrder> = {}): FileOrder => ({
  rows: [2],
  payload: payload as unknown as FileOrder['payload'],
  ...extra,
});

describe('mapPartnerCodes', () => {
  it('turns Incoterms and Recommendation 21 codes into the portal codes and keeps portal codes', () => {
    const { order: mapped, errors } = mapPartnerCodes(
      order({
        product: { identifier: 'P01' },
        shippingTerms: { identifier: 'EXW' },
        cargoList: { items: [{ packingCode: 'CT' }, { packingCode: 'KI' }] },
      }),
      codes(),
    );
    expect(errors).toEqual([]);
    expect(mapped.payload.shippingTerms?.identifier).toBe('24');
    expect(mapped.payload.cargoList?.items?.map((item) => item.packingCode)).toEqual(['KT', 'KI']);
  });

  it("uses the customer's product mapping, and names an unmapped code with the mapping that fixes it", () => {
    const { order: mapped, errors } = mapPartnerCodes(
      order({
        product: { identifier: 'STD' },
        shippingTerms: { identifier: 'FOB' },
        cargoList: { items: [{ packingCode: 'XX' }] },
      }),
      codes([{ kind: 'product', partnerValue: 'std', portalValue: 'P02' }]),
    );
    expect(mapped.payload.product?.identifier).toBe('P02');
    expect(errors.map((error) => [error.column, error.field, error.value, error.message])).toEqual([
      [
        'shippingTerms',
        'shippingTerms.identifier',
        '"FOB"',
        "are not available for this shipment; no code mapping names it: add the mapping shippingTerms FOB to the customer's code mappings",
      ],
      [
        'packingCode',
        'cargoList.items[0].packingCode',
        '"XX"',
        "is not a known packing code; no code mapping names it: add the mapping packingCode XX to the customer's code mappings",
      ],
    ]);
    expect(errors.map((error) => error.code)).toEqual(['orderFile.code-unmapped', 'orderFile.code-unmapped']);
    expect(mapped.reported).toEqual(['shippingTerms.identifier', 'cargoList.items[0].packingCode']);
  });

  it('fills a party named by GLN from its address book entry, and names an unmapped one', () => {
    const place = { row: 7, column: 'C082.3039', place: 'segment 7 NAD, element C082.3039' };
    const { order: mapped, errors } = mapPartnerCodes(
      order(
        { sender: {}, consignee: {}, product: { identifier: 'P01' } },
        {
          partyIds: {
            sender: { id: '4012345000009', scheme: 'GLN', place },
            consignee: { id: 'KD-77', scheme: 'partner', place: { ...place, row: 9 } },
          },
        },
      ),
      codes([
        { kind: 'party', partnerValue: '4012345000009', portalValue: '7d0c1c62-0b4e-4a4a-9d55-6c1f0e0d4a11' },
      ]),
    );
    expect(mapped.payload.sender).toMatchObject({ name: 'Lager Nord', zipCode: '20457', city: 'Hamburg' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ row: 9, code: 'orderFile.party-unmapped' });
    expect(errors[0]).toMatchObject({
      field: 'consignee',
      value: '"KD-77"',
      params: { scheme: 'id', id: 'KD-77' },
    });
    expect(errors[0]?.message).toBe(
      "the id has no code mapping; add the mapping party KD-77 to an entry of the customer's address book",
    );
    expect(mapped.reported).toContain('consignee');
  });

  it('takes a loading site as the sender, from its mapping or its address, and names an unmapped one', () => {
    const place = { row: 5, column: 'C517.3225', place: 'segment 5 LOC, element C517.3225' };
    const site = { id: '5412345678908', scheme: 'GLN' as const, place };
    const sent = { name: 'Consignor AG', street: 'Weg 1', zipCode: '20539', city: 'Hamburg', country: 'DE' };
    const mapped = mapPartnerCodes(
      order({ sender: sent, consignee: {} }, { partyIds: { loadingSite: site } }),
      codes([{ kind: 'party', partnerValue: site.id, portalValue: '7d0c1c62-0b4e-4a4a-9d55-6c1f0e0d4a11' }]),
    );
    expect(mapped.errors).toEqual([]);
    expect(mapped.order.payload.sender?.name).toBe('Lager Nord');
    const byAddress = mapPartnerCodes(
      order(
        { sender: sent, consignee: {} },
        { loadingSite: { address: { ...sent, name: 'Werk 2' }, place } },
      ),
      codes(),
    );
    expect(byAddress.order.payload.sender?.name).toBe('Werk 2');
    const unmapped = mapPartnerCodes(order({ sender: sent }, { partyIds: { loadingSite: site } }), codes());
    expect(unmapped.errors).toEqual([
      expect.objectContaining({ row: 5, field: 'loadingSite', code: 'orderFile.party-unmapped' }),
    ]);
    expect(unmapped.order.payload.sender?.name).toBe('Consignor AG');
  });
});
