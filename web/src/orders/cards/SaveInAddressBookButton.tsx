import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../../contracts/masterdata/addresses.ts';
import { ApiError, apiJson } from '../../api/client.ts';
import { hasLink, linkPath } from '../../api/hal.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { publishError } from '../../errors/backend-errors.ts';
import { notifySaved } from '../../errors/notify.ts';
import { useOrderFormContext } from '../order-form.ts';
import {
  addressBookPayload,
  addressFieldsOnCard,
  type PartyRole,
  type PartyValues,
  withSavedAddress,
} from '../party-rules.ts';

const onCard: ReadonlySet<string> = new Set(addressFieldsOnCard);

/**
 * Saves the party into the address book: an entry it came from (self link) is updated, otherwise a
 * new one is created (spec section 4). The address book's field errors land on the card's fields;
 * any other failure opens the error dialog.
 */
export function SaveInAddressBookButton({ party }: { party: PartyRole }) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const queryClient = useQueryClient();
  const update = hasLink(form.getValues()[party], 'self');

  const save = useMutation({
    meta: { reportErrors: false },
    mutationFn: async (values: PartyValues) => {
      if (hasLink(values, 'self')) {
        const path = linkPath(values, 'self', { keepQuery: false });
        // The order carries only part of the entry: the rest is kept as stored.
        const stored = await apiJson<Address>(path);
        return apiJson<Address>(path, { method: 'PUT', json: addressBookPayload(values, party, stored) });
      }
      return apiJson<Address>('/api/addresses', { method: 'POST', json: addressBookPayload(values, party) });
    },
    onSuccess: async (saved, values) => {
      notifySaved(hasLink(values, 'self') ? t('addressBook.updated') : t('addressBook.saved'));
      form.setFieldValue(party, withSavedAddress(form.getValues()[party], saved));
      await queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.reference.collection('addresses') });
    },
    onError: (error) => {
      const errors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
      const shown = errors.filter((fieldError) => onCard.has(fieldError.field));
      for (const fieldError of shown)
        form.setFieldError(`${party}.${fieldError.field}`, fieldError.defaultMessage);
      if (shown.length === 0 || shown.length < errors.length) publishError(error);
    },
  });

  return (
    <Button
      size="xs"
      variant="light"
      loading={save.isPending}
      onClick={() => save.mutate(form.getValues()[party])}
    >
      {update ? t('orderParties.updateInAddressBook') : t('orderParties.saveInAddressBook')}
    </Button>
  );
}
