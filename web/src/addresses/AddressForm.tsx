import { Button, Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../contracts/masterdata/addresses.ts';
import { ApiError, apiFetch, apiJson } from '../api/client.ts';
import { hasLink, linkPath } from '../api/hal.ts';
import { publishError } from '../errors/backend-errors.ts';
import { useConfirm } from '../errors/confirm.tsx';
import { notifySaved } from '../errors/notify.ts';
import { fieldErrorsByPath, useFieldErrorText } from '../forms/field-error.ts';
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
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const form = useForm<AddressFormValues>({ initialValues: addressFormValues(address) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['addresses'] });

  const save = useMutation({
    meta: { reportErrors: false },
    mutationFn: (values: AddressFormValues) =>
      address && hasLink(address, 'self')
        ? apiJson<Address>(linkPath(address, 'self', { keepQuery: false }), {
            method: 'PUT',
            json: addressPayload(values, address),
          })
        : apiJson<Address>('/api/addresses', { method: 'POST', json: addressPayload(values) }),
    onSuccess: async (saved) => {
      notifySaved(t(address ? 'addressBook.updated' : 'addressBook.saved'));
      form.setValues(addressFormValues(saved));
      form.resetDirty(addressFormValues(saved));
      await refresh();
      if (!address) onDone?.();
    },
    onError: (error) => {
      const fieldErrors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
      if (fieldErrors.length > 0) form.setErrors(fieldErrorsByPath(fieldErrors));
      else publishError(error);
    },
  });

  const remove = useMutation({
    mutationFn: (target: Address) => apiFetch(linkPath(target, 'delete'), { method: 'DELETE' }),
    onSuccess: async () => {
      await refresh();
      onDone?.();
    },
  });

  const askToDelete = async (target: Address) => {
    const confirmed = await confirm({
      message: t('addressBook.deleteQuestion', { name: target.name }),
      confirmLabel: t('addressBook.delete'),
      danger: true,
    });
    if (confirmed) remove.mutate(target);
  };

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
