import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n/index.ts';

/** The outcome of a save (saved, announced, cancelled, ...), translated by the caller, under "Saved". */
export function notifySaved(message: string): void {
  notifications.show({
    title: i18n.t('notify.saved'),
    message,
    color: 'green',
    autoClose: 5000,
    ...closable(),
  });
}

export function notifyRegistrationConfirmed(): void {
  notifications.show({
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
