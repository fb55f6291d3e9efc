import { describe, expect, it } from 'vitest';
import type { EdifactSegment } from '../files/edifact.ts';
import { MessageReading, SEGMENT_HANDLERS } from './iftmin-segments.ts';

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
      'date format 101 is not read; use 102 (CCYYMMDD)',
    ]);
    expect(refused.reported).toEqual(['shippingDate']);
  });

  it('NAD reads a party and the CTA and COM after it; a second sender is refused', () => {
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
    expect(message.errors.map((error) => error.message)).toEqual(['a second sender (NAD+CZ)']);
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
      'unit ONZ; weights are read in KGM, GRM, TNE or LBR',
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
  });

  it('names at the end what the message lacks', () => {
    const message = reading();
    message.checkComplete();
    expect(message.errors.map((error) => error.message)).toEqual([
      'sender missing (NAD+CZ)',
      'consignee missing (NAD+CN)',
      'order number missing (RFF+CU)',
      'pick-up date missing (DTM+200)',
      'product missing (TSR)',
      'shipping terms missing (TOD)',
      'no goods items (GID)',
    ]);
  });
});
