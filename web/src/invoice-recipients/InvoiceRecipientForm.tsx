import '../i18n/screens/english.ts';
import { Button, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type InvoiceRecipientAddress,
  invoiceRecipientInputSchema,
} from '../../../contracts/masterdata/invoice-recipients.ts';
import { useMasterdataErrorText } from '../addresses/masterdata-messages.ts';
import { hasLink } from '../api/hal.ts';
import { INVOICE_RECIPIENT_COLLECTION } from '../api/invoice-recipients.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useEntityForm } from '../forms/use-entity-form.ts';
import {
  type InvoiceRecipientFormValues,
  recipientFormValues,
  recipientPayload,
  recipientTextFields,
  requiredRecipientFields,
} from './recipient-values.ts';

const checkRecipient = schemaResolver(invoiceRecipientInputSchema, { sync: true });

interface Props {
  /** Absent for a new recipient. */
  recipient?: InvoiceRecipientAddress | undefined;
  /** After a new recipient was created or a recipient deleted (with `closeAfterSave`, after any save). */
  onDone?: () => void;
  /** The customer the recipient belongs to, when an administrator keeps another customer's. */
  ownerCustomerId?: string;
  /** In a dialog: an edited recipient closes it after saving, as a new one does. */
  closeAfterSave?: boolean;
  /** The form's accessible name; the recipient's name (or "new") by default. */
  label?: string;
}

/**
 * The detail form of an invoice recipient: checked by the contract schema before saving, PUT on
 * its self link or POST to the collection, delete after a confirmation when the link is offered.
 */
export function InvoiceRecipientForm({ recipient, onDone, ownerCustomerId, closeAfterSave, label }: Props) {
  const { t } = useTranslation();
  const errorText = useMasterdataErrorText();
  const payload = (values: InvoiceRecipientFormValues) => ({
    ...recipientPayload(values),
    ...(ownerCustomerId ? { ownerCustomerId } : {}),
  });
  const { form, save, remove, askToDelete } = useEntityForm<
    InvoiceRecipientAddress,
    InvoiceRecipientFormValues
  >({
    entity: recipient,
    collectionPath: INVOICE_RECIPIENT_COLLECTION,
    listKey: queryKeys.invoiceRecipients.all,
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes once, after a save
  useEffect(() => {
    if (closeAfterSave && save.isSuccess) onDone?.();
  }, [save.isSuccess]);
  const name =
    label ??
    (recipient ? t('invoiceRecipients.details', { name: recipient.name }) : t('invoiceRecipients.create'));
  return (
    <form aria-label={name} onSubmit={form.onSubmit((values) => save.mutate(values))}>
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
