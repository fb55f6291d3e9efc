import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../pages/PageTitle.tsx';
import { DeliveryNotesTable } from './DeliveryNotesTable.tsx';
import { NotificationSettings } from './NotificationSettings.tsx';
import { PrinterSettings } from './PrinterSettings.tsx';
import { ShipmentDefaults } from './ShipmentDefaults.tsx';
import { ShippingTimes } from './ShippingTimes.tsx';
import { useSettingsEditor } from './use-settings-editor.ts';

/** Personal settings (spec 001 section 2): vertical tabs; every change is saved at once. */
export function SettingsPage() {
  const { t } = useTranslation();
  const editor = useSettingsEditor();
  return (
    <>
      <PageTitle>{t('page.settings')}</PageTitle>
      <Tabs orientation="vertical" defaultValue="printer" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="printer">{t('settings.tabs.printer')}</Tabs.Tab>
          <Tabs.Tab value="shipments">{t('settings.tabs.shipments')}</Tabs.Tab>
          <Tabs.Tab value="notifications">{t('settings.tabs.notifications')}</Tabs.Tab>
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
      </Tabs>
    </>
  );
}
