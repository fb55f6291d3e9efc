import { describe, expect, it } from 'vitest';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import {
  customerFormValues,
  customerLookup,
  customerPayload,
  importRowError,
  isAssigned,
  isImportable,
  mayCreate,
  settingInputValue,
} from './customer-values.ts';

const saved: AdminCustomer = {
  customerId: '100001',
  activated: true,
  name: 'Müller Maschinenbau GmbH',
  additionalName: null,
  street: 'Hafenstraße 1',
  zipCode: '20457',
  city: 'Hamburg',
  country: 'DE',
  location: 'HAM',
  secondaryLocation: null,
  _links: { self: { href: 'http://portal/api/admin/customers/100001' } },
};

describe('the create dialog lookup', () => {
  it('waits for six characters', () => {
    expect(customerLookup('10000', { isFetching: false, data: undefined })).toEqual({ state: 'incomplete' });
    expect(customerLookup('1000011', { isFetching: false, data: null })).toEqual({ state: 'incomplete' });
  });

  it('searches, then tells not found, existing and found-but-new apart', () => {
    expect(customerLookup('100001', { isFetching: true, data: undefined }).state).toBe('searching');
    expect(customerLookup('100001', { isFetching: true, data: null }).state).toBe('searching');
    expect(customerLookup('100009', { isFetching: false, data: null }).state).toBe('not-found');
    expect(customerLookup('100001', { isFetching: false, data: saved }).state).toBe('exists');
    const offered = { ...saved, _links: {} };
    expect(customerLookup('100001', { isFetching: false, data: offered }).state).toBe('found');
  });

  it('lets OK through only for a valid form of a customer not yet saved', () => {
    expect(mayCreate({ state: 'not-found' }, true)).toBe(true);
    expect(mayCreate({ state: 'not-found' }, false)).toBe(false);
    expect(mayCreate({ state: 'searching' }, true)).toBe(false);
    expect(mayCreate({ state: 'exists', customer: saved }, true)).toBe(false);
    expect(mayCreate({ state: 'found', customer: { ...saved, _links: {} } }, true)).toBe(true);
  });
});

describe('customer form values', () => {
  it('start activated in DE and in the given branch', () => {
    expect(customerFormValues(undefined, 'HAM')).toMatchObject({
      activated: true,
      country: 'DE',
      location: 'HAM',
    });
  });

  it('send trimmed texts and null for empty optional ones', () => {
    const payload = customerPayload({
      ...customerFormValues(saved),
      name: '  Müller  ',
      additionalName: ' ',
      country: '',
    });
    expect(payload).toMatchObject({
      name: 'Müller',
      additionalName: null,
      secondaryLocation: null,
      country: 'DE',
    });
  });
});

describe('settings, import and members', () => {
  it('shows stored setting values by their input', () => {
    expect(settingInputValue({ kind: 'switch' }, true)).toBe(true);
    expect(settingInputValue({ kind: 'switch' }, 'true')).toBe(false);
    expect(settingInputValue({ kind: 'options', options: ['cbm'] }, ['cbm', 3])).toEqual(['cbm']);
    expect(settingInputValue({ kind: 'options', options: ['cbm'] }, null)).toEqual([]);
    expect(settingInputValue({ kind: 'select', options: [''] }, 'ldm')).toBe('ldm');
    expect(settingInputValue({ kind: 'password' }, { hash: 'x' })).toBe('');
  });

  it('reads the row of an import error and the importable file types', () => {
    expect(importRowError('rows[2].zipCode')).toEqual({ row: 3, field: 'zipCode' });
    expect(importRowError('file')).toBeNull();
    expect(isImportable('Adressen.XLSX')).toBe(true);
    expect(isImportable('addresses.txt')).toBe(false);
  });

  it('knows a user assigned already', () => {
    expect(isAssigned({ customerIds: ['100001'] }, '100001')).toBe(true);
    expect(isAssigned({ customerIds: ['100002'] }, '100001')).toBe(false);
  });
});
