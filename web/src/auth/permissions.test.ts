import { describe, expect, it } from 'vitest';
import type { RoleKind } from '../../../contracts/access.ts';
import { canAccess } from './permissions.ts';

const visitor = null;
const customer: RoleKind[] = ['User'];
const noRoles: RoleKind[] = [];
const branchAdmin: RoleKind[] = ['User', 'NL_Admin'];
const centralAdmin: RoleKind[] = ['User', 'All_NL_Admin'];
const admin: RoleKind[] = ['User', 'Admin'];
const auditor: RoleKind[] = ['Auditor'];

const adminOnly = [
  '/administration/services',
  '/administration/countries',
  '/administration/notificationCodes',
  '/administration/products',
  '/administration/packagingCodes',
  '/administration/hazmatCodes',
  '/administration/incoTermCodes',
  '/administration/hazmats',
  '/administration/zipCodeAreas',
  '/administration/mailPersistenceEvents',
  '/administration/journeyCodes',
];

describe('canAccess (spec 001 section 6)', () => {
  it('lets anyone see the start, the sign-in callback and the help pages', () => {
    for (const path of ['/', '/auth/callback', '/help/imprint', '/help/adsp']) {
      expect(canAccess(path, visitor), path).toBe(true);
      expect(canAccess(path, auditor), path).toBe(true);
    }
  });

  it('offers registration to visitors only', () => {
    expect(canAccess('/registration', visitor)).toBe(true);
    expect(canAccess('/registration', customer)).toBe(false);
    expect(canAccess('/registration', noRoles)).toBe(false);
  });

  it('opens shipments, addresses and templates to any signed-in user and to nobody else', () => {
    for (const path of [
      '/shipments/list',
      '/shipments/create',
      '/addresses/addresses',
      '/addresses/invoice-recipient',
      '/templates/cargoList',
    ]) {
      expect(canAccess(path, visitor), path).toBe(false);
      expect(canAccess(path, customer), path).toBe(true);
      expect(canAccess(path, noRoles), path).toBe(true);
      expect(canAccess(path, admin), path).toBe(true);
    }
  });

  it('lets the auditor read the shipment list but not create shipments or keep address books', () => {
    expect(canAccess('/shipments/list', auditor)).toBe(true);
    expect(canAccess('/shipments/create', auditor)).toBe(false);
    expect(canAccess('/addresses/addresses', auditor)).toBe(false);
    expect(canAccess('/templates/cargoList', auditor)).toBe(false);
    expect(canAccess('/settings', auditor)).toBe(false);
    expect(canAccess('/administration/customers', auditor)).toBe(false);
  });

  it('requires the User role for the personal settings', () => {
    expect(canAccess('/settings', customer)).toBe(true);
    expect(canAccess('/settings/index', customer)).toBe(true);
    expect(canAccess('/settings', noRoles)).toBe(false);
    expect(canAccess('/settings', visitor)).toBe(false);
  });

  it('opens customers and locations to every kind of administrator', () => {
    for (const path of ['/administration/customers', '/administration/locations']) {
      expect(canAccess(path, branchAdmin), path).toBe(true);
      expect(canAccess(path, centralAdmin), path).toBe(true);
      expect(canAccess(path, admin), path).toBe(true);
      expect(canAccess(path, customer), path).toBe(false);
      expect(canAccess(path, visitor), path).toBe(false);
    }
  });

  it('keeps services, reference data and mail events to the Admin role', () => {
    for (const path of adminOnly) {
      expect(canAccess(path, admin), path).toBe(true);
      expect(canAccess(path, branchAdmin), path).toBe(false);
      expect(canAccess(path, centralAdmin), path).toBe(false);
      expect(canAccess(path, customer), path).toBe(false);
    }
  });

  it('matches whole path segments and ignores a trailing slash', () => {
    expect(canAccess('/administration/services/', branchAdmin)).toBe(false);
    expect(canAccess('/administration/customersX', branchAdmin)).toBe(true);
    expect(canAccess('/administration/servicesX', branchAdmin)).toBe(true);
    expect(canAccess('/shipments/list/', visitor)).toBe(false);
  });

  it('asks for sign-in on unknown paths rather than revealing them to visitors', () => {
    expect(canAccess('/no-such-page', visitor)).toBe(false);
    expect(canAccess('/no-such-page', customer)).toBe(true);
  });
});
