import { Card, Checkbox, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOrderFormContext } from '../order-form.ts';
import { useOrderField } from './use-field.ts';

const emptyRecipient = { customerId: '', name: '', street: '', zipCode: '', city: '', country: 'DE' };

/** A divergent invoice recipient is optional; without one the sender's default recipient is billed. */
export function InvoiceRecipientCard() {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const recipient = form.getValues().invoiceRecipient;
  return (
    <Card withBorder component="section" aria-label={t('fields.invoiceRecipient')}>
      <Title order={3} size="h4" mb="sm">
        {t('fields.invoiceRecipient')}
      </Title>
      <Checkbox
        label={t('orderForm.divergentInvoiceRecipient')}
        checked={Boolean(recipient)}
        onChange={(event) =>
          form.setFieldValue(
            'invoiceRecipient',
            event.currentTarget.checked ? { ...emptyRecipient } : undefined,
          )
        }
        mb="sm"
      />
      {recipient ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label={t('fields.customerId')} withAsterisk {...field('invoiceRecipient.customerId')} />
          <TextInput label={t('fields.name')} withAsterisk {...field('invoiceRecipient.name')} />
          <TextInput label={t('fields.street')} withAsterisk {...field('invoiceRecipient.street')} />
          <TextInput label={t('fields.zipCode')} withAsterisk {...field('invoiceRecipient.zipCode')} />
          <TextInput label={t('fields.city')} withAsterisk {...field('invoiceRecipient.city')} />
          <TextInput label={t('fields.country')} withAsterisk {...field('invoiceRecipient.country')} />
          <TextInput label={t('fields.contactName')} {...field('invoiceRecipient.contactName')} />
          <TextInput label={t('fields.phone')} {...field('invoiceRecipient.phone')} />
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          ({t('orderForm.defaultInvoiceRecipient')})
        </Text>
      )}
    </Card>
  );
}
