import type { NotificationData } from '@mantine/notifications';
import { i18n } from '../i18n/index.ts';

/*
 * Notifications load on first use: the library and its host (NotificationsHost.tsx) are not part
 * of the first screen (docs/decisions/0128). Every notification of the app goes through here.
 */

let hostWanted = false;
const hostListeners = new Set<() => void>();

/** Whether the notifications host should be on the page: from the first notification on. */
export function notificationsWanted(): boolean {
  return hostWanted;
}

export function subscribeNotificationsWanted(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/** Shows a notification; the first one loads the notifications library and mounts its host. */
export function showNotification(data: NotificationData): void {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

/** The outcome of a save (saved, announced, cancelled, ...), translated by the caller, under "Saved". */
export function notifySaved(message: string): void {
  showNotification({
    title: i18n.t('notify.saved'),
    message,
    color: 'green',
    autoClose: 5000,
    ...closable(),
  });
}

export function notifyRegistrationConfirmed(): void {
  showNotification({
    message: i18n.t('auth.registrationConfirmed'),
    color: 'green',
    autoClose: 10_000,
    ...closable(),
  });
}

/** A named close button, so screen readers announce what the × does. */
function closable() {
  return { closeButtonProps: { 'aria-label': i18n.t('common.close') } };
}
