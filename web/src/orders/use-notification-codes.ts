import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { NotificationCode } from '../../../contracts/masterdata/reference.ts';
import type { DeliveryNotePreference } from '../../../contracts/masterdata/settings.ts';
import { notificationCodesQuery } from '../api/order-reference.ts';
import { personalSettingsQuery } from '../api/settings.ts';
import { codesWithPreferences } from './delivery-note-rules.ts';

/**
 * The delivery note codes the order form works with: the forwarder's active codes as the user's
 * delivery-notes table in the personal settings shapes them. Undefined while loading.
 */
export function useNotificationCodes(): NotificationCode[] | undefined {
  const codes = useQuery(notificationCodesQuery()).data;
  const settings = useQuery({ ...personalSettingsQuery(), staleTime: 60_000 });
  const preferences = settings.data?.find((setting) => setting.name === 'NOTIFICATION_CODES')?.value as
    | DeliveryNotePreference[]
    | undefined;
  return useMemo(
    () => (codes && !settings.isPending ? codesWithPreferences(codes, preferences) : undefined),
    [codes, preferences, settings.isPending],
  );
}
