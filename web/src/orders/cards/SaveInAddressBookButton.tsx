import '../../i18n/screens/english.ts';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSaveAddress } from '../../api/addresses.ts';
import { ApiError } from '../../api/client.ts';
import { hasLink } from '../../api/hal.ts';
import { publishError } from '../../errors/backend-errors.ts';
import { notifySaved } from '../../errors/notify.ts';
import { useOrderFormContext } from '../order-form.ts';
import { addressBookPayload, addressFieldsOnCard, type PartyRole, withSavedAddress } from '../party-rules.ts';

const onCard: ReadonlySet<string> = new Set(addressFieldsOnCard);

/**
 * Saves the party into the address book: an entry it came from (self link) is updated, otherwise a
 * new one is created (spec section 4). The address book's field errors land on the card's fields;
 * any other failure opens the error dialog.
 */
export function SaveInAddressBookButton({ party }: { party: PartyRole }) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const update = hasLink(form.getValues()[party], 'self');

  const save = useSaveAddress({
    onSuccess: (saved, { entry }) => {
      notifySaved(hasLink(entry, 'self') ? t('addressBook.updated') : t('addressBook.saved'));
      form.setFieldValue(party, withSavedAddress(form.getValues()[party], saved));
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
      onClick={() => {
        const values = form.getValues()[party];
        // The order carries only part of the entry: an update keeps the rest as stored.
        save.mutate({ entry: values, payload: (stored) => addressBookPayload(values, party, stored) });
      }}
    >
      {update ? t('orderParties.updateInAddressBook') : t('orderParties.saveInAddressBook')}
    </Button>
  );
}
