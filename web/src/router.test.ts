import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from './router.tsx';
import { mainMenu } from './shell/menu.ts';

/** Every route of spec 000 section 2 and spec 001 section 2. */
const specPaths = [
  '/',
  '/shipments/list',
  '/shipments/create',
  '/addresses/addresses',
  '/addresses/invoice-recipient',
  '/templates/cargoList',
  '/settings',
  '/settings/index',
  '/registration',
  '/administration/customers',
  '/administration/services',
  '/administration/countries',
  '/administration/locations',
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

const routePaths = Object.keys(createAppRouter(new QueryClient()).routesByPath);

describe('the route tree', () => {
  it('has a route for every path of both specs', () => {
    expect(specPaths.filter((path) => !routePaths.includes(path))).toEqual([]);
  });

  it('has a route behind every menu entry and the sign-in callback', () => {
    const menuPaths = mainMenu.flatMap((group) => group.entries.map((entry) => entry.to));
    expect(menuPaths.filter((path) => !routePaths.includes(path))).toEqual([]);
    expect(routePaths).toContain('/auth/callback');
  });
});
