import '../i18n/screens/english.ts';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleKind } from '../../../contracts/access.ts';
import {
  type AddressBookType,
  administrativeAddressFields,
  administrativeDataLocked,
  allowsAutosend,
  allowsInvoiceRecipient,
  isMasterdataAdministrator,
  isTypeSelectable,
} from '../../../contracts/masterdata/address-types.ts';
import { type Address, addressInputSchema } from '../../../contracts/masterdata/addresses.ts';
import { hasLink } from '../api/hal.ts';
import { queryKeys } from '../api/query-keys.ts';
import { useSession } from '../auth/session.ts';
import { CityField } from '../forms/CityField.tsx';
import { useEntityForm } from '../forms/use-entity-form.ts';
import { useZipCityLookup, type ZipCityLookup } from '../forms/use-zip-city-lookup.ts';
import { useInvoiceRecipientChoices } from '../invoice-recipients/use-invoice-recipient-choices.ts';
import { CountrySelect } from '../orders/cards/CountrySelect.tsx';
import {
  type AddressFormValues,
  addressFormValues,
  addressPayload,
  formTypes,
  withChangedTypes,
} from './address-values.ts';
import { useMasterdataErrorText } from './masterdata-messages.ts';

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
const administrativeFields: ReadonlySet<string> = new Set(administrativeAddressFields);
const checkAddress = schemaResolver(addressInputSchema, { sync: true });

type AddressFormApi = ReturnType<typeof useEntityForm<Address, AddressFormValues>>['form'];
type TextField = (typeof textFields)[number];

interface Props {
  /** Absent for a new address. */
  address?: Address;
  /** After a new address was created or an address deleted. */
  onDone?: () => void;
  /** The customer a new address belongs to, when an administrator keeps another customer's book. */
  ownerCustomerId?: string;
}

/**
 * The detail form of an address book entry: saves with its self link when it has one, else creates
 * it (spec 000 section 4). The contract schema checks it before saving, the type checkboxes follow
 * the type dependencies, and the server's field errors land on the fields.
 */
