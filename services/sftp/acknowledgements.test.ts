import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { edifactText, readEdifact } from '../files/edifact.ts';
import {
  aperakMessage,
  contrlMessage,
  controlReference,
  csvReceipt,
  elementPosition,
  escapeEdifact,
  interchangeOutcome,
  receivedInterchange,
  syntaxErrorCode,
} from './acknowledgements.ts';

const FIXTURE = readFileSync(new URL('../../tests/fixtures/iftmin-order.edi', import.meta.url), 'utf8');
const limits = { maxSegments: 10_000, maxComponentChars: 2000 };
const parse = (data: Buffer) =>
  readEdifact(edifactText(data), limits).map((segment) => [segment.tag, ...segment.elements]);
const received = () => {
  const envelope = receivedInterchange(readEdifact(FIXTURE, limits));
  if (!envelope) throw new Error('no envelope');
  return envelope;
};
const sending = { reference: 'C1234567890', now: new Date('2026-11-29T13:05:00Z'), test: false };
const lines = (errors: { message: string }[]) => errors.map((error) => error.message);

describe('receivedInterchange', () => {
  it('reads the envelope and each message with its segment positions and document', () => {
    expect(received()).toEqual({
      syntax: 'UNOC',
      version: '3',
      sender: ['4012345000009', '14'],
      recipient: ['FREIGHTPORTAL', 'ZZZ'],
      reference: 'IC26112301',
      test: false,
      messages: [
        {
          reference: '1',
          identifier: ['IFTMIN', 'D', '04A', 'UN'],
          first: 3,
          last: 29,
          documentCode: '610',
          documentNumber: 'A-4711',
        },
      ],
    });
  });
});

