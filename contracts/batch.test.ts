import { describe, expect, it } from 'vitest';
import { type BatchItemJob, batchItemsOfJob } from './batch.ts';

const item = (index: number): BatchItemJob => ({
  batchId: 'b6f0c1de-5a4e-4a55-9f43-2c9a4b0f6a11',
  type: 'announce',
  index,
  shipmentNumber: String(1000 + index),
  announcement: { dateFrom: '2026-11-25', timeFrom: '08:00', timeUntil: '16:00', notice: 'Rampe 1' },
  principal: {
    subject: 'customer1',
    username: 'customer1',
    email: 'customer1@example.com',
    firstName: 'Petra',
    lastName: 'Lange',
    fullName: 'Petra Lange',
    phone: '+49 40 123456',
    roles: ['User'],
    customerIds: ['100001'],
  },
  requestedAt: '2026-11-24T10:00:00.000Z',
});

describe('the items of a batch job (decision 0168)', () => {
  it('gives each item of a chunk the fields the chunk holds once', () => {
    const [first, second] = [item(8), item(9)];
    const { index: _index, shipmentNumber: _number, ...shared } = first;
    const chunk = {
      ...shared,
      items: [first, second].map(({ index, shipmentNumber }) => ({ index, shipmentNumber })),
    };
    expect(batchItemsOfJob(chunk)).toEqual([first, second]);
  });

  it('still reads a job of one item, queued before chunks existed', () => {
    expect(batchItemsOfJob(item(3))).toEqual([item(3)]);
  });

  it('refuses a chunk without items and a job that is neither', () => {
    const { index: _index, shipmentNumber: _number, ...shared } = item(0);
    expect(() => batchItemsOfJob({ ...shared, items: [] })).toThrow();
    expect(() => batchItemsOfJob({ batchId: 'x' })).toThrow();
  });
});