export function AddressForm({ address, onDone, ownerCustomerId }: Props) {
  const { t } = useTranslation();
  const errorText = useMasterdataErrorText();
  const { roles } = useSession();
  const { form, save, remove, askToDelete } = useEntityForm<Address, AddressFormValues>({
    entity: address,
    collectionPath: '/api/addresses',
    listKey: queryKeys.addresses.all,
    toValues: addressFormValues,
    toPayload: (values) => ({
      ...addressPayload(values, address),
      ...(ownerCustomerId && !address ? { ownerCustomerId } : {}),
    }),
    validate: (values) => checkAddress(addressPayload(values, address)),
    texts: {
      saved: t('addressBook.saved'),
      updated: t('addressBook.updated'),
      deleteQuestion: (name) => t('addressBook.deleteQuestion', { name }),
      delete: t('addressBook.delete'),
    },
    onDone,
  });
  // The zip code and city behave as on the order form's parties.
  const zipCity = useZipCityLookup(form.values.country, {
    zipCode: form.values.zipCode,
    current: () => form.getValues(),
    setZipCode: (zipCode) => form.setFieldValue('zipCode', zipCode),
    setCity: (city) => form.setFieldValue('city', city),
    markZipCodeInvalid: () => form.setFieldError('zipCode', 'zipCode.invalid-for-country'),
  });

  const locked = addressDataLocked(address, roles);
  const administrator = isMasterdataAdministrator(roles);

  const label = address ? t('addressBook.details', { name: address.name }) : t('addressBook.create');
  return (
    <form aria-label={label} onSubmit={form.onSubmit((values) => save.mutate(values))}>
      {locked && (
        <Alert color="blue" mb="md">
          {t('addressBook.lockedHint')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {textFields.map((field) => (
          <AddressTextField
            key={field}
            field={field}
            form={form}
            zipCity={zipCity}
            readOnly={locked && administrativeFields.has(field)}
          />
        ))}
        <TextInput
          label={t('addressBook.fields.emonsCustomerId')}
          readOnly={!administrator}
          variant={administrator ? 'default' : 'filled'}
          {...form.getInputProps('emonsCustomerId')}
          error={errorText(form.getInputProps('emonsCustomerId').error)}
        />
      </SimpleGrid>
      <AddressTypesGroup form={form} />
      <AddressBillingFields form={form} />
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

/**
 * The server compares with the stored provider id, so the lock follows the saved address: a saved
 * one says by its modifyAddressData link whether its address data may be changed.
 */
function addressDataLocked(address: Address | undefined, roles: readonly RoleKind[] | null) {
  return address && hasLink(address, 'modify')
    ? !hasLink(address, 'modifyAddressData')
    : administrativeDataLocked(address?.emonsCustomerId, roles);
}

interface AddressTextFieldProps {
  field: TextField;
  form: AddressFormApi;
  zipCity: ZipCityLookup;
  /** Administrative data of a locked address is shown but not changed. */
  readOnly: boolean;
}

/** One of the address's text fields; the country, zip code and city work together. */
function AddressTextField({ field, form, zipCity, readOnly }: AddressTextFieldProps) {
  const { t } = useTranslation();
  const errorText = useMasterdataErrorText();
  const props = form.getInputProps(field);
  // The country is chosen from the countries by name, searchable (spec 000 section 5).
  if (field === 'country')
    return (
      <CountrySelect
        label={t('fields.country')}
        withAsterisk
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        value={form.values.country}
        onChange={(country) => {
          form.setFieldValue('country', country);
          void zipCity.lookUpCity(country, form.getValues().zipCode);
        }}
        error={errorText(props.error)}
      />
    );
  if (field === 'city')
    return (
      <CityField
        lookup={zipCity}
        label={t('fields.city')}
        withAsterisk
        readOnly={readOnly}
        variant={readOnly ? 'filled' : 'default'}
        input={props}
        error={errorText(props.error)}
      />
    );
  // Checked and reformatted for the country when left, and the city looked up from it.
  const zipCodeLeft =
    field === 'zipCode' && !readOnly
      ? {
          onBlur: (event: FocusEvent<HTMLInputElement>) => {
            props.onBlur?.(event);
            void zipCity.lookUpCity(form.values.country, event.currentTarget.value);
          },
        }
      : {};
  return (
    <TextInput
      label={t(`fields.${field}`)}
      withAsterisk={requiredFields.has(field)}
      readOnly={readOnly}
      variant={readOnly ? 'filled' : 'default'}
      {...props}
      {...zipCodeLeft}
      error={errorText(props.error)}
    />
  );
}

/** The address's types as checkboxes; a type is offered only where the types it needs are chosen. */
function AddressTypesGroup({ form }: { form: AddressFormApi }) {
  const { t } = useTranslation();
  const errorText = useMasterdataErrorText();
  const { types } = form.values;
  const changeTypes = (requested: string[]) => {
    form.setValues(withChangedTypes(form.values, requested as AddressBookType[]));
    form.validateField('types');
  };
  return (
    <Checkbox.Group
      mt="md"
      label={t('addressBook.types')}
      value={types}
      onChange={changeTypes}
      error={errorText(form.getInputProps('types').error)}
    >
      <Group mt="xs">
        {formTypes.map((type) => (
          <Checkbox
            key={type}
            value={type}
            label={t(`addressBook.type.${type}`)}
            disabled={!types.includes(type) && !isTypeSelectable(type, types, form.values)}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

/** The invoice recipient and the automatic sending of shipping documents, as the types allow them. */
function AddressBillingFields({ form }: { form: AddressFormApi }) {
  const { t } = useTranslation();
  const recipients = useInvoiceRecipientChoices(form.values.invoiceRecipient);
  const { types } = form.values;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
      <Select
        label={t('addressBook.fields.invoiceRecipient')}
        description={t('addressBook.invoiceRecipientHint')}
        placeholder={t('addressBook.noInvoiceRecipient')}
        data={recipients.options}
        value={form.values.invoiceRecipient?.customerId ?? null}
        onChange={(customerId) => form.setFieldValue('invoiceRecipient', recipients.byCustomerId(customerId))}
        disabled={!allowsInvoiceRecipient(types)}
        clearable
        searchable
      />
      <Checkbox
        mt="lg"
        label={t('addressBook.fields.autosendShippingDocuments')}
        disabled={!allowsAutosend(types)}
        {...form.getInputProps('autosendShippingDocuments', { type: 'checkbox' })}
      />
    </SimpleGrid>
  );
}
