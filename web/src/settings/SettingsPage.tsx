import '../i18n/screens/english.ts';
import { Stack, Tabs } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { sftpAccountsQuery } from '../api/sftp-accounts.ts';
import { PageTitle } from '../pages/PageTitle.tsx';
import { DeliveryNotesTable } from './DeliveryNotesTable.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';
import { PrinterSettings } from './PrinterSettings.tsx';
import { SftpAccountSettings } from './SftpAccountSettings.tsx';
import { ShipmentDefaults } from './ShipmentDefaults.tsx';
import { ShippingTimes } from './ShippingTimes.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';

/** Personal settings (spec 001 section 2): vertical tabs; every change is saved at once. */
export function SettingsPage() {
  const { t } = useTranslation();
  const editor = useSettingsEditor();
  // The SFTP tab is there for users whose customer sends order files by SFTP.
  const sftp = useQuery(sftpAccountsQuery());
  const hasSftp = (sftp.data?.accounts.length ?? 0) > 0;
  return (
    <>
      <PageTitle>{t('page.settings')}</PageTitle>
      <Tabs orientation="vertical" defaultValue="printer" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="printer">{t('settings.tabs.printer')}</Tabs.Tab>
          <Tabs.Tab value="shipments">{t('settings.tabs.shipments')}</Tabs.Tab>
          <Tabs.Tab value="notifications">{t('settings.tabs.notifications')}</Tabs.Tab>
          {hasSftp && <Tabs.Tab value="sftp">{t('settings.tabs.sftp')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="printer" px="lg">
          <PrinterSettings editor={editor} />
        </Tabs.Panel>
        <Tabs.Panel value="shipments" px="lg">
          <Stack gap="xl">
            <ShipmentDefaults editor={editor} />
            <ShippingTimes editor={editor} />
            <DeliveryNotesTable editor={editor} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notifications" px="lg">
          <NotificationSettings editor={editor} />
        </Tabs.Panel>
        {hasSftp && (
          <Tabs.Panel value="sftp" px="lg">
            <Suspense>
              <SftpAccountSettings />
            </Suspense>
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}
