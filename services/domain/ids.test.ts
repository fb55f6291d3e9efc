import { describe, expect, it } from 'vitest';
import { deterministicUuid } from './ids.ts';

describe('deterministic ids', () => {
  it('gives the same valid UUID for the same parts and another for other parts', () => {
    const id = deterministicUuid('event-1', 'shipping-notice');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deterministicUuid('event-1', 'shipping-notice')).toBe(id);
    expect(deterministicUuid('event-1', 'cancellation')).not.toBe(id);
    expect(deterministicUuid('event-1s', 'hipping-notice')).not.toBe(id);
  });
});
