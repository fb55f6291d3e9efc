import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApiClient } from './api/client.ts';
import { createQueryClient } from './api/query-client.ts';
import { accessToken, getSession, initSession, renewAccessToken, subscribeSession } from './auth/session.ts';
import { preloadMenu } from './components/DeferredMenu.tsx';
import { preloadDialog } from './components/Dialog.tsx';
import { ConfirmProvider } from './errors/confirm.tsx';
import { ErrorDialog, preloadErrorReportView } from './errors/ErrorDialog.tsx';
import { NotificationsHost } from './errors/NotificationsHost.tsx';
import { selectTextOnFocus } from './forms/select-text-on-focus.ts';
import { currentLanguage, initI18n } from './i18n/index.ts';
import { preloadWhenIdle } from './preload.ts';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

async function start(root: HTMLElement) {
  configureApiClient({ accessToken, renewAccessToken, language: currentLanguage });
  selectTextOnFocus();
  // The texts and the session are independent: both are read at once.
  await Promise.all([initI18n(), initSession(window.location.origin)]);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // Signing in, out or as someone else changes what every page may show: drop cached data and
  // re-check the route. A renewed token of the same user changes nothing on screen.
  let subject = getSession().user?.profile.sub;
  subscribeSession(() => {
    const next = getSession().user?.profile.sub;
    if (next === subject) return;
    subject = next;
    queryClient.clear();
    void router.invalidate();
  });
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>
          <ConfirmProvider>
            <RouterProvider router={router} />
            <ErrorDialog />
          </ConfirmProvider>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
  preloadWhenIdle([
    preloadMenu,
    preloadDialog,
    preloadErrorReportView,
    () => import('./shipments/ShipmentDetail.tsx'),
  ]);
}

const root = document.getElementById('root');
if (root) void start(root);
