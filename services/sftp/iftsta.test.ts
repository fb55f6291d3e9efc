import { describe, expect, it } from 'vitest';
import { readEdifact } from '../files/edifact.ts';
import { iftstaFileContent, iftstaReports, instantOf, reasonOfRec24, statusOfRec24 } from './iftsta.ts';
import { dtm205, iftstaFileName, iftstaMessage } from './iftsta-out.ts';

const read = (text: string) =>
  iftstaReports(readEdifact(text, { maxSegments: 1000, maxComponentChars: 2000 }));

/** An interchange of `messages` (each its segments between UNH and UNT), counted. */
function interchange(messages: string[][], version = 'D:96A'): string {
  const lines = ["UNA:+.? '", "UNB+UNOC:3+TMS:ZZZ+FREIGHTPORTAL:ZZZ+261125:0915+ST0001'"];
  messages.forEach((body, index) => {
    lines.push(`UNH+M${index + 1}+IFTSTA:${version}:UN'`, ...body, `UNT+${body.length + 2}+M${index + 1}'`);
  });
  lines.push(`UNZ+${messages.length}+ST0001'`);
  return lines.join('\n');
}

describe('the IFTSTA reader', () => {
  it('reads each STS group as a report of the shipment CNI names, with date, place, reason, remarks and SSCC', () => {
    const content = read(
      interchange([
        [
          "BGM+23+ST-1+9'",
          "CNI+1+1000042'",
          "STS+1+23+6'",
          "RFF+TN:TMS-2026-000123'",
          "DTM+334:202611250912?+0100:205'",
          "LOC+175+MUC:::München+DE+80339'",
          "FTX+AAA+++Nobody at the door'",
          "GID+1'",
          "PCI+33E'",
          "GIN+BJ+340123450000000018'",
          "STS+1+13'",
          "DTM+334:202611240700:203'",
        ],
      ]),
    );
    expect(content.errors).toEqual([]);
    expect(content.messages[0]?.problems).toEqual([]);
    expect(content.messages[0]?.reports).toEqual([
      {
        shipmentNumber: '1000042',
        position: 6,
        report: {
          reportId: 'TMS-2026-000123',
          status: 'DELIVERY_ATTEMPTED',
          occurredAt: '2026-11-25T09:12:00+01:00',
          place: { branch: 'MUC', city: 'München', country: 'DE', zipCode: '80339' },
          reason: 'CONSIGNEE_ABSENT',
          remarks: 'Nobody at the door',
          sscc: '340123450000000018',
        },
      },
      {
        shipmentNumber: '1000042',
        position: 14,
        // No RFF+TN: the id is derived from the interchange, the message and the STS's number.
        report: { reportId: 'ST0001-M1-2', status: 'PICKED_UP', occurredAt: '2026-11-24T07:00:00Z' },
      },
    ]);
  });

  it('reads D.01B, RFF+CN as the shipment, DTM+7 and a date of the consignment for its groups', () => {
    const content = read(
      interchange([["BGM+23+ST-2+9'", "RFF+CN:1000043'", "DTM+7:20261126101530:204'", "STS+1+21'"]], 'D:01B'),
    );
    expect(content.messages[0]?.reports.map((report) => [report.shipmentNumber, report.report])).toEqual([
      ['1000043', { reportId: 'ST0001-M1-1', status: 'DELIVERED', occurredAt: '2026-11-26T10:15:30Z' }],
    ]);
  });

  it('names the reports it cannot read and keeps reading the others', () => {
    const content = read(
      interchange([
        [
          "CNI+1+1000042'",
          "STS+1+99'",
          "DTM+334:202611250912:203'",
          "STS+1+21'",
          "DTM+334:202611311212:203'",
          "STS+1+24'",
          "STS+1+1'",
          "DTM+334:202611250912:203'",
        ],
        ["STS+1+21'", "DTM+334:202611250912:203'"],
      ]),
    );
    expect(content.messages[0]?.problems.map((problem) => problem.message)).toEqual([
      'segment 5 STS, element C555.4405: status "99" is no status the portal reads',
      'segment 8 DTM, element C507.2380: date "202611311212" in format "203" is no time (203, 204 or 205)',
      'segment 9 STS: no DTM+334 or DTM+7 says when it happened',
    ]);
    expect(content.messages[0]?.reports.map((report) => report.report.status)).toEqual(['ARRIVED']);
    expect(content.messages[1]?.problems.map((problem) => problem.message)).toEqual([
      'segment 14 STS: no shipment number (CNI C503.1004 or RFF+CN) before it',
    ]);
  });

  it('refuses another message type or version, and names a wrong trailer', () => {
    const text = interchange([["CNI+1+1000042'", "STS+1+21'"]], 'D:93A').replace('UNZ+1+', 'UNZ+2+');
    const content = read(text);
    expect(content.messages[0]?.problems.map((problem) => problem.message)).toEqual([
      'segment 3 UNH, element S009.0054: version D:93A is not read (D:96A, D:01B)',
    ]);
    expect(content.errors.map((error) => error.message)).toEqual([
      'segment 7 UNZ, element 0036: message count "2" should be 1',
    ]);
    expect(iftstaFileContent({ data: Buffer.from('no edifact') }).errors).toHaveLength(1);
  });

  it('maps Rec. 24 codes shared by several statuses by the portal code, else the reason, else a default', () => {
    expect(statusOfRec24('23')).toBe('DELIVERY_ATTEMPTED');
    expect(statusOfRec24('23', undefined, '3')).toBe('REFUSED');
    expect(statusOfRec24('23', 'RETURNED')).toBe('RETURNED');
    expect(statusOfRec24('21', 'RETURNED')).toBe('DELIVERED');
    expect(statusOfRec24('HELD')).toBe('HELD');
    expect(reasonOfRec24('6')).toBe('CONSIGNEE_ABSENT');
    expect(reasonOfRec24('6', 'NO_ACCESS')).toBe('NO_ACCESS');
    expect(reasonOfRec24('', 'OTHER')).toBe('OTHER');
    expect(reasonOfRec24('42')).toBe('OTHER');
    expect(instantOf('202611250912-0500', '205')).toBe('2026-11-25T09:12:00-05:00');
    expect(instantOf('20261125', '102')).toBeUndefined();
  });
});

