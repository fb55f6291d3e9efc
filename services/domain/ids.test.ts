import { describe, expect, it } from 'vitest';
import { derivedUuid, deterministicUuid } from './ids.ts';

const V8 = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('deterministic ids', () => {
  it('gives the same valid UUID for the same parts and another for other parts', () => {
    const id = deterministicUuid('event-1', 'shipping-notice');
    expect(id).toMatch(V8);
    expect(deterministicUuid('event-1', 'shipping-notice')).toBe(id);
    expect(deterministicUuid('event-1', 'cancellation')).not.toBe(id);
    expect(deterministicUuid('event-1s', 'hipping-notice')).not.toBe(id);
  });
});

describe('ids derived from other ids', () => {
  const earlier = '019ab3f2-1c00-7a12-8b34-56789abcdef0';
  const later = '019ab3f2-2d00-7c56-9d78-9abcdef01234';

  it('keep the time of a time-ordered base, so they sort as their bases do', () => {
    const first = derivedUuid(earlier, 'shipping-notice', '');
    const second = derivedUuid(later, 'shipping-notice', '');
    expect(first).toMatch(V8);
    expect(first.slice(0, 13)).toBe(earlier.slice(0, 13));
    expect(second.slice(0, 13)).toBe(later.slice(0, 13));
    expect(first < second).toBe(true);
  });

  it('are the same for the same base and parts and differ for other parts', () => {
    const id = derivedUuid(earlier, 'shipping-notice', '');
    expect(derivedUuid(earlier, 'shipping-notice', '')).toBe(id);
    expect(derivedUuid(earlier, 'cancellation', '')).not.toBe(id);
    expect(derivedUuid(earlier, 'shipping-notice', '').slice(13)).toBe(
      deterministicUuid(earlier, 'shipping-notice', '').slice(13),
    );
  });

  it('derive from other bases exactly as deterministicUuid does (ids of events stored before)', () => {
    const random = 'a3bb189e-8bf9-4888-9912-ace4e6543002';
    expect(derivedUuid(random, 'shipping-notice', 'x')).toBe(
      deterministicUuid(random, 'shipping-notice', 'x'),
    );
    expect(derivedUuid('batch-7', '1')).toBe(deterministicUuid('batch-7', '1'));
  });
});
