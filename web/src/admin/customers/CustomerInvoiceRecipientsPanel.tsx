import '../../i18n/screens/english.ts';
import { Badge, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import type { InvoiceRecipientAddress } from '../../../../contracts/masterdata/invoice-recipients.ts';
import { customerInvoiceRecipientsQuery } from '../../api/admin-customers.ts';
import { hasLink } from '../../api/hal.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { YesNoMark } from '../../components/YesNoMark.tsx';
import { InvoiceRecipientForm } from '../../invoice-recipients/InvoiceRecipientForm.tsx';

type Editing = { recipient?: InvoiceRecipientAddress } | null;

/**
 * The invoice recipients of a customer, by the customer's invoiceRecipients link; added and edited
 * in an extra-large dialog titled 'add' or 'edit' with the customer id (spec 001 section 2).
 */
export function CustomerInvoiceRecipientsPanel({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(customerInvoiceRecipientsQuery(customer));
  const [editing, setEditing] = useState<Editing>(null);
  const collection = { _links: list.data?.pages[0]?.links };
  const recipients = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (!list.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return (
    <>
      <Group justify="flex-end" mb="sm">
        {hasLink(collection, 'create') && (
          <Button variant="light" onClick={() => setEditing({})}>
            {t('adminCustomers.recipients.add')}
          </Button>
        )}
      </Group>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoiceRecipients.columns.isDefault')}</Table.Th>
            <Table.Th>{t('invoiceRecipients.columns.customerId')}</Table.Th>
            <Table.Th>{t('invoiceRecipients.columns.name')}</Table.Th>
            <Table.Th>{t('invoiceRecipients.columns.zipCode')}</Table.Th>
            <Table.Th>{t('invoiceRecipients.columns.city')}</Table.Th>
            <Table.Th>{t('adminCustomers.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recipients.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={6}>
                <Text>{t('invoiceRecipients.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {recipients.map((recipient) => (
            <Table.Tr key={recipient.id ?? recipient.customerId}>
              <Table.Td>
                <YesNoMark value={recipient.isDefault} yes={t('addressBook.yes')} no={t('addressBook.no')} />
              </Table.Td>
              <Table.Td>{recipient.customerId}</Table.Td>
              <Table.Td>{recipient.name}</Table.Td>
              <Table.Td>{recipient.zipCode}</Table.Td>
              <Table.Td>{recipient.city}</Table.Td>
              <Table.Td>
                {/* Without a self link: the customer's own master data, its default (decision 0212). */}
                {!hasLink(recipient, 'self') && (
                  <Badge variant="light">{t('adminCustomers.recipients.masterData')}</Badge>
                )}
                {hasLink(recipient, 'self') && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={t('adminCustomers.recipients.editOne', { name: recipient.name })}
                    onClick={() => setEditing({ recipient })}
                  >
                    {t('adminCustomers.recipients.edit')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {list.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button variant="default" loading={list.isFetchingNextPage} onClick={() => list.fetchNextPage()}>
            {t('adminCustomers.loadMore')}
          </Button>
        </Group>
      )}
      {editing && (
        <Dialog
          opened
          size="xl"
          onClose={() => setEditing(null)}
          title={t(
            editing.recipient ? 'adminCustomers.recipients.editTitle' : 'adminCustomers.recipients.addTitle',
            {
              customerId: customer.customerId,
            },
          )}
        >
          <InvoiceRecipientForm
            recipient={editing.recipient}
            ownerCustomerId={customer.customerId}
            closeAfterSave
            label={t('page.invoiceRecipients')}
            onDone={() => setEditing(null)}
          />
        </Dialog>
      )}
    </>
  );
}