describe('the IFTSTA writer', () => {
  const data = {
    shipmentNumber: '1000042',
    reportId: 'TMS+2026?000123',
    status: 'RETURNED' as const,
    occurredAt: '2026-11-25T09:12:00+01:00',
    place: { branch: 'MUC', zipCode: '80339', city: 'München', country: 'DE' },
    reason: 'REFUSED_BY_CONSIGNEE' as const,
    remarks: 'Mrs Novak refused it',
    sscc: '340123450000000018',
    reporter: 'Handheld MUC-12',
    reportedAt: '2026-11-25T08:13:05.412Z',
    current: true,
    changes: [],
  };

  it('writes a report that reads back as the same report, without remarks and reporter', () => {
    const written = iftstaMessage('100001', data, new Date('2026-11-25T08:13:05.412Z'));
    expect(written.name).toBe(iftstaFileName('1000042', 'TMS+2026?000123'));
    expect(written.name).toMatch(/^status-1000042-[0-9a-f]{12}\.iftsta\.edi$/);
    const text = written.data.toString('latin1');
    expect(text).not.toContain('Novak');
    expect(text).not.toContain('Handheld');
    const content = read(text);
    expect(content.errors).toEqual([]);
    expect(content.messages[0]?.problems).toEqual([]);
    expect(content.messages[0]?.reports.map((report) => [report.shipmentNumber, report.report])).toEqual([
      [
        '1000042',
        {
          reportId: 'TMS+2026?000123',
          status: 'RETURNED',
          occurredAt: '2026-11-25T09:12:00+01:00',
          place: { branch: 'MUC', city: 'München', country: 'DE', zipCode: '80339' },
          reason: 'REFUSED_BY_CONSIGNEE',
          sscc: '340123450000000018',
        },
      ],
    ]);
    // The same report gives the same bytes.
    expect(
      iftstaMessage('100001', data, new Date('2026-11-25T08:13:05.412Z')).data.equals(written.data),
    ).toBe(true);
  });

  it('writes UTC as +0000', () => {
    expect(dtm205('2026-11-25T08:13:05.412Z')).toBe('202611250813+0000');
    const minimal = iftstaMessage(
      '100001',
      {
        ...data,
        status: 'DELIVERED',
        occurredAt: '2026-11-26T10:00:00Z',
        place: undefined,
        reason: undefined,
        sscc: undefined,
      } as never,
      new Date('2026-11-26T10:01:00Z'),
    );
    const [report] = read(minimal.data.toString('latin1')).messages[0]?.reports ?? [];
    expect(report?.report).toEqual({
      reportId: 'TMS+2026?000123',
      status: 'DELIVERED',
      occurredAt: '2026-11-26T10:00:00+00:00',
    });
  });
});
