import type { RoleKind } from '../../../contracts/access.ts';
import { canAccess } from '../auth/permissions.ts';
import type { Messages } from '../i18n/en.ts';

type Key<Group extends keyof Messages> = `${Group}.${Extract<keyof Messages[Group], string>}`;
export type MenuLabelKey = Key<'nav'> | Key<'admin'>;

export interface MenuEntry {
  to: string;
  labelKey: MenuLabelKey;
}

export interface MenuGroup {
  labelKey: MenuLabelKey;
  entries: MenuEntry[];
}

/** The main menu in the order of the spec's routes; an entry shows only where canAccess passes. */
export const mainMenu: MenuGroup[] = [
  {
    labelKey: 'nav.shipments',
    entries: [
      { to: '/shipments/list', labelKey: 'nav.shipmentList' },
      { to: '/shipments/create', labelKey: 'nav.createShipment' },
    ],
  },
  {
    labelKey: 'nav.addresses',
    entries: [
      { to: '/addresses/addresses', labelKey: 'nav.addressBook' },
      { to: '/addresses/invoice-recipient', labelKey: 'nav.invoiceRecipients' },
    ],
  },
  { labelKey: 'nav.templates', entries: [{ to: '/templates/cargoList', labelKey: 'nav.cargoTemplates' }] },
  {
    labelKey: 'nav.administration',
    entries: [
      { to: '/administration/customers', labelKey: 'admin.customers' },
      { to: '/administration/locations', labelKey: 'admin.locations' },
      { to: '/administration/services', labelKey: 'admin.services' },
      { to: '/administration/countries', labelKey: 'admin.countries' },
      { to: '/administration/notificationCodes', labelKey: 'admin.notificationCodes' },
      { to: '/administration/products', labelKey: 'admin.products' },
      { to: '/administration/packagingCodes', labelKey: 'admin.packagingCodes' },
      { to: '/administration/hazmatCodes', labelKey: 'admin.hazmatCodes' },
      { to: '/administration/incoTermCodes', labelKey: 'admin.incoTermCodes' },
      { to: '/administration/hazmats', labelKey: 'admin.hazmats' },
      { to: '/administration/zipCodeAreas', labelKey: 'admin.zipCodeAreas' },
      { to: '/administration/mailPersistenceEvents', labelKey: 'admin.mailPersistenceEvents' },
      { to: '/administration/journeyCodes', labelKey: 'admin.journeyCodes' },
    ],
  },
  { labelKey: 'nav.settings', entries: [{ to: '/settings', labelKey: 'nav.settings' }] },
  { labelKey: 'nav.registration', entries: [{ to: '/registration', labelKey: 'nav.registration' }] },
];

/** The menu a viewer sees: groups keep only their permitted entries, and empty groups disappear. */
export function visibleMenu(roles: readonly RoleKind[] | null): MenuGroup[] {
  return mainMenu
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => canAccess(entry.to, roles)) }))
    .filter((group) => group.entries.length > 0);
}
