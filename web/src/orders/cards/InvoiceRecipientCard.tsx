import '../../i18n/screens/english.ts';
import { Card, Checkbox, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceRecipientChoicesQuery } from '../../api/invoice-recipients.ts';
import { defaultInvoiceRecipientQuery } from '../../api/order-reference.ts';
import { Select } from '../../forms/deferred-inputs.tsx';
import {
  defaultRecipientCustomer,
  divergentRecipientOn,
  emptyInvoiceRecipient,
  orderRecipientOf,
  recipientSummary,
} from '../invoice-recipient-rules.ts';
import { useOrderFormContext } from '../order-form.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { useOrderField } from './use-field.ts';

/**
 * The invoice recipient (spec section 2 item 3, section 4): without a divergent one the customer's
 * default recipient is billed and shown in brackets; a divergent one is chosen from the invoice
 * recipients, its address read-only, only contact name and phone editable.
 */
export function InvoiceRecipientCard() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const [enabled, setEnabled] = useState(false);
  const values = form.getValues();
  const recipient = values.invoiceRecipient;
  const defaultRecipient = useQuery(defaultInvoiceRecipientQuery(defaultRecipientCustomer(values))).data;
  const on = divergentRecipientOn(enabled, recipient, defaultRecipient);
  const choices = useQuery({ ...invoiceRecipientChoicesQuery(), enabled: on }).data ?? [];
  const options = choices.map((choice) => ({
    value: choice.customerId,
    label: `${choice.name} (${choice.customerId})`,
  }));
  if (recipient?.customerId && !options.some((option) => option.value === recipient.customerId)) {
    options.unshift({ value: recipient.customerId, label: `${recipient.name} (${recipient.customerId})` });
  }

  const toggle = (checked: boolean) => {
    setEnabled(checked);
    form.setFieldValue('invoiceRecipient', checked ? (recipient ?? emptyInvoiceRecipient()) : undefined);
  };
  const choose = (customerId: string | null) => {
    const chosen = choices.find((choice) => choice.customerId === customerId);
    if (chosen) form.setFieldValue('invoiceRecipient', orderRecipientOf(chosen));
  };
  const readOnlyField = (name: 'customerId' | 'name' | 'street' | 'zipCode' | 'city') => (
    <TextInput label={t(`fields.${name}`)} readOnly withAsterisk {...field(`invoiceRecipient.${name}`)} />
  );

  return (
    <Card withBorder component="section" aria-label={t('fields.invoiceRecipient')}>
      <Title order={3} size="h4" mb="sm">
        {t('fields.invoiceRecipient')}
      </Title>
      <Checkbox
        label={t('orderForm.divergentInvoiceRecipient')}
        checked={on}
        onChange={(event) => toggle(event.currentTarget.checked)}
        mb="sm"
      />
      {on && recipient ? (
        <>
          <Select
            label={t('orderParties.chooseInvoiceRecipient')}
            searchable
            allowDeselect={false}
            data={options}
            value={recipient.customerId || null}
            onChange={choose}
            nothingFoundMessage={t('orderForm.nothingFound')}
            mb="sm"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {readOnlyField('customerId')}
            {readOnlyField('name')}
            {readOnlyField('street')}
            <CountrySelect
              label={t('fields.country')}
              withAsterisk
              readOnly
              value={recipient.country ?? ''}
              onChange={() => undefined}
            />
            {readOnlyField('zipCode')}
            {readOnlyField('city')}
            <TextInput
              label={t('fields.contactName')}
              maxLength={255}
              {...field('invoiceRecipient.contactName')}
            />
            <TextInput
              label={t('fields.phone')}
              type="tel"
              maxLength={35}
              {...field('invoiceRecipient.phone')}
            />
          </SimpleGrid>
        </>
      ) : (
        defaultRecipient && (
          <Text size="sm" c="dimmed" data-testid="default-invoice-recipient">
            ({recipientSummary(defaultRecipient)})
          </Text>
        )
      )}
    </Card>
  );
}
