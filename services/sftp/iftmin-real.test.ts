import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { edifactText, readEdifact } from '../files/edifact.ts';
import { iftminOrders } from './iftmin.ts';
import { edifactLimits } from './order-files.ts';

/**
 * IFTMIN messages as partners publish them (tests/fixtures/iftmin/real/README.md names each one's
 * origin and licence): what the reader takes from each, raw where the code mapping translates it
 * (product, shipping terms, packing codes, party ids), and which problems remain.
 */

const real = (name: string) => {
  const data = readFileSync(new URL(`../../tests/fixtures/iftmin/real/${name}`, import.meta.url));
  return iftminOrders(readEdifact(edifactText(data), edifactLimits()));
};
const problems = (content: ReturnType<typeof real>) =>
  content.errors.map((error) => `${error.place}: ${error.message}`);

describe('real IFTMIN messages', () => {
  // Bring's BIG14 example (D.00B), from its implementation guide via github.com/apimeister/edifact-types
  // src/d00b/message/test_iftmin.rs (MIT OR Apache-2.0).
  it('reads the Bring BIG14 example: sender with its id, Incoterm with its place, units converted', () => {
    const content = real('bring-big14-d00b.edi');
    expect(content.interchange).toEqual({ sender: 'NO0987654321', reference: '1234567890' });
    const [order] = content.orders;
    expect(order?.payload).toMatchObject({
      shippingDate: '2010-08-10',
      product: { identifier: '1' },
      shippingTerms: { identifier: 'EXW' },
      sender: {
        name: 'Bring IKT',
        street: 'Biskop Gunnerusgate 14 A',
        zipCode: '0001',
        city: 'OSLO',
        country: 'NO',
        contactName: 'Kalle',
        phone: '+4723249852',
      },
    });
    expect(order?.payload.cargoList?.items).toEqual([
      expect.objectContaining({
        colliQty: 1,
        packingCode: '201',
        goods: 'Dekk på felg',
        // MEA+WT+G+KGM:1.5 after MEA+WT+G+GRM:525: the last weight, as written (the contract wants whole kilograms).
        weight: 1.5,
        length: 60,
        width: 50,
        height: 100,
        dangerousGoods: true,
        hazmats: [
          expect.objectContaining({ unNumber: '1463', hazardClass: '5.1', packagingGroup: 'II', weight: 1 }),
        ],
      }),
    ]);
    expect(order?.partyIds).toEqual({
      sender: expect.objectContaining({ id: '10009999999', scheme: 'partner' }),
    });
    expect(order?.shippingTermsPlace).toMatchObject({ name: 'Drammen', id: '3000', country: 'NO' });
    // The example names no consignee (only NAD+FP, PW, PE) and no order number (RFF+CU); its UNT miscounts.
    expect(problems(content)).toEqual([
      'segment 73 UNT, element 0074: number of segments 61, the message has 71',
      'segment 3 UNH: consignee missing (NAD+CN, NAD+ST or NAD+DP)',
      'segment 3 UNH: order number missing (RFF+CU)',
    ]);
  });

  // The GS1 EANCOM IFTMIN example (D.96A EAN004) from github.com/EdiFabric/EDIFACT.NET
  // Files/EANCOM/Instruction.txt.
  it('reads the EANCOM D.96A example: parties and the loading site by GLN alone', () => {
    const content = real('eancom-d96a-instruction.edi');
    const [order] = content.orders;
    expect(order?.payload).toMatchObject({ orderNumber: 'TI1284', deliveryDate: '2002-03-08' });
    expect(order?.payload.cargoList?.items).toEqual([
      expect.objectContaining({ colliQty: 1, packingCode: '09' }),
    ]);
    expect(order?.partyIds).toEqual({
      sender: expect.objectContaining({ id: '5412345123453', scheme: 'GLN' }),
      consignee: expect.objectContaining({ id: '5411234444402', scheme: 'GLN' }),
      loadingSite: expect.objectContaining({ id: '5412345678908', scheme: 'GLN' }),
    });
    // No missing name or address of the parties that came by their GLN; what the example lacks is named.
    expect(problems(content)).toEqual([
      'segment 2 UNH: pick-up date missing (DTM+200, DTM+234 or DTM+10)',
      'segment 2 UNH: product missing (TSR)',
      'segment 2 UNH: shipping terms missing (TOD)',
      'segment 15 GID: goods description of goods item 1 missing (FTX+AAA)',
      'segment 21 MEA, element C502.6313: weight of goods item 1: measure X7E is not read; use MEA+AAE+AAB, G or AAD (gross weight)',
    ]);
  });

  // The same example in D.01B EAN004 on one line, from the test "should parse issue #1 document" of
  // github.com/RovoMe/ts-edifact spec/full-parsing.spec.ts (Apache-2.0).
  it('reads the one-line EANCOM D.01B message without an envelope, and names the missing UNB and UNZ', () => {
    const content = real('eancom-d01b-one-line.edi');
    expect(content.orders).toHaveLength(1);
    expect(content.orders[0]?.partyIds?.consignee).toMatchObject({ id: '5411234444402', scheme: 'GLN' });
    expect(content.interchange).toBeUndefined();
    // The missing envelope is named beside everything the message itself lacks, in one pass.
    expect(problems(content)).toEqual([
      'segment 2 UNH: an interchange starts with UNB (after UNA, when there is one)',
      'segment 24 UNT: the interchange ends without UNZ',
      'segment 2 UNH: pick-up date missing (DTM+200, DTM+234 or DTM+10)',
      'segment 2 UNH: product missing (TSR)',
      'segment 2 UNH: shipping terms missing (TOD)',
      'segment 15 GID: goods description of goods item 1 missing (FTX+AAA)',
      'segment 21 MEA, element C502.6313: weight of goods item 1: measure X7E is not read; use MEA+AAE+AAB, G or AAD (gross weight)',
    ]);
  });

  // PostNord PN001 (S.93A), two messages, from github.com/Chemaclass/edifact-parser
  // example/edifact-sample.edi (MIT).
  it('reads both PostNord messages and names their version, which is not one of the directories read', () => {
    const content = real('postnord-s93a-two-messages.edi');
    expect(content.orders.map((order) => order.payload.orderNumber)).toEqual([
      'ValidationSet1',
      'ValidationSet2',
    ]);
    const [first] = content.orders;
    expect(first?.payload).toMatchObject({
      shippingDate: '2019-10-11',
      product: { identifier: '19+A4' },
      sender: {
        name: 'Company Centre',
        street: 'c/o Carrier AB',
        city: 'City1',
        zipCode: '12345',
        country: 'DE',
      },
      consignee: { name: 'Person Name', mobile: '+46980100', email: 'person.name@test.com' },
    });
    // 0.62 kg as written (the contract wants whole kilograms); the GID names no package type.
    expect(first?.payload.cargoList?.items).toEqual([{ hazmats: [], colliQty: 1, weight: 0.62 }]);
    expect(first?.partyIds?.sender).toMatchObject({ id: '0410106314', scheme: 'partner' });
    const version =
      'element S009.0054: message version S:93A:UN:PN001 is not read (D.96A, D.99B, D.00B, D.01B, D.04A, also as EANCOM)';
    expect(problems(content)).toEqual([
      'segment 38 UNT, element 0074: number of segments 19, the message has 18',
      `segment 3 UNH, ${version}`,
      'segment 3 UNH: shipping terms missing (TOD)',
      'segment 16 GID: goods description of goods item 1 missing (FTX+AAA)',
      `segment 21 UNH, ${version}`,
      'segment 21 UNH: shipping terms missing (TOD)',
      'segment 34 GID: goods description of goods item 1 missing (FTX+AAA)',
    ]);
  });
});
