import '../i18n/screens/english.ts';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';
import { ApiError } from '../api/client.ts';
import type { Linked } from '../api/hal.ts';
import { invoiceRecipientByCustomerIdQuery, useMigrateInvoiceRecipient } from '../api/invoice-recipients.ts';
import { Dialog } from '../components/Dialog.tsx';
import { publishError } from '../errors/backend-errors.ts';
import { notifySaved } from '../errors/notify.ts';
import { MIGRATE_CUSTOMER_ID_LENGTH, type MigrateLookup, migrateLookup } from './recipient-values.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The collection whose migrate link takes the recipient over. */
  collection: Linked;
}

/**
 * Takes over a customer of the forwarder as invoice recipient by its six-character number (spec
 * 000 sections 2 and 5): the number is looked up as it is typed, and OK needs a recipient that was
 * found and that the customer does not keep already.
 */
export function MigrateRecipientDialog({ opened, onClose, collection }: Props) {
  const { t } = useTranslation();
  const [customerId, setCustomerId] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [typed] = useDebouncedValue(customerId.trim(), 200);
  const complete = typed.length === MIGRATE_CUSTOMER_ID_LENGTH;
  const found = useQuery({ ...invoiceRecipientByCustomerIdQuery(typed), enabled: opened && complete });
  const lookup = migrateLookup(customerId.trim() === typed ? typed : '', found);

  const close = () => {
    setCustomerId('');
    setTouched(false);
    setRefusal(null);
    onClose();
  };

  const migrate = useMigrateInvoiceRecipient(collection, {
    onSuccess: () => {
      notifySaved(t('invoiceRecipients.migrated'));
      close();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        setRefusal(t('invoiceRecipients.messages.alreadyExists'));
      else if (error instanceof ApiError && error.status === 404)
        setRefusal(t('invoiceRecipients.messages.idInvalid'));
      else publishError(error);
    },
  });

  const errorKey = fieldError(customerId, touched, lookup);
  const inputError = errorKey ? t(errorKey) : null;
  return (
    <Dialog opened={opened} onClose={close} title={t('invoiceRecipients.migrateDialog.title')}>
      <form
        aria-label={t('invoiceRecipients.migrateDialog.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (lookup.state === 'found') migrate.mutate(lookup.recipient.customerId);
        }}
      >
        <Stack>
          <TextInput
            label={t('invoiceRecipients.migrateDialog.customerId')}
            description={t('invoiceRecipients.migrateDialog.hint')}
            withAsterisk
            maxLength={MIGRATE_CUSTOMER_ID_LENGTH}
            value={customerId}
            onChange={(event) => {
              setCustomerId(event.currentTarget.value);
              setRefusal(null);
            }}
            onBlur={() => setTouched(true)}
            error={inputError}
            data-autofocus
          />
          <div aria-live="polite">
            {lookup.state === 'searching' && (
              <Text size="sm">{t('invoiceRecipients.migrateDialog.searching')}</Text>
            )}
            {(lookup.state === 'found' || lookup.state === 'present') && (
              <FoundRecipient recipient={lookup.recipient} />
            )}
            {refusal && (
              <Alert color="red" mt="xs">
                {refusal}
              </Alert>
            )}
          </div>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={lookup.state !== 'found'} loading={migrate.isPending}>
              {t('common.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

type FieldErrorKey =
  | 'validation.required'
  | 'invoiceRecipients.messages.customerIdLength'
  | 'invoiceRecipients.messages.idInvalid'
  | 'invoiceRecipients.messages.alreadyExists';

/** The message key for the customer number field, or null when it is fine. */
function fieldError(customerId: string, touched: boolean, lookup: MigrateLookup): FieldErrorKey | null {
  const length = customerId.trim().length;
  if (length === 0) return touched ? 'validation.required' : null;
  if (length !== MIGRATE_CUSTOMER_ID_LENGTH)
    return touched ? 'invoiceRecipients.messages.customerIdLength' : null;
  if (lookup.state === 'not-found') return 'invoiceRecipients.messages.idInvalid';
  if (lookup.state === 'present') return 'invoiceRecipients.messages.alreadyExists';
  return null;
}

function FoundRecipient({ recipient }: { recipient: InvoiceRecipientAddress }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" aria-label={t('invoiceRecipients.migrateDialog.found')} role="region">
      <Text size="sm" fw={600}>
        {t('invoiceRecipients.migrateDialog.found')}: {recipient.name} ({recipient.customerId})
      </Text>
      <Text size="sm">
        {recipient.street}, {recipient.country}-{recipient.zipCode} {recipient.city}
      </Text>
    </Paper>
  );
}
