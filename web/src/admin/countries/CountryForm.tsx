import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type Country, countryInputSchema } from '../../../../contracts/masterdata/reference.ts';
import { hasLink } from '../../api/hal.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useFieldErrorText } from '../../forms/field-error.ts';
import { useEntityForm } from '../../forms/use-entity-form.ts';
import {
  type CountryFormValues,
  countryFields,
  countryFormValues,
  countryPayload,
} from './country-values.ts';

const checkCountry = schemaResolver(countryInputSchema, { sync: true });

/** The contract's message keys of the country codes and their texts. */
const countryMessages = {
  'country.alpha2-invalid': 'adminCountries.messages.alpha2Invalid',
  'country.alpha3-invalid': 'adminCountries.messages.alpha3Invalid',
  'country.iso-invalid': 'adminCountries.messages.isoInvalid',
  'country.ioc-invalid': 'adminCountries.messages.iocInvalid',
} as const;

const isCountryMessage = (error: unknown): error is keyof typeof countryMessages =>
  typeof error === 'string' && Object.hasOwn(countryMessages, error);

/** Every code is required (spec 001 section 5); a filled one must have the contract's form. */
function validateCountry(values: CountryFormValues, country?: Country): Record<string, ReactNode> {
  const errors: Record<string, ReactNode> = { ...checkCountry(countryPayload(values, country)) };
  for (const field of countryFields) {
    if (!values[field].trim()) errors[field] = 'field.required';
  }
  delete errors.names;
  return errors;
}

interface Props {
  /** Absent for a new country. */
  country?: Country;
  /** Where a new country is POSTed: the list's create link. */
  createPath?: string;
  /** Receives a new country once it is saved. */
  onCreated?: (country: Country) => void;
  /** After a country was deleted. */
  onDeleted?: () => void;
}

/**
 * The form of a country: its four codes. Save only with a modify link (or, for a new country, the
 * list's create link) and only when changed and valid; delete only with a delete link, after a
 * confirmation.
 */
export function CountryForm({ country, createPath = '', onCreated, onDeleted }: Props) {
  const { t } = useTranslation();
  const fieldErrorText = useFieldErrorText();
  const errorText = (error: ReactNode) =>
    isCountryMessage(error) ? t(countryMessages[error]) : fieldErrorText(error);
  const { form, save, remove, askToDelete } = useEntityForm<Country, CountryFormValues>({
    entity: country,
    collectionPath: createPath,
    listKey: queryKeys.adminCountries.all,
    toValues: countryFormValues,
    toPayload: (values, entity) => countryPayload(values, entity),
    validate: (values) => validateCountry(values, country),
    texts: {
      saved: t('adminCountries.saved'),
      updated: t('adminCountries.updated'),
      deleteQuestion: (name) => t('adminCountries.deleteQuestion', { name }),
      delete: t('adminCountries.delete'),
    },
    onDone: () => {
      // Called after a create as well; only a deletion ends the row.
      if (country) onDeleted?.();
    },
  });

  const editable = country ? hasLink(country, 'modify') : true;
  const label = country
    ? t('adminCountries.details', { name: country.name || country.alpha2Code })
    : t('adminCountries.create');
  return (
    <form
      aria-label={label}
      onSubmit={form.onSubmit((values) =>
        save.mutate(values, {
          onSuccess: (saved) => {
            if (!country) onCreated?.(saved);
          },
        }),
      )}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {countryFields.map((field) => {
          const props = form.getInputProps(field);
          return (
            <TextInput
              key={field}
              label={t(`adminCountries.fields.${field}`)}
              withAsterisk
              readOnly={!editable || (field === 'alpha2Code' && Boolean(country))}
              maxLength={field === 'alpha2Code' ? 2 : 3}
              {...props}
              onBlur={(event) => {
                props.onBlur?.(event);
                form.validateField(field);
              }}
              error={errorText(props.error)}
            />
          );
        })}
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        {country && hasLink(country, 'delete') && (
          <Button color="red" variant="light" loading={remove.isPending} onClick={() => askToDelete(country)}>
            {t('adminCountries.delete')}
          </Button>
        )}
        {editable && (
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty() || !form.isValid()}>
            {t('adminCountries.save')}
          </Button>
        )}
      </Group>
    </form>
  );
}
