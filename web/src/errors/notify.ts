import { notifications } from '@mantine/notifications';

/** The outcome of a save (saved, announced, cancelled, ...), already translated by the caller. */
export function notifySaved(title: string, message: string): void {
  notifications.show({ title, message, color: 'green', autoClose: 5000 });
}