describe('CONTRL and APERAK', () => {
  it('acknowledge an accepted interchange: UCI and UCM 7, APERAK 29 with the shipment number', () => {
    const outcome = interchangeOutcome(
      received(),
      {
        accepted: true,
        readErrors: [],
        errors: [],
        orders: [{ first: 3, orderNumber: 'A-4711', shipmentNumber: '26000123' }],
      },
      lines,
    );
    expect(parse(contrlMessage(outcome, sending))).toEqual([
      [
        'UNB',
        ['UNOC', '3'],
        ['FREIGHTPORTAL', 'ZZZ'],
        ['4012345000009', '14'],
        ['261129', '1305'],
        ['C1234567890'],
        [''],
        ['CONTRL'],
      ],
      ['UNH', ['1'], ['CONTRL', 'D', '96A', 'UN']],
      ['UCI', ['IC26112301'], ['4012345000009', '14'], ['FREIGHTPORTAL', 'ZZZ'], ['7']],
      ['UCM', ['1'], ['IFTMIN', 'D', '04A', 'UN'], ['7']],
      ['UNT', ['4'], ['1']],
      ['UNZ', ['1'], ['C1234567890']],
    ]);
    const aperak = parse(aperakMessage(outcome, { ...sending, reference: 'A1' }));
    expect(aperak.slice(1, -1)).toEqual([
      ['UNH', ['1'], ['APERAK', 'D', '96A', 'UN']],
      ['BGM', ['610'], ['A-4711'], ['29']],
      ['DTM', ['137', '202611291305', '203']],
      ['RFF', ['ACW', '1']],
      ['RFF', ['CU', 'A-4711']],
      ['RFF', ['CN', '26000123']],
      ['UNT', ['7'], ['1']],
    ]);
  });

  it('reject a message with reading problems: UCS with its position in the message, UCD with the element', () => {
    const [weight, group] = [
      { row: 20, column: 'C174.6314', place: 'segment 20 MEA, element C174.6314', message: 'weight missing' },
      {
        row: 26,
        column: '8339',
        place: 'segment 26 DGS, element 8339 (packing group)',
        message: 'is invalid',
      },
    ] as const;
    // The missing weight was found reading the message, the packing group by the checks.
    const outcome = interchangeOutcome(
      received(),
      {
        accepted: false,
        readErrors: [weight],
        errors: [weight, group],
        orders: [{ first: 3, orderNumber: 'A-4711' }],
      },
      (messageErrors) => messageErrors.map((error) => `${error.place}: ${error.message}`),
    );
    const contrl = parse(contrlMessage(outcome, sending));
    expect(contrl.filter(([tag]) => ['UCI', 'UCM', 'UCS', 'UCD'].includes(tag as string))).toEqual([
      ['UCI', ['IC26112301'], ['4012345000009', '14'], ['FREIGHTPORTAL', 'ZZZ'], ['7']],
      ['UCM', ['1'], ['IFTMIN', 'D', '04A', 'UN'], ['4']],
      // MEA is segment 20 of the file and 18 of its message (UNH is segment 3).
      ['UCS', ['18']],
      ['UCD', ['13'], ['3', '2']],
    ]);
    const aperak = parse(aperakMessage(outcome, sending));
    expect(aperak.filter(([tag]) => ['BGM', 'ERC', 'FTX', 'RFF'].includes(tag as string))).toEqual([
      ['BGM', ['610'], ['A-4711'], ['27']],
      ['RFF', ['ACW', '1']],
      ['RFF', ['CU', 'A-4711']],
      ['ERC', ['REFUSED']],
      ['FTX', ['AAO'], [''], [''], ['segment 20 MEA, element C174.6314: weight missing']],
      ['ERC', ['REFUSED']],
      ['FTX', ['AAO'], [''], [''], ['segment 26 DGS, element 8339 (packing group): is invalid']],
    ]);
  });

  it('reject a duplicate interchange with UCI 4 and 26, and an APERAK naming the earlier import', () => {
    const outcome = interchangeOutcome(
      received(),
      {
        accepted: false,
        readErrors: [],
        errors: [],
        orders: [{ first: 3, orderNumber: 'A-4711' }],
        refusal: {
          code: 'DUP',
          lines: ['imported on 2026-11-23 15:30 UTC as A-4711.edi; shipments 26000123'],
        },
      },
      lines,
    );
    const contrl = parse(contrlMessage(outcome, { ...sending, test: true }));
    expect(contrl[0]?.[11]).toEqual(['1']);
    expect(contrl.find(([tag]) => tag === 'UCI')).toEqual([
      'UCI',
      ['IC26112301'],
      ['4012345000009', '14'],
      ['FREIGHTPORTAL', 'ZZZ'],
      ['4'],
      ['26'],
    ]);
    const aperak = parse(aperakMessage(outcome, sending));
    expect(aperak.filter(([tag]) => tag === 'ERC' || tag === 'FTX')).toEqual([
      ['ERC', ['DUP']],
      ['FTX', ['AAO'], [''], [''], ['imported on 2026-11-23 15:30 UTC as A-4711.edi; shipments 26000123']],
    ]);
  });

  it('write in the received character set: UNOA upper case without accents', () => {
    const envelope = { ...received(), syntax: 'UNOA' };
    const outcome = interchangeOutcome(
      envelope,
      {
        accepted: false,
        readErrors: [],
        errors: [{ row: 15, column: '', message: 'Straße München ist ungültig' }],
        orders: [],
      },
      lines,
    );
    const text = aperakMessage(outcome, sending).toString('latin1');
    expect(text).toContain('FTX+AAO+++STRASSE MUNCHEN IST UNGULTIG');
    expect(() => readEdifact(text, limits)).not.toThrow();
  });
});

