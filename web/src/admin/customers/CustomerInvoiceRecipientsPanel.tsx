import { Button, Checkbox, Group, Loader, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import {
  type InvoiceRecipientAddress,
  invoiceRecipientInputSchema,
} from '../../../../contracts/masterdata/invoice-recipients.ts';
import { useMasterdataErrorText } from '../../addresses/masterdata-messages.ts';
import { hasLink } from '../../api/hal.ts';
import { INVOICE_RECIPIENT_COLLECTION } from '../../api/invoice-recipients.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { YesNoMark } from '../../components/YesNoMark.tsx';
import { useEntityForm } from '../../forms/use-entity-form.ts';
import {
  type InvoiceRecipientFormValues,
  recipientFormValues,
  recipientPayload,
  recipientTextFields,
  requiredRecipientFields,
} from '../../invoice-recipients/recipient-values.ts';
import { customerInvoiceRecipientsQuery } from './customers-api.ts';

const checkRecipient = schemaResolver(invoiceRecipientInputSchema, { sync: true });

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
          <RecipientForm customer={customer} recipient={editing.recipient} onDone={() => setEditing(null)} />
        </Dialog>
      )}
    </>
  );
}

/** The invoice recipient form's fields and rules, for a recipient of the given customer. */
function RecipientForm({
  customer,
  recipient,
  onDone,
}: {
  customer: AdminCustomer;
  recipient?: InvoiceRecipientAddress | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useMasterdataErrorText();
  const payload = (values: InvoiceRecipientFormValues) => ({
    ...recipientPayload(values),
    ownerCustomerId: customer.customerId,
  });
  const { form, save, remove, askToDelete } = useEntityForm<
    InvoiceRecipientAddress,
    InvoiceRecipientFormValues
  >({
    entity: recipient,
    collectionPath: INVOICE_RECIPIENT_COLLECTION,
    listKey: 'invoiceRecipients',
    toValues: recipientFormValues,
    toPayload: payload,
    validate: (values) => checkRecipient(payload(values)),
    texts: {
      saved: t('invoiceRecipients.saved'),
      updated: t('invoiceRecipients.updated'),
      deleteQuestion: (name) => t('invoiceRecipients.deleteQuestion', { name }),
      delete: t('invoiceRecipients.delete'),
    },
    onDone,
  });
  // An edited recipient closes its dialog after saving, as a new one does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes once, after a save
  useEffect(() => {
    if (save.isSuccess) onDone();
  }, [save.isSuccess]);
  return (
    <form aria-label={t('page.invoiceRecipients')} onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {recipientTextFields.map((field) => {
          const props = form.getInputProps(field);
          return (
            <TextInput
              key={field}
              label={t(`fields.${field}`)}
              withAsterisk={requiredRecipientFields.has(field)}
              {...props}
              error={errorText(props.error)}
            />
          );
        })}
      </SimpleGrid>
      <Checkbox
        mt="md"
        label={t('invoiceRecipients.fields.isDefault')}
        {...form.getInputProps('isDefault', { type: 'checkbox' })}
      />
      <Group justify="flex-end" mt="md">
        {recipient && hasLink(recipient, 'delete') && (
          <Button
            color="red"
            variant="light"
            loading={remove.isPending}
            onClick={() => askToDelete(recipient)}
          >
            {t('invoiceRecipients.delete')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} disabled={Boolean(recipient) && !form.isDirty()}>
          {t('invoiceRecipients.save')}
        </Button>
      </Group>
    </form>
  );
}
