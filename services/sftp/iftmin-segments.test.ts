import { describe, expect, it } from 'vitest';
import type { EdifactSegment } from '../files/edifact.ts';
import { checkComplete, MessageReading, SEGMENT_HANDLERS } from './iftmin-segments.ts';

/** One segment at a time: given a message read so far, when this segment comes, then this is read. */

let position = 1;
const segment = (tag: string, ...elements: string[][]): EdifactSegment => ({
  position: position++,
  tag,
  elements,
});
const unh = segment('UNH', ['1'], ['IFTMIN', 'D', '04A', 'UN']);
const reading = () => new MessageReading(unh);
const read = (message: MessageReading, ...segments: EdifactSegment[]) => {
  for (const each of segments) SEGMENT_HANDLERS[each.tag]?.(message, each);
  return message;
};

describe('the IFTMIN segment handlers', () => {
  it('TSR and TOD read the product and the shipping terms', () => {
    const message = read(reading(), segment('TSR', ['P01']), segment('TOD', ['6'], [''], ['04']));
    expect(message.payload).toMatchObject({ product: 'P01', shippingTerms: '04' });
    expect(message.places['product.identifier']?.place).toContain('element C536.4065');
  });

  it('RFF reads the order number of the order, or of the goods item it follows', () => {
    const message = read(reading(), segment('RFF', ['CU', 'A-1']), segment('GID', ['1'], ['2', 'EP']));
    read(message, segment('RFF', ['CU', 'ITEM-7']), segment('RFF', ['CR', 'ignored after GID']));
    expect(message.payload.orderNumber).toBe('A-1');
    expect(message.items[0]?.orderNumber).toBe('ITEM-7');
    expect(message.payload.referenceNumber).toBeUndefined();
  });

  it('DTM reads dates in format 102 and 203 and refuses another format', () => {
    const message = read(
      reading(),
      segment('DTM', ['200', '20261124', '102']),
      segment('DTM', ['2', '202611251200', '203']),
    );
    expect(message.payload).toMatchObject({ shippingDate: '2026-11-24', deliveryDate: '2026-11-25' });
    const refused = read(reading(), segment('DTM', ['200', '24.11.2026', '101']));
    expect(refused.errors.map((error) => error.message)).toEqual([
      'pick-up date: date format 101 is not read; use 102 (CCYYMMDD)',
    ]);
    expect(refused.errors[0]).toMatchObject({
      code: 'orderFile.iftmin.dateFormat',
      params: { field: 'shippingDate', format: '101' },
    });
    expect(refused.reported).toEqual(['shippingDate']);
  });

  it('NAD reads a party and the CTA and COM after it; a second NAD+CZ is passed over', () => {
    const nad = segment(
      'NAD',
      ['CZ'],
      [''],
      [''],
      ['Müller GmbH', 'Werk 2'],
      ['Am Kai 1'],
      ['Hamburg'],
      [''],
      ['20457'],
      ['DE'],
    );
    const message = read(
      reading(),
      nad,
      segment('CTA', ['IC'], ['', 'Hans Müller']),
      segment('COM', ['+49 40 1', 'TE']),
      segment('NAD', ['CZ'], [''], [''], ['Other']),
    );
    checkComplete(message);
    expect(message.parties.sender).toEqual({
      name: 'Müller GmbH',
      additionalName: 'Werk 2',
      street: 'Am Kai 1',
      city: 'Hamburg',
      zipCode: '20457',
      country: 'DE',
      contactName: 'Hans Müller',
      phone: '+49 40 1',
    });
    expect(message.errors.map((error) => error.code)).not.toContain('orderFile.iftmin.senderMissing');
    expect(message.places['sender.zipCode']?.place).toMatch(
      /^segment \d+ NAD, element 3251 \(sender zip code\)$/,
    );
  });

  it('GID, FTX, MEA and DIM read a goods item; weights only in KGM, dimensions only in CMT', () => {
    const message = read(
      reading(),
      segment('GID', ['1'], ['2', 'EP']),
      segment('FTX', ['AAA'], [''], [''], ['Machine parts', ' spare ']),
      segment('MEA', ['AAE'], ['AAB'], ['KGM', '250,5']),
      segment('DIM', ['1'], ['CMT', '120', '80', '100']),
    );
    expect(message.items[0]).toMatchObject({
      colliQty: 2,
      packingCode: 'EP',
      goods: 'Machine parts spare',
      // In kilograms as written: the contract refuses the fraction, as at every door.
      weight: 250.5,
      length: 120,
      width: 80,
      height: 100,
    });
    const pounds = read(
      reading(),
      segment('GID', ['1'], ['1', 'EP']),
      segment('MEA', ['AAE'], ['AAB'], ['LBR', '5']),
    );
    expect(pounds.items[0]?.weight).toBe(2);
    const ounces = read(
      reading(),
      segment('GID', ['1'], ['1', 'EP']),
      segment('MEA', ['AAE'], ['AAB'], ['ONZ', '5']),
    );
    expect(ounces.errors.map((error) => error.message)).toEqual([
      'weight of goods item 1: unit ONZ; weights are read in KGM, GRM, TNE or LBR',
    ]);
  });

  it('converts weights in grams and tonnes and dimensions in millimetres and metres, in whole units', () => {
    const message = read(
      reading(),
      segment('GID', ['1'], ['1', 'EP']),
      segment('MEA', ['AAE'], ['AAB'], ['TNE', '1,25']),
      segment('DIM', ['1'], ['MTR', '1.2', '0.8', '0.5']),
      segment('GID', ['1'], ['1', 'KI']),
      segment('MEA', ['AAE'], ['AAB'], ['GRM', '400']),
      segment('DIM', ['1'], ['MMT', '600', '405', '300']),
    );
    expect(message.errors).toEqual([]);
    expect(message.items.map(({ weight, length, width, height }) => [weight, length, width, height])).toEqual(
      [
        [1250, 120, 80, 50],
        [1, 60, 41, 30],
      ],
    );
  });

  it('DGS reads dangerous goods of the goods item before it, with its net weight and name', () => {
    const message = read(
      reading(),
      segment('GID', ['1'], ['1', 'KI'], ['1', '4G']),
      segment('DGS', ['ADR'], ['3'], ['1993'], [''], ['2']),
      segment('FTX', ['AAD'], [''], [''], ['Flammable liquid, n.o.s.']),
      segment('MEA', ['AAE'], ['AAA'], ['KGM', '20']),
    );
    expect(message.items[0]?.dangerousGoods).toBe(true);
    expect(message.items[0]?.hazmats).toEqual([
      {
        hazardClass: '3',
        unNumber: '1993',
        packagingGroup: 'II',
        packagingCode: '4G',
        shippingName: 'Flammable liquid, n.o.s.',
        weight: 20,
      },
    ]);
    const prefixed = read(
      reading(),
      segment('GID', ['1'], ['1', 'KI']),
      segment('DGS', ['ADR'], ['3'], ['UN1090']),
    );
    expect(prefixed.items[0]?.hazmats[0]?.unNumber).toBe('1090');
    const orphan = read(reading(), segment('DGS', ['ADR'], ['3'], ['1993']));
    expect(orphan.errors.map((error) => error.message)).toEqual([
      'dangerous goods (DGS) belong to a goods item (after its GID)',
    ]);
    expect(orphan.errors[0]?.code).toBe('orderFile.iftmin.dangerousGoodsOutsideItem');
  });

  it('names at the end what the message lacks', () => {
    const message = reading();
    checkComplete(message);
    expect(message.errors.map((error) => error.message)).toEqual([
      'sender missing (NAD+CZ, NAD+SF or NAD+SH)',
      'consignee missing (NAD+CN, NAD+ST or NAD+DP)',
      'order number missing (RFF+CU)',
      'pick-up date missing (DTM+200, DTM+234 or DTM+10)',
      'product missing (TSR)',
      'shipping terms missing (TOD)',
      'no goods items (GID)',
    ]);
  });

  it('NAD+SF beside NAD+CZ is the loading site; a party by its C082 id alone keeps the id raw', () => {
    const message = read(
      reading(),
      segment(
        'NAD',
        ['SF'],
        ['4012345000016', '', '9'],
        [''],
        ['Werk Harburg'],
        ['Hafenstraße 1'],
        ['Hamburg'],
      ),
      segment('NAD', ['CZ'], ['4012345000009', '', '9']),
      segment('NAD', ['DP'], ['K-0815', '', '91']),
      segment(
        'NAD',
        ['CN'],
        [''],
        [''],
        ['Schmidt GmbH'],
        ['Landsberger Straße 110'],
        ['München'],
        [''],
        ['80339'],
      ),
    );
    checkComplete(message);
    expect(message.parties.sender).toEqual({});
    expect(message.parties.consignee).toMatchObject({ name: 'Schmidt GmbH', zipCode: '80339' });
    expect(message.loadingSite?.address).toMatchObject({ name: 'Werk Harburg', city: 'Hamburg' });
    expect(message.partyIds).toEqual({
      sender: expect.objectContaining({ id: '4012345000009', scheme: 'GLN' }),
      loadingSite: expect.objectContaining({ id: '4012345000016', scheme: 'GLN' }),
    });
    expect(message.partyIds.sender?.place.place).toMatch(/NAD, element C082.3039/);
    // The sender came by its id: its missing name and address are the mapping's to fill, not a problem here.
    expect(message.errors.map((error) => error.code)).not.toContain('orderFile.iftmin.senderMissing');
    const shipper = read(
      reading(),
      segment('NAD', ['SH'], ['A-77', '', '92']),
      segment('NAD', ['ST'], ['B-12', '', 'ZZZ']),
    );
    checkComplete(shipper);
    expect(shipper.partyIds).toEqual({
      sender: expect.objectContaining({ id: 'A-77', scheme: 'partner' }),
      consignee: expect.objectContaining({ id: 'B-12', scheme: 'partner' }),
    });
  });

  it('LOC names the loading site, the destination and the named place of the shipping terms', () => {
    const message = read(
      reading(),
      segment('LOC', ['9'], ['5412345678908', '', '9']),
      segment('LOC', ['8'], ['DEHAM', '139', '6', 'Hamburg'], ['DE']),
      segment('LOC', ['1'], ['3000', '', '139', 'Drammen'], ['NO']),
    );
    checkComplete(message);
    expect(message.partyIds.loadingSite).toMatchObject({ id: '5412345678908', scheme: 'GLN' });
    expect(message.parties.consignee).toEqual({ city: 'Hamburg', country: 'DE' });
    expect(message.shippingTermsPlace).toMatchObject({ name: 'Drammen', id: '3000', country: 'NO' });
    const site = read(reading(), segment('LOC', ['5'], ['WERK-3']), segment('LOC', ['7'], ['LAGER-9']));
    checkComplete(site);
    expect(site.partyIds).toEqual({
      loadingSite: expect.objectContaining({ id: 'WERK-3', scheme: 'partner' }),
      consignee: expect.objectContaining({ id: 'LAGER-9', scheme: 'partner' }),
    });
    expect(site.errors.map((error) => error.code)).not.toContain('orderFile.iftmin.consigneeMissing');
  });

  it('TSR and TOD keep the codes as the partner wrote them; an Incoterm with its named place', () => {
    const message = read(reading(), segment('TSR', ['19'], ['A4']), segment('TOD', ['5'], ['CC']));
    read(message, segment('TOD', ['6'], [''], ['', '', '', 'FCA', 'Hamburg']));
    expect(message.payload).toMatchObject({ product: '19+A4', shippingTerms: 'FCA' });
    expect(message.shippingTermsPlace).toMatchObject({ name: 'Hamburg' });
    expect(message.places['shippingTerms.identifier']?.place).toContain('element C100.4052');
    const payer = read(reading(), segment('TOD', ['5'], ['CC']));
    expect(payer.payload.shippingTerms).toBe('CC');
  });

  it('DTM reads the qualifiers and formats partners use; the first date of a kind counts', () => {
    const message = read(
      reading(),
      segment('DTM', ['137', '20261123', '102']),
      segment('DTM', ['234', '20261124120000', '204']),
      segment('DTM', ['200', '20261130', '102']),
      segment('DTM', ['64', '20261125-20261126', '718']),
    );
    expect(message.payload).toMatchObject({ shippingDate: '2026-11-24', deliveryDate: '2026-11-25' });
    for (const [qualifier, field] of [
      ['10', 'shippingDate'],
      ['17', 'deliveryDate'],
      ['69', 'deliveryDate'],
    ] as const)
      expect(read(reading(), segment('DTM', [qualifier, '202611261400', '203'])).payload[field]).toBe(
        '2026-11-26',
      );
  });

  it('PAC gives the package where the GID has none; MEA gives dimensions and the message weight', () => {
    const message = read(
      reading(),
      segment('MEA', ['AAE'], ['AAD'], ['KGM', '12']),
      segment('GID', ['1']),
      segment('PAC', ['3'], [''], ['CT']),
      segment('MEA', ['AAE'], ['LN'], ['MTR', '1.2']),
      segment('MEA', ['AAE'], ['WD'], ['CMT', '80']),
      segment('MEA', ['AAE'], ['HT'], ['MMT', '755']),
      segment('MEA', ['AAE'], ['AAW'], ['MTQ', '0.7']),
      segment('PCI', ['33E']),
      segment('GIN', ['BJ'], ['354123450000000014']),
    );
    checkComplete(message);
    expect(message.items[0]).toEqual({
      hazmats: [],
      colliQty: 3,
      packingCode: 'CT',
      length: 120,
      width: 80,
      height: 76,
      weight: 12,
    });
    expect(message.places['cargoList.items[0].packingCode']?.place).toContain('PAC, element C202.7065');
    // PCI and GIN (SSCCs) are passed over; only what the message lacks is named.
    expect(message.errors.map((error) => error.code)).toEqual([
      'orderFile.iftmin.senderMissing',
      'orderFile.iftmin.consigneeMissing',
      'orderFile.iftmin.orderNumberMissing',
      'orderFile.iftmin.pickUpDateMissing',
      'orderFile.iftmin.productMissing',
      'orderFile.iftmin.shippingTermsMissing',
      'orderFile.iftmin.goodsMissing',
    ]);
  });

  it('names a weight under an attribute that is not read instead of calling it missing', () => {
    const message = read(
      reading(),
      segment('GID', ['1'], ['1', '09', '', '9']),
      segment('MEA', ['AAE'], ['X7E'], ['KGM', '250']),
    );
    checkComplete(message);
    expect(message.errors.find((error) => error.params?.kind === 'X7E')?.message).toBe(
      'weight of goods item 1: measure X7E is not read; use MEA+AAE+AAB, G or AAD (gross weight)',
    );
    expect(message.items[0]).not.toHaveProperty('unreadWeight');
  });
});
