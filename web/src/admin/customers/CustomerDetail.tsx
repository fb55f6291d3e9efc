import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import { hasLink } from '../../api/hal.ts';
import { CustomerAddressesPanel } from './CustomerAddressesPanel.tsx';
import { CustomerCodeMappingsPanel } from './CustomerCodeMappingsPanel.tsx';
import { CustomerIntegrationsPanel } from './CustomerIntegrationsPanel.tsx';
import { CustomerInvoiceRecipientsPanel } from './CustomerInvoiceRecipientsPanel.tsx';
import { CustomerMasterDataPanel } from './CustomerMasterDataPanel.tsx';
import { CustomerMembersPanel } from './CustomerMembersPanel.tsx';
import { CustomerSettingsPanel } from './CustomerSettingsPanel.tsx';

/**
 * A customer's detail (spec 001 section 2): master data, settings, invoice recipients, addresses
 * members, code mappings and integrations. Panels mount when their tab is opened, so the lists load lazily.
 */
export function CustomerDetail({ customer, onClose }: { customer: AdminCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="masterData" keepMounted={false} aria-label={customer.customerId}>
      <Tabs.List>
        <Tabs.Tab value="masterData">{t('adminCustomers.tabs.masterData')}</Tabs.Tab>
        <Tabs.Tab value="settings" disabled={!hasLink(customer, 'settings')}>
          {t('adminCustomers.tabs.settings')}
        </Tabs.Tab>
        <Tabs.Tab value="invoiceRecipients" disabled={!hasLink(customer, 'invoiceRecipients')}>
          {t('adminCustomers.tabs.invoiceRecipients')}
        </Tabs.Tab>
        <Tabs.Tab value="addresses" disabled={!hasLink(customer, 'addresses')}>
          {t('adminCustomers.tabs.addresses')}
        </Tabs.Tab>
        <Tabs.Tab value="members" disabled={!hasLink(customer, 'members')}>
          {t('adminCustomers.tabs.members')}
        </Tabs.Tab>
        <Tabs.Tab value="codeMappings" disabled={!hasLink(customer, 'codeMappings')}>
          {t('adminCustomers.tabs.codeMappings')}
        </Tabs.Tab>
        <Tabs.Tab value="integrations">{t('adminCustomers.integrations.tab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="masterData" pt="md">
        <CustomerMasterDataPanel customer={customer} onSaved={onClose} />
      </Tabs.Panel>
      <Tabs.Panel value="settings" pt="md">
        <CustomerSettingsPanel customer={customer} />
      </Tabs.Panel>
      <Tabs.Panel value="invoiceRecipients" pt="md">
        <CustomerInvoiceRecipientsPanel customer={customer} />
      </Tabs.Panel>
      <Tabs.Panel value="addresses" pt="md">
        <CustomerAddressesPanel customer={customer} />
      </Tabs.Panel>
      <Tabs.Panel value="members" pt="md">
        <CustomerMembersPanel customer={customer} />
      </Tabs.Panel>
      <Tabs.Panel value="codeMappings" pt="md">
        <CustomerCodeMappingsPanel customer={customer} />
      </Tabs.Panel>
      <Tabs.Panel value="integrations" pt="md">
        <CustomerIntegrationsPanel customer={customer} />
      </Tabs.Panel>
    </Tabs>
  );
}
