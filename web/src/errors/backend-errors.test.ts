import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { FrontendError, lastError, publishError, reportOf, subscribeErrors } from './backend-errors.ts';

const problem = {
  type: 'about:blank',
  title: 'Conflict',
  status: 409,
  detail: 'The shipment was changed by someone else.',
  instance: '/api/shipments/S-1',
  timestamp: '2026-11-22T08:15:00.000Z',
  method: 'PUT',
  errors: [{ field: 'version', defaultMessage: 'stale' }],
  details: ['expected version 3, found 4'],
};

describe('the backend-error channel', () => {
  it('turns an ApiError into everything the dialog lists', () => {
    expect(reportOf(new ApiError(problem))).toEqual({
      status: 409,
      title: 'Conflict',
      detail: 'The shipment was changed by someone else.',
      timestamp: '2026-11-22T08:15:00.000Z',
      method: 'PUT',
      instance: '/api/shipments/S-1',
      fieldErrors: [{ field: 'version', defaultMessage: 'stale' }],
      details: ['expected version 3, found 4'],
    });
  });

  it('reports a form that cannot be saved with status -400 and its field list', () => {
    const error = new FrontendError('Die Sendung kann nicht gespeichert werden.', [
      { field: 'consignee.name', defaultMessage: 'field.required' },
    ]);
    expect(reportOf(error)).toMatchObject({
      status: -400,
      title: 'Die Sendung kann nicht gespeichert werden.',
      fieldErrors: [{ field: 'consignee.name', defaultMessage: 'field.required' }],
    });
  });

  it('delivers published errors to every listener until it unsubscribes, and remembers the last', () => {
    const received: number[] = [];
    const unsubscribe = subscribeErrors((report) => received.push(report.status));
    publishError(new ApiError({ ...problem, status: 503, title: 'Service Unavailable' }));
    unsubscribe();
    publishError(new Error('boom'));
    expect(received).toEqual([503]);
    expect(lastError()).toMatchObject({ status: 0, title: 'boom' });
  });
});
