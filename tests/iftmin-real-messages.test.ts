import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callAs } from './harness/calls.ts';
import { iftminInterchange, refusedReport, reportLines, sftpPortalForTests } from './harness/sftp.ts';

/**
 * IFTMIN messages as partners publish them, unchanged (tests/fixtures/iftmin/real/README.md names
 * each one's origin and licence: Bring's BIG14 implementation guide, the GS1 EANCOM example in
 * D.96A and D.01B, PostNord's PN001 sample with two messages), sent by SFTP as a partner's system
 * would, once with the customer's code mappings configured for the codes and ids they use. Every
 * one is refused for the gaps it really has (dates of 2010 and 2019, no goods text, ...), and its
 * report names every problem of the file in one pass, with no code left unmapped. The portal's own
 * example is imported.
 */

const context = sftpPortalForTests();
const MAPPINGS = '/api/admin/customers/100001/code-mappings';
const real = (name: string) => readFileSync(new URL(`./fixtures/iftmin/real/${name}`, import.meta.url));

async function addressBookEntry(name: string, zipCode: string, city: string) {
  const created = await callAs(context.portal, 'POST', '/api/addresses', 'customer1', {
    name,
    street: 'Hauptstraße 1',
    zipCode,
    city,
    country: 'DE',
    types: ['SENDER', 'CONSIGNEE'],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return new URL(created.body._links.self.href).pathname.split('/').pop() as string;
}

async function report(name: string, data: Buffer) {
  await context.client.put(data, `/inbox/${name}`);
  return reportLines(await refusedReport(context.client, name));
}

/** What the EANCOM example (D.96A and D.01B alike) lacks, once its GLNs and codes are mapped. */
const EANCOM_GAPS = [
  'segment 2 UNH: pick-up date missing (DTM+200, DTM+234 or DTM+10)',
  'segment 2 UNH: product missing (TSR)',
  'segment 2 UNH: shipping terms missing (TOD)',
  'segment 15 GID: goods description of goods item 1 missing (FTX+AAA)',
  'segment 15 GID: length of goods item 1: must not be empty',
  'segment 15 GID: width of goods item 1: must not be empty',
  'segment 15 GID: height of goods item 1: must not be empty',
  'segment 21 MEA, element C502.6313: weight of goods item 1: measure X7E is not read; use MEA+AAE+AAB, G or AAD (gross weight)',
];

/** What each PostNord message lacks, at the segment where its message starts (`at`). */
const postNordGaps = (at: number) => [
  `segment ${at} UNH, element S009.0054: message version S:93A:UN:PN001 is not read (D.96A, D.99B, D.00B, D.01B, D.04A, also as EANCOM)`,
  `segment ${at} UNH: shipping terms missing (TOD)`,
  `segment ${at + 2} DTM, element C507.2380: pick-up date "2019-10-11": must not be in the past`,
  `segment ${at + 11} COM, element C076.3148: consignee mobile phone "+46980100": is not a valid mobile number`,
  `segment ${at + 13} GID, element C213.7065: packing code of goods item 1: must not be empty`,
  `segment ${at + 13} GID: goods description of goods item 1 missing (FTX+AAA)`,
  `segment ${at + 13} GID: length of goods item 1: must not be empty`,
  `segment ${at + 13} GID: width of goods item 1: must not be empty`,
  `segment ${at + 13} GID: height of goods item 1: must not be empty`,
  `segment ${at + 14} MEA, element C174.6314: weight of goods item 1 "0.62": must be a whole number`,
];

describe('real IFTMIN messages by SFTP', () => {
  it('names the GLNs and codes nothing maps yet, with the mapping that takes each in', async () => {
    const lines = await report('eancom-unmapped.edi', real('eancom-d96a-instruction.edi'));
    expect(lines.filter((line) => line.includes('no code mapping'))).toEqual(
      [
        `segment 11 NAD, element C082.3039: sender "5412345123453": the GLN has no code mapping; add the mapping party 5412345123453 to an entry of the customer's address book`,
        `segment 13 NAD, element C082.3039: consignee "5411234444402": the GLN has no code mapping; add the mapping party 5411234444402 to an entry of the customer's address book`,
        `segment 15 GID, element C213.7065: packing code of goods item 1 "09": is not a known packing code; no code mapping names it: add the mapping packingCode 09 to the customer's code mappings`,
        `segment 10 LOC, element C517.3225: loading site "5412345678908": the GLN has no code mapping; add the mapping party 5412345678908 to an entry of the customer's address book`,
      ].sort((a, b) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0])),
    );
  });

  it('refuses each published message for its real gaps only, once the codes are mapped, naming all at once', async () => {
    const sender = await addressBookEntry('Lieferant Nord GmbH', '20539', 'Hamburg');
    const consignee = await addressBookEntry('Markt Süd GmbH', '80339', 'München');
    const site = await addressBookEntry('Lager West GmbH', '40210', 'Düsseldorf');
    for (const mapping of [
      { kind: 'party', partnerValue: '5412345123453', portalValue: sender, note: 'EANCOM example consignor' },
      { kind: 'party', partnerValue: '5411234444402', portalValue: consignee },
      { kind: 'party', partnerValue: '5412345678908', portalValue: site },
      { kind: 'product', partnerValue: '1', portalValue: 'P01', note: 'Bring product 1' },
      { kind: 'product', partnerValue: '19+A4', portalValue: 'P01', note: 'PostNord service 19, A4' },
      { kind: 'packingCode', partnerValue: '201', portalValue: 'FP', note: 'pallet' },
      { kind: 'packingCode', partnerValue: '09', portalValue: 'FP', note: 'EANCOM returnable pallet' },
    ]) {
      const saved = await callAs(context.portal, 'POST', MAPPINGS, 'admin', mapping);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }

    expect(await report('bring-big14-d00b.edi', real('bring-big14-d00b.edi'))).toEqual([
      'segment 3 UNH: consignee missing (NAD+CN, NAD+ST or NAD+DP)',
      'segment 3 UNH: order number missing (RFF+CU)',
      'segment 8 DTM, element C507.2380: pick-up date "2010-08-10": must not be in the past',
      'segment 44 GID, element C213.7065: UN packaging code of dangerous goods 1 of goods item 1 "201": is not a known packing code',
      'segment 55 MEA, element C174.6314: weight of goods item 1 "1.5": must be a whole number',
      'segment 65 DGS, element C234.7124: UN number of dangerous goods 1 of goods item 1 "1463": is not a UN number of the ADR list',
      'segment 73 UNT, element 0074: number of segments 61, the message has 71',
    ]);
    expect(await report('eancom-d96a-instruction.edi', real('eancom-d96a-instruction.edi'))).toEqual(
      EANCOM_GAPS,
    );
    expect(await report('eancom-d01b-one-line.edi', real('eancom-d01b-one-line.edi'))).toEqual([
      'segment 2 UNH: an interchange starts with UNB (after UNA, when there is one)',
      ...EANCOM_GAPS,
      'segment 24 UNT: the interchange ends without UNZ',
    ]);
    expect(await report('postnord-s93a-two-messages.edi', real('postnord-s93a-two-messages.edi'))).toEqual([
      ...postNordGaps(3),
      ...postNordGaps(21),
      'segment 38 UNT, element 0074: number of segments 19, the message has 18',
    ]);
  });

  it("imports the portal's own example", async () => {
    await context.client.put(iftminInterchange(undefined, 'ICREAL0001'), '/inbox/own-example.edi');
    const end = Date.now() + 30_000;
    while ((await context.client.exists('/processed/own-example.edi')) !== '-') {
      expect((await context.client.exists('/error/own-example.edi')) === '-', 'the example was refused').toBe(
        false,
      );
      expect(Date.now()).toBeLessThan(end);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
});
