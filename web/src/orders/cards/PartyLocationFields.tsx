import '../../i18n/screens/english.ts';
import { Group, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageKeys } from '../../../../contracts/shipment/messages.ts';
import { DEFAULT_COUNTRY } from '../../../../contracts/shipment/party-values.ts';
import { zipCodeAreasQuery, zipCodeCountriesQuery } from '../../api/order-reference.ts';
import { Autocomplete } from '../../forms/deferred-inputs.tsx';
import { useFieldErrorText } from '../../forms/field-error.ts';
import { useOrderFormContext } from '../order-form.ts';
import type { PartyRole } from '../party-rules.ts';
import {
  checkZipCode,
  cityAfterLookup,
  cityOptions,
  parseCityOption,
  zipCodeAfterCityPick,
} from '../zip-city-rules.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { useOrderField } from './use-field.ts';

/** The city picker asks again only after typing pauses this long. */
const ZIP_TYPING_PAUSE_MS = 300;

interface Props {
  party: PartyRole;
  /** The provider's address data is locked (only contact data may change). */
  readOnly: boolean;
}

/**
 * Country, zip code and city of a party: the zip code is checked for the country and reformatted
 * when the field is left; where the country has zip code areas the city is looked up from it and
 * picked from the areas found. Without a working lookup the city is a plain text input.
 */
export function PartyLocationFields({ party, readOnly }: Props) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const values = form.getValues()[party];
  const country = values.country ?? DEFAULT_COUNTRY;
  const supported = useQuery(zipCodeCountriesQuery());
  const [lookupFailed, setLookupFailed] = useState(false);
  const lookupCountry = !lookupFailed && (supported.data?.includes(country) ?? false);
  const [zipCode] = useDebouncedValue(values.zipCode.trim(), ZIP_TYPING_PAUSE_MS);
  const areas = useQuery({
    ...zipCodeAreasQuery(country, zipCode),
    enabled: lookupCountry && zipCode !== '',
  });
  const zipPath = `${party}.zipCode` as const;
  const cityPath = `${party}.city` as const;

  const lookUpCity = async (nextCountry: string, typed: string) => {
    const check = checkZipCode(nextCountry, typed);
    if (check.zipCode !== typed) form.setFieldValue(zipPath, check.zipCode);
    if (typed.trim() && !check.valid) form.setFieldError(zipPath, messageKeys.zipCode);
    if (!typed.trim() || lookupFailed || !supported.data?.includes(nextCountry)) return;
    if (!check.valid) {
      form.setFieldValue(cityPath, '');
      return;
    }
    try {
      const found = await queryClient.fetchQuery(zipCodeAreasQuery(nextCountry, check.zipCode));
      const current = form.getValues()[party].city;
      const city = cityAfterLookup(current, check, found);
      if (city !== current) form.setFieldValue(cityPath, city);
    } catch {
      setLookupFailed(true);
    }
  };

  const zipProps = field(zipPath);
  const cityProps = field(cityPath);
  const countryProps = field(`${party}.country`);
  const pickCity = (value: string) => {
    const picked = parseCityOption(value);
    const current = form.getValues()[party].zipCode;
    const next = zipCodeAfterCityPick(current, picked.zipCode);
    if (next !== current) form.setFieldValue(zipPath, next);
  };
  const options = cityOptions(areas.data ?? []);

  return (
    <>
      <Group grow align="flex-start" gap="xs">
        <CountrySelect
          label={t('fields.country')}
          withAsterisk
          readOnly={readOnly}
          value={country}
          error={errorText(countryProps.error)}
          onChange={(next) => {
            form.setFieldValue(`${party}.country`, next);
            void lookUpCity(next, form.getValues()[party].zipCode);
          }}
        />
        <TextInput
          label={t('fields.zipCode')}
          withAsterisk
          maxLength={10}
          readOnly={readOnly}
          {...zipProps}
          onBlur={(event) => {
            zipProps.onBlur?.(event);
            if (!readOnly) void lookUpCity(country, event.currentTarget.value);
          }}
        />
      </Group>
      {lookupCountry && !areas.isError ? (
        <Autocomplete
          label={t('fields.city')}
          withAsterisk
          maxLength={35}
          readOnly={readOnly}
          {...cityProps}
          data={options}
          onOptionSubmit={pickCity}
          renderOption={({ option }) =>
            `${parseCityOption(option.value).zipCode} ${parseCityOption(option.value).city}`
          }
          limit={50}
        />
      ) : (
        <TextInput label={t('fields.city')} withAsterisk maxLength={35} readOnly={readOnly} {...cityProps} />
      )}
    </>
  );
}
