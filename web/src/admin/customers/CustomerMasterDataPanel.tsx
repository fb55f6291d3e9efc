import { Anchor, Button, Checkbox, Group, Text } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminCustomer, customerInputSchema } from '../../../../contracts/masterdata/customers.ts';
import { branchOptionsQuery, CUSTOMERS_PATH, useDeleteCustomer } from '../../api/admin-customers.ts';
import { hasLink } from '../../api/hal.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { notifySaved } from '../../errors/notify.ts';
import { useEntityForm } from '../../forms/use-entity-form.ts';
import { CustomerFields } from './CustomerFields.tsx';
import { type CustomerFormValues, customerFormValues, customerPayload } from './customer-values.ts';

const checkCustomer = schemaResolver(customerInputSchema, { sync: true });

/**
 * The master data tab: editable with the customer's modify link, deletable with its delete link
 * after the delete dialog's confirmation. A saved customer closes its row (spec 001 section 4).
 */
export function CustomerMasterDataPanel({
  customer,
  onSaved,
}: {
  customer: AdminCustomer;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const branches = useQuery(branchOptionsQuery());
  const [deleting, setDeleting] = useState(false);
  const { form, save } = useEntityForm<AdminCustomer, CustomerFormValues>({
    entity: customer,
    collectionPath: CUSTOMERS_PATH,
    listKey: queryKeys.adminCustomers.all,
    toValues: (saved) => customerFormValues(saved),
    toPayload: customerPayload,
    validate: (values) => checkCustomer(customerPayload(values)),
    texts: {
      saved: t('adminCustomers.created'),
      updated: t('adminCustomers.saved'),
      deleteQuestion: () => '',
      delete: '',
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the row once, after a save
  useEffect(() => {
    if (save.isSuccess) onSaved();
  }, [save.isSuccess]);
  const modifiable = hasLink(customer, 'modify');

  return (
    <form
      aria-label={t('adminCustomers.tabs.masterData')}
      onSubmit={form.onSubmit((values) => save.mutate(values))}
    >
      <CustomerFields form={form} branches={branches.data ?? []} readOnly={!modifiable} withCustomerId />
      <Group justify="flex-end" mt="md">
        {hasLink(customer, 'registerUser') && (
          <Anchor
            href={customer._links.registerUser?.href}
            target="_blank"
            rel="noreferrer"
            size="sm"
            mr="auto"
          >
            {t('adminCustomers.registrationLink')}
          </Anchor>
        )}
        {hasLink(customer, 'delete') && (
          <Button color="red" variant="light" onClick={() => setDeleting(true)}>
            {t('adminCustomers.delete')}
          </Button>
        )}
        {modifiable && (
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('adminCustomers.save')}
          </Button>
        )}
      </Group>
      {deleting && <DeleteCustomerDialog customer={customer} onClose={() => setDeleting(false)} />}
    </form>
  );
}

/** Deleting a customer needs the confirm checkbox ticked first (spec 001 sections 2 and 8). */
function DeleteCustomerDialog({ customer, onClose }: { customer: AdminCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(false);
  const remove = useDeleteCustomer(customer, {
    onSuccess: () => {
      notifySaved(t('adminCustomers.deleted', { customerId: customer.customerId }));
      onClose();
    },
  });
  return (
    <Dialog
      opened
      onClose={onClose}
      title={t('adminCustomers.deleteTitle', { customerId: customer.customerId })}
    >
      <Text>
        {t('adminCustomers.deleteQuestion', { customerId: customer.customerId, name: customer.name })}
      </Text>
      <Checkbox
        mt="md"
        label={t('adminCustomers.deleteConfirm')}
        checked={confirmed}
        onChange={(event) => setConfirmed(event.currentTarget.checked)}
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red" disabled={!confirmed} loading={remove.isPending} onClick={() => remove.mutate()}>
          {t('adminCustomers.delete')}
        </Button>
      </Group>
    </Dialog>
  );
}
