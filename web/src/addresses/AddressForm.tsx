import { Button, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../contracts/masterdata/addresses.ts';
import { hasLink } from '../api/hal.ts';
import { useFieldErrorText } from '../forms/field-error.ts';
import { useEntityForm } from '../forms/use-entity-form.ts';
import {
  type AddressFormValues,
  addressFormValues,
  addressPayload,
  editableTypes,
} from './address-values.ts';

const textFields = [
  'name',
  'additionalName',
  'customerId',
  'street',
  'country',
  'zipCode',
  'city',
  'contactName',
  'phone',
  'mobile',
  'email',
  'web',
] as const;

const requiredFields: ReadonlySet<string> = new Set(['name', 'street', 'country', 'zipCode', 'city']);

interface Props {
  /** Absent for a new address. */
  address?: Address;
  /** After a new address was created or an address deleted. */
  onDone?: () => void;
}

/**
 * The detail form of an address book entry: saves with its self link when it has one, else creates
 * it (spec 000 section 4); the server's field errors land on the fields.
 */
export function AddressForm({ address, onDone }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { form, save, remove, askToDelete } = useEntityForm<Address, AddressFormValues>({
    entity: address,
    collectionPath: '/api/addresses',
    listKey: 'addresses',
    toValues: addressFormValues,
    toPayload: addressPayload,
    texts: {
      saved: t('addressBook.saved'),
      updated: t('addressBook.updated'),
      deleteQuestion: (name) => t('addressBook.deleteQuestion', { name }),
      delete: t('addressBook.delete'),
    },
    onDone,
  });

  const label = address ? t('addressBook.details', { name: address.name }) : t('addressBook.create');
  return (
    <form aria-label={label} onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {textFields.map((field) => {
          const props = form.getInputProps(field);
          return (
            <TextInput
              key={field}
              label={t(`fields.${field}`)}
              withAsterisk={requiredFields.has(field)}
              {...props}
              error={errorText(props.error)}
            />
          );
        })}
      </SimpleGrid>
      <Checkbox.Group
        mt="md"
        label={t('addressBook.types')}
        {...form.getInputProps('types')}
        error={errorText(form.getInputProps('types').error)}
      >
        <Group mt="xs">
          {editableTypes.map((type) => (
            <Checkbox key={type} value={type} label={t(`addressBook.type.${type}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Group justify="flex-end" mt="md">
        {address && hasLink(address, 'delete') && (
          <Button color="red" variant="light" loading={remove.isPending} onClick={() => askToDelete(address)}>
            {t('addressBook.delete')}
          </Button>
        )}
        <Button type="submit" loading={save.isPending} disabled={Boolean(address) && !form.isDirty()}>
          {t('addressBook.save')}
        </Button>
      </Group>
    </form>
  );
}
