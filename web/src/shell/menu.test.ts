import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu.ts';

const entries = (roles: Parameters<typeof visibleMenu>[0]) =>
  visibleMenu(roles).flatMap((group) => group.entries.map((entry) => entry.to));

describe('visibleMenu', () => {
  it('shows visitors only the registration', () => {
    expect(entries(null)).toEqual(['/registration']);
  });

  it('shows a customer their work and settings, without administration', () => {
    expect(entries(['User'])).toEqual([
      '/shipments/list',
      '/shipments/create',
      '/addresses/addresses',
      '/addresses/invoice-recipient',
      '/templates/cargoList',
      '/settings',
    ]);
  });

  it('gives a branch admin customers and locations only', () => {
    const administration = visibleMenu(['User', 'NL_Admin']).find(
      (group) => group.labelKey === 'nav.administration',
    );
    expect(administration?.entries.map((entry) => entry.to)).toEqual([
      '/administration/customers',
      '/administration/locations',
    ]);
  });

  it('gives the admin every administration page', () => {
    const administration = visibleMenu(['User', 'Admin']).find(
      (group) => group.labelKey === 'nav.administration',
    );
    expect(administration?.entries).toHaveLength(13);
    expect(administration?.entries.map((entry) => entry.to)).toContain('/administration/journeyCodes');
  });

  it('shows the auditor the shipment list alone', () => {
    expect(entries(['Auditor'])).toEqual(['/shipments/list']);
  });
});
