import { Alert, Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminCustomer, customerInputSchema } from '../../../../contracts/masterdata/customers.ts';
import { useMasterdataErrorText } from '../../addresses/masterdata-messages.ts';
import { branchOptionsQuery, CUSTOMERS_PATH, customerLookupQuery } from '../../api/admin-customers.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { useEntityForm } from '../../forms/use-entity-form.ts';
import { CustomerFields } from './CustomerFields.tsx';
import {
  CUSTOMER_ID_LENGTH,
  type CustomerFormValues,
  customerFormValues,
  customerLookup,
  customerPayload,
  mayCreate,
} from './customer-values.ts';

const checkCustomer = schemaResolver(customerInputSchema, { sync: true });

/**
 * The create dialog (spec 001 sections 4 and 5): the customer id first, looked up once it has six
 * characters; then the master data of a customer that does not exist yet.
 */
export function CreateCustomerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useMasterdataErrorText();
  const branches = useQuery(branchOptionsQuery());
  const { form, save } = useEntityForm<AdminCustomer, CustomerFormValues>({
    entity: undefined,
    collectionPath: CUSTOMERS_PATH,
    listKey: queryKeys.adminCustomers.all,
    toValues: (customer) => customerFormValues(customer),
    toPayload: customerPayload,
    validate: (values) => checkCustomer(customerPayload(values)),
    texts: {
      saved: t('adminCustomers.created'),
      updated: t('adminCustomers.saved'),
      deleteQuestion: () => '',
      delete: '',
    },
    onDone: onClose,
  });
  const customerId = form.values.customerId.trim();
  const [typed] = useDebouncedValue(customerId, 200);
  const complete = typed.length === CUSTOMER_ID_LENGTH && typed === customerId;
  const lookupResult = useQuery({ ...customerLookupQuery(typed), enabled: complete });
  const lookup = customerLookup(customerId, {
    isFetching: !complete || lookupResult.isFetching,
    data: complete ? lookupResult.data : undefined,
  });

  // With one branch only, it is the new customer's branch.
  const assignable = (branches.data ?? []).filter((branch) => branch.assignable);
  const only = assignable.length === 1 ? assignable[0]?.abbreviation : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the branches arrive, not on every change
  useEffect(() => {
    if (only && !form.values.location) form.setFieldValue('location', only);
  }, [only]);

  // A customer offered without a self link brings its data along.
  const offered = lookup.state === 'found' ? lookup.customer : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a lookup offers a customer
  useEffect(() => {
    if (offered) form.setValues({ ...customerFormValues(offered, only), customerId: offered.customerId });
  }, [offered]);

  const idProps = form.getInputProps('customerId');
  return (
    <Dialog opened onClose={onClose} size="xl" title={t('adminCustomers.createTitle')}>
      <form
        aria-label={t('adminCustomers.createTitle')}
        onSubmit={form.onSubmit((values) => {
          if (mayCreate(lookup, true)) save.mutate(values);
        })}
      >
        <TextInput
          label={t('adminCustomers.fields.customerId')}
          description={t('adminCustomers.customerIdHint')}
          withAsterisk
          maxLength={CUSTOMER_ID_LENGTH}
          data-autofocus
          {...idProps}
          error={errorText(idProps.error)}
        />
        <LookupState state={lookup.state} />
        {(lookup.state === 'not-found' || lookup.state === 'found') && (
          <CustomerFields
            form={form}
            branches={branches.data ?? []}
            readOnly={false}
            withCustomerId={false}
          />
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!mayCreate(lookup, form.isValid())}>
            {t('common.confirm')}
          </Button>
        </Group>
      </form>
    </Dialog>
  );
}

function LookupState({ state }: { state: ReturnType<typeof customerLookup>['state'] }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite">
      {state === 'searching' && (
        <Group gap="xs" my="sm">
          <Loader size="xs" />
          <Text size="sm">{t('adminCustomers.lookup.searching')}</Text>
        </Group>
      )}
      {state === 'not-found' && (
        <Alert color="blue" my="sm">
          {t('adminCustomers.lookup.notFound')}
        </Alert>
      )}
      {state === 'found' && (
        <Alert color="green" my="sm">
          {t('adminCustomers.lookup.found')}
        </Alert>
      )}
      {state === 'exists' && (
        <Alert color="orange" my="sm">
          {t('adminCustomers.lookup.exists')}
        </Alert>
      )}
    </div>
  );
}
