import '../../i18n/screens/english.ts';
import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageKeys } from '../../../../contracts/shipment/messages.ts';
import { DEFAULT_COUNTRY } from '../../../../contracts/shipment/party-values.ts';
import { CityField } from '../../forms/CityField.tsx';
import { useFieldErrorText } from '../../forms/field-error.ts';
import { useZipCityLookup } from '../../forms/use-zip-city-lookup.ts';
import { useOrderFormContext } from '../order-form.ts';
import type { PartyRole } from '../party-rules.ts';
import { CountrySelect } from './CountrySelect.tsx';
import { useOrderField } from './use-field.ts';

interface Props {
  party: PartyRole;
  /** The provider's address data is locked (only contact data may change). */
  readOnly: boolean;
}

/**
 * Country, zip code and city of a party, with the address book's zip code check and city lookup
 * (useZipCityLookup): the zip code is reformatted when the field is left, and where the country
 * has zip code areas the city follows it.
 */
export function PartyLocationFields({ party, readOnly }: Props) {
  const { t } = useTranslation();
  const form = useOrderFormContext();
  const field = useOrderField();
  const errorText = useFieldErrorText();
  const values = form.getValues()[party];
  const country = values.country ?? DEFAULT_COUNTRY;
  const zipPath = `${party}.zipCode` as const;
  const cityPath = `${party}.city` as const;
  const lookup = useZipCityLookup(country, {
    zipCode: values.zipCode,
    current: () => form.getValues()[party],
    setZipCode: (zipCode) => form.setFieldValue(zipPath, zipCode),
    setCity: (city) => form.setFieldValue(cityPath, city),
    markZipCodeInvalid: () => form.setFieldError(zipPath, messageKeys.zipCode),
  });

  const zipProps = field(zipPath);
  const countryProps = field(`${party}.country`);

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
            void lookup.lookUpCity(next, form.getValues()[party].zipCode);
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
            if (!readOnly) void lookup.lookUpCity(country, event.currentTarget.value);
          }}
        />
      </Group>
      <CityField
        lookup={lookup}
        label={t('fields.city')}
        withAsterisk
        readOnly={readOnly}
        input={field(cityPath)}
      />
    </>
  );
}