describe('an interchange of two messages', () => {
  const body = FIXTURE.slice(FIXTURE.indexOf('UNH'), FIXTURE.indexOf('UNZ'));
  const second = body
    .replace('UNH+1+', 'UNH+2+')
    .replace("UNT+27+1'", "UNT+27+2'")
    .replaceAll('A-4711', 'A-4712');
  const two = FIXTURE.replace('UNZ+1+', `${second}UNZ+2+`);

  it('refuses the message without problems of its own for the other one, and cuts long texts after a space', () => {
    const envelope = receivedInterchange(readEdifact(two, limits));
    if (!envelope) throw new Error('no envelope');
    expect(envelope.messages.map((message) => [message.reference, message.first, message.last])).toEqual([
      ['1', 3, 29],
      ['2', 30, 56],
    ]);
    const long = 'the consignee zip code 8033 is not a postal code of Germany, which has five digits';
    const outcome = interchangeOutcome(
      envelope,
      {
        accepted: false,
        readErrors: [],
        errors: [{ row: 42, column: '3251', message: long }],
        orders: [
          { first: 3, orderNumber: 'A-4711' },
          { first: 30, orderNumber: 'A-4712' },
        ],
      },
      lines,
    );
    const aperak = parse(aperakMessage(outcome, sending));
    expect(aperak.filter(([tag]) => tag === 'UNH' || tag === 'BGM' || tag === 'ERC')).toEqual([
      ['UNH', ['1'], ['APERAK', 'D', '96A', 'UN']],
      ['BGM', ['610'], ['A-4711'], ['27']],
      ['ERC', ['OTHERS']],
      ['UNH', ['2'], ['APERAK', 'D', '96A', 'UN']],
      ['BGM', ['610'], ['A-4712'], ['27']],
      ['ERC', ['REFUSED']],
    ]);
    const [, ftx] = aperak.filter(([tag]) => tag === 'FTX');
    expect(ftx?.[4]).toEqual([
      'the consignee zip code 8033 is not a postal code of Germany, which ',
      'has five digits',
    ]);
    // The CONTRL acknowledges both messages: their problem is no syntax error.
    expect(parse(contrlMessage(outcome, sending)).filter(([tag]) => tag === 'UCM')).toEqual([
      ['UCM', ['1'], ['IFTMIN', 'D', '04A', 'UN'], ['7']],
      ['UCM', ['2'], ['IFTMIN', 'D', '04A', 'UN'], ['7']],
    ]);
  });
});

describe('writing EDIFACT', () => {
  it('releases the separators and the release character', () => {
    expect(escapeEdifact("a+b:c'd?e")).toBe("a?+b?:c?'d??e");
  });

  it('finds the position of a data element and its component', () => {
    expect(elementPosition('MEA', 'C174.6314')).toEqual(['3', '2']);
    expect(elementPosition('NAD', '3251 (consignee zip code)')).toEqual(['8']);
    expect(elementPosition('GID', 'C213.7065 (inner package) (UN packaging code)')).toEqual(['3', '2']);
    expect(elementPosition('UNT', '0074')).toEqual(['1']);
    expect(elementPosition('XYZ', '1234')).toBeUndefined();
  });

  it('codes reading problems as syntax errors', () => {
    expect(syntaxErrorCode('weight missing')).toBe('13');
    expect(syntaxErrorCode('number of segments 26, the message has 27')).toBe('29');
    expect(syntaxErrorCode("message reference 2 differs from UNH's 1")).toBe('28');
    expect(syntaxErrorCode('is invalid')).toBe('12');
  });

  it('makes control references of 14 characters at most', () => {
    expect(controlReference('C', 'abcdef0123', sending.now)).toMatch(/^CABCDEF[0-9A-Z]{1,7}$/);
  });
});

describe('csvReceipt', () => {
  it('writes UTF-8 with a byte order mark, separated by semicolons, quoting where needed', () => {
    const data = csvReceipt([
      { orderNumber: 'A-1', status: 'accepted', shipmentNumber: '26000001', problems: [] },
      {
        orderNumber: 'A-2',
        status: 'refused',
        problems: ['row 3, weight: must be a number; not "x"', 'row 4, goods: required'],
      },
    ]);
    expect([...data.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(data.toString('utf8').slice(1).split('\r\n')).toEqual([
      'orderNumber;status;shipmentNumber;problems',
      'A-1;accepted;26000001;',
      'A-2;refused;;"row 3, weight: must be a number; not ""x"" | row 4, goods: required"',
      '',
    ]);
  });
});
