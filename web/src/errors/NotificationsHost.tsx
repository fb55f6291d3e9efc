import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationsWanted, subscribeNotificationsWanted } from './notify.ts';

const Notifications = lazy(() =>
  import('@mantine/notifications').then(({ Notifications }) => ({ default: Notifications })),
);

/** Mantine's notifications container, loaded and mounted with the first notification (notify.ts). */
export function NotificationsHost() {
  const wanted = useSyncExternalStore(subscribeNotificationsWanted, notificationsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
