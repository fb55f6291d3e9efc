import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HalCollection } from '../../../contracts/hal.ts';
import type { CustomerCompany } from '../../../contracts/identity.ts';
import type { LocationSummary } from '../../../contracts/masterdata/locations.ts';
import type { NotificationCode } from '../../../contracts/masterdata/reference.ts';
import type { PersonalSetting, PersonalSettingName } from '../../../contracts/masterdata/settings.ts';
import type { PrinterType } from '../../../contracts/shipment/dialogs.ts';
import { apiJson, nullIfNotFound } from './client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The signed-in user's personal settings (GET /api/settings). Always asked again when the screen
 * opens, since the label printing dialog may have remembered another printer type meanwhile.
 */
export const personalSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.settings.list(),
    queryFn: () => apiJson<PersonalSetting[]>('/api/settings'),
    staleTime: 0,
  });

/** The active delivery-note codes with their attachment and default facts, for the settings table. */
export const deliveryNoteCodesQuery = () =>
  queryOptions({
    queryKey: queryKeys.reference.notificationCodeDetails(),
    queryFn: async () =>
      (
        await apiJson<HalCollection<'notificationCodes', NotificationCode>>(
          '/api/notificationCodes?active=true&size=100&sort=identifier,asc',
        )
      )._embedded?.notificationCodes ?? [],
    staleTime: 5 * 60_000,
  });

/**
 * The currency of the branch handling the user's customer; EUR when the user has no customer or
 * the branch is unknown (a 404 there means "none", spec 001 section 8).
 */
export const branchCurrencyQuery = () =>
  queryOptions({
    queryKey: queryKeys.account.branchCurrency(),
    queryFn: async (): Promise<string> => {
      const customer = await nullIfNotFound(apiJson<CustomerCompany>('/api/customer-data'));
      if (!customer?.location) return 'EUR';
      const branch = await nullIfNotFound(
        apiJson<LocationSummary>(`/api/locations/${encodeURIComponent(customer.location)}`),
      );
      return branch?.currency.isoCode ?? 'EUR';
    },
    staleTime: 10 * 60_000,
  });

/** The remembered printer type (personal setting PRINTER_TYPE); none when never saved (404). */
export const printerTypeQuery = () =>
  queryOptions({
    queryKey: queryKeys.settings.one('PRINTER_TYPE'),
    queryFn: async (): Promise<PrinterType | null> => {
      const setting = await nullIfNotFound(apiJson<{ value?: unknown }>('/api/settings/PRINTER_TYPE'));
      const value = setting?.value;
      return value === 'LASER' || value === 'LASER_POSITION' || value === 'ZEBRA' ? value : null;
    },
  });

export const savePrinterType = (printerType: PrinterType) =>
  apiJson<unknown>('/api/settings/PRINTER_TYPE', {
    method: 'PUT',
    json: { name: 'PRINTER_TYPE', value: printerType },
  });

/**
 * Saves settings one PUT each (spec 001 section 7). The list shows the new values at once and
 * goes back if the server refuses; the caller shows the outcome.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const listKey = personalSettingsQuery().queryKey;
  return useMutation({
    meta: { reportErrors: false },
    mutationFn: (changes: { name: PersonalSettingName; value: unknown }[]) =>
      Promise.all(
        changes.map(({ name, value }) =>
          apiJson<PersonalSetting>(`/api/settings/${name}`, { method: 'PUT', json: { name, value } }),
        ),
      ),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const before = queryClient.getQueryData(listKey);
      queryClient.setQueryData(listKey, (list = []) => merged(list, changes));
      return { before };
    },
    onError: async (_error, _changes, context) => {
      queryClient.setQueryData(listKey, context?.before);
      // Of several changes some may have been saved: the server's list is the truth.
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(listKey, (list = []) => merged(list, saved));
      await Promise.all(
        saved.map(({ name }) => queryClient.invalidateQueries({ queryKey: queryKeys.settings.one(name) })),
      );
    },
  });
}

function merged(list: readonly PersonalSetting[], changes: readonly PersonalSetting[]): PersonalSetting[] {
  const byName = new Map(list.map((setting) => [setting.name, setting]));
  for (const change of changes) byName.set(change.name, { name: change.name, value: change.value });
  return [...byName.values()];
}
