import { describe, expect, it } from 'vitest';
import {
  becomesCurrent,
  findJourneyStatus,
  journeyReasons,
  journeyStatuses,
  journeyStatusName,
  newestFirst,
  resolveJourneyCode,
  statusReportSchema,
} from './journey.ts';

describe('the journey status catalogue', () => {
  it('has unique codes, a Recommendation 24 code and a name in every language for each status', () => {
    const codes = journeyStatuses.map((status) => status.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const status of journeyStatuses) {
      expect(status.rec24, status.code).toMatch(/^\d{1,3}$/);
      for (const language of ['en', 'de', 'cs', 'sk'] as const)
        expect(status.names[language].trim(), `${status.code} ${language}`).not.toBe('');
    }
    for (const reason of journeyReasons)
      for (const language of ['en', 'de', 'cs', 'sk'] as const)
        expect(reason.names[language].trim(), `${reason.code} ${language}`).not.toBe('');
  });

  it('ends the journey with delivered, refused and returned, and flags the exceptions', () => {
    const ending = journeyStatuses.filter((status) => status.ends).map((status) => status.code);
    expect(ending.sort()).toEqual(['DELIVERED', 'REFUSED', 'RETURNED']);
    const exceptions = journeyStatuses.filter((status) => status.exception).map((status) => status.code);
    expect(exceptions.sort()).toEqual(
      ['DAMAGED', 'DELIVERY_ATTEMPTED', 'HELD', 'OVER', 'REFUSED', 'RETURNED', 'SHORT'].sort(),
    );
    expect(findJourneyStatus('DELIVERED')).toMatchObject({ rec24: '21', ends: true, exception: false });
    expect(findJourneyStatus('PICKED_UP')?.rec24).toBe('13');
    expect(findJourneyStatus('NOPE')).toBeUndefined();
  });

  it("names a status in the reader's language, English for another", () => {
    expect(journeyStatusName('DELIVERED', 'de')).toBe('Zugestellt');
    expect(journeyStatusName('DELIVERED', 'cs')).toBe('Doručeno');
    expect(journeyStatusName('DELIVERED', 'fr')).toBe('Delivered');
    expect(journeyStatusName('UNKNOWN', 'de')).toBe('UNKNOWN');
  });

  it("resolves a forwarder's own code through its mappings, the portal's codes as they are", () => {
    const mappings = [{ externalCode: 'ZU', status: 'DELIVERED' as const }];
    expect(resolveJourneyCode('ZU', mappings)).toEqual({ status: 'DELIVERED' });
    expect(resolveJourneyCode('LOADED')).toEqual({ status: 'LOADED' });
    expect(resolveJourneyCode('ZZ')).toBeUndefined();
  });
});

describe('which report becomes the current status', () => {
  const at = (status: string, occurredAt: string) => ({ status, occurredAt });

  it('orders by when it happened, not by arrival, across offsets', () => {
    expect(becomesCurrent(undefined, at('PICKED_UP', '2026-11-24T08:00:00+01:00'))).toBe(true);
    const departed = at('DEPARTED', '2026-11-24T18:00:00+01:00');
    expect(becomesCurrent(departed, at('LOADED', '2026-11-24T17:00:00+01:00'))).toBe(false);
    expect(becomesCurrent(departed, at('ARRIVED', '2026-11-24T17:30:00Z'))).toBe(true);
    expect(becomesCurrent(departed, at('ARRIVED', '2026-11-24T18:00:00+01:00'))).toBe(true);
  });

  it('keeps a journey-ending status against later non-ending reports', () => {
    const delivered = at('DELIVERED', '2026-11-25T10:00:00+01:00');
    expect(becomesCurrent(delivered, at('DAMAGED', '2026-11-25T11:00:00+01:00'))).toBe(false);
    expect(becomesCurrent(delivered, at('RETURNED', '2026-11-26T11:00:00+01:00'))).toBe(true);
  });

  it('sorts a history newest first by when it happened', () => {
    const sorted = newestFirst([
      at('PICKED_UP', '2026-11-24T08:00:00+01:00'),
      at('DELIVERED', '2026-11-25T10:00:00+01:00'),
      at('LOADED', '2026-11-24T07:30:00Z'),
    ]);
    expect(sorted.map((entry) => entry.status)).toEqual(['DELIVERED', 'LOADED', 'PICKED_UP']);
  });
});

describe('a status report', () => {
  it('needs an offset on its time and reports every wrong field at once', () => {
    const result = statusReportSchema.safeParse({
      reportId: 'has space',
      // A code is only checked for its form here: whether one of the forwarder's own codes maps
      // it is the use case's question (docs/decisions/0236).
      status: 'FLY ING',
      occurredAt: '2026-11-24T08:00:00',
      sscc: '12',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['occurredAt', 'reportId', 'sscc', 'status']);
  });

  it('takes a complete report', () => {
    const parsed = statusReportSchema.parse({
      reportId: 'TMS-000123',
      status: 'DELIVERY_ATTEMPTED',
      occurredAt: '2026-11-25T09:12:00+01:00',
      place: { branch: 'MUC', zipCode: '80339', city: 'München', country: 'DE' },
      reason: 'CONSIGNEE_ABSENT',
      remarks: 'Nobody at the door',
      sscc: '340123450000000018',
      reporter: 'Handheld MUC-12',
    });
    expect(parsed.reason).toBe('CONSIGNEE_ABSENT');
  });
});
