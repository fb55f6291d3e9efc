import '../i18n/screens/english.ts';
import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zipCodeAreasQuery, zipCodeCountriesQuery } from '../api/order-reference.ts';
import {
  checkZipCode,
  cityAfterLookup,
  cityOptions,
  parseCityOption,
  zipCodeAfterCityPick,
} from '../forms/zip-city-rules.ts';
import { CountrySelect } from '../orders/cards/CountrySelect.tsx';
import type { RegistrationField } from './registration-values.ts';
import type { RegistrationFormApi } from './use-registration-form.ts';

/** The city picker asks again only after typing pauses this long. */
const ZIP_TYPING_PAUSE_MS = 300;

interface Props {
  form: RegistrationFormApi;
  /** The company data of an invitation link is locked. */
  readOnly: boolean;
  /** A field's error in the UI language. */
  errorOf: (field: RegistrationField) => string | undefined;
}

/**
 * Country, zip code and city of the company, with the rules of the order form's parties: the zip
 * code is checked for the country and reformatted when the field is left, and where the country
 * has zip code areas the city follows the zip code and can be picked from the areas found.
 */
export function RegistrationLocationFields({ form, readOnly, errorOf }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { country } = form.values;
  const supported = useQuery(zipCodeCountriesQuery());
  const [lookupFailed, setLookupFailed] = useState(false);
  const lookupCountry = !readOnly && !lookupFailed && (supported.data?.includes(country) ?? false);
  const [zipCode] = useDebouncedValue(form.values.zipCode.trim(), ZIP_TYPING_PAUSE_MS);
  const areas = useQuery({
    ...zipCodeAreasQuery(country, zipCode),
    enabled: lookupCountry && zipCode !== '',
  });

  const lookUpCity = async (nextCountry: string, typed: string) => {
    const check = checkZipCode(nextCountry, typed);
    if (check.zipCode !== typed) form.setFieldValue('zipCode', check.zipCode);
    if (typed.trim()) form.validateField('zipCode');
    if (!typed.trim() || !check.valid || lookupFailed || !supported.data?.includes(nextCountry)) return;
    try {
      const found = await queryClient.fetchQuery(zipCodeAreasQuery(nextCountry, check.zipCode));
      const current = form.getValues().city;
      const city = cityAfterLookup(current, check, found);
      if (city !== current) form.setFieldValue('city', city);
    } catch {
      setLookupFailed(true);
    }
  };

  const pickCity = (value: string) => {
    const picked = parseCityOption(value);
    const current = form.getValues().zipCode;
    const next = zipCodeAfterCityPick(current, picked.zipCode);
    if (next !== current) form.setFieldValue('zipCode', next);
  };

  const zipProps = form.getInputProps('zipCode');
  const cityProps = { ...form.getInputProps('city'), error: errorOf('city') };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountrySelect
          label={t('registration.fields.country')}
          withAsterisk
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          value={country}
          error={errorOf('country')}
          onChange={(next) => {
            form.setFieldValue('country', next);
            void lookUpCity(next, form.getValues().zipCode);
          }}
        />
        <TextInput
          label={t('registration.fields.zipCode')}
          withAsterisk
          maxLength={10}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          autoComplete="postal-code"
          {...zipProps}
          error={errorOf('zipCode')}
          onBlur={(event) => {
            if (readOnly) return;
            void lookUpCity(country, event.currentTarget.value);
            if (!event.currentTarget.value.trim()) zipProps.onBlur?.(event);
          }}
        />
      </SimpleGrid>
      {lookupCountry && !areas.isError ? (
        <Autocomplete
          label={t('registration.fields.city')}
          withAsterisk
          maxLength={35}
          autoComplete="address-level2"
          {...cityProps}
          data={cityOptions(areas.data ?? [])}
          onOptionSubmit={pickCity}
          renderOption={({ option }) => {
            const picked = parseCityOption(option.value);
            return `${picked.zipCode} ${picked.city}`;
          }}
          limit={50}
        />
      ) : (
        <TextInput
          label={t('registration.fields.city')}
          withAsterisk
          maxLength={35}
          readOnly={readOnly}
          variant={readOnly ? 'filled' : 'default'}
          autoComplete="address-level2"
          {...cityProps}
        />
      )}
    </>
  );
}
