import { describe, expect, it } from 'vitest';
import { databaseAway } from './problems.ts';

describe('databaseAway', () => {
  it.each([
    ['refused', { code: 'ECONNREFUSED' }],
    ['shut down', { code: '57P01' }],
    ['out of connection slots', { code: '53300', message: 'sorry, too many clients already' }],
    ['pool timeout', { message: 'timeout exceeded when trying to connect' }],
  ])('takes a server that is %s for a passing unavailability', (_case, error) => {
    expect(databaseAway(Object.assign(new Error(), error))).toBe(true);
  });

  it.each([
    ['a unique violation', { code: '23505' }],
    ['a syntax error', { code: '42601' }],
    ['a programming error', { message: "Cannot read properties of undefined (reading 'id')" }],
  ])('leaves %s an internal error', (_case, error) => {
    expect(databaseAway(Object.assign(new Error(), error))).toBe(false);
  });
});
