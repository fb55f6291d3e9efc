import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { zipCodeAreasQuery, zipCodeCountriesQuery } from '../api/order-reference.ts';
import {
  checkZipCode,
  cityAfterLookup,
  cityOptions,
  parseCityOption,
  zipCodeAfterCityPick,
} from './zip-city-rules.ts';

/** The city picker asks again only after typing pauses this long. */
const ZIP_TYPING_PAUSE_MS = 300;

/** How the lookup reads and writes the zip code and city of the form it serves. */
export interface ZipCityAccess {
  /** The zip code as it stands; the city picker's areas follow it once typing pauses. */
  zipCode: string;
  /** The values at this moment (an answer may come after the user typed on). */
  current: () => { zipCode: string; city: string };
  setZipCode: (zipCode: string) => void;
  setCity: (city: string) => void;
  /** Marks the zip code as not valid for the country, with the form's own message. */
  markZipCodeInvalid: () => void;
}

/** The city field as a picker of the zip code areas found. */
export interface CityPicker {
  data: ReturnType<typeof cityOptions>;
  onOptionSubmit: (value: string) => void;
  renderOption: (item: { option: { value: string } }) => string;
}

export interface ZipCityLookup {
  /**
   * When the zip code field is left or the country changes: the zip code in its canonical form or
   * marked invalid, and the city looked up from it (emptied for an invalid one).
   */
  lookUpCity: (country: string, zipCode: string) => Promise<void>;
  /** The city as a picker of the areas found; null where the city is a plain text input. */
  cityPicker: CityPicker | null;
}

const optionText = (value: string) => {
  const picked = parseCityOption(value);
  return `${picked.zipCode} ${picked.city}`;
};

/**
 * The zip code and city of an address (spec 000 section 5, "Parties"), for every form that has
 * them: the zip code is checked for the country and reformatted when the field is left; where the
 * country has zip code areas the city is looked up from the zip code and picked from the areas
 * found, and picking a city with a longer zip code completes it. Once the lookup fails, the city
 * is a plain text input.
 */
export function useZipCityLookup(country: string, access: ZipCityAccess): ZipCityLookup {
  const queryClient = useQueryClient();
  const supported = useQuery(zipCodeCountriesQuery());
  const [lookupFailed, setLookupFailed] = useState(false);
  const lookupCountry = !lookupFailed && (supported.data?.includes(country) ?? false);
  const [zipCode] = useDebouncedValue(access.zipCode.trim(), ZIP_TYPING_PAUSE_MS);
  const areas = useQuery({
    ...zipCodeAreasQuery(country, zipCode),
    enabled: lookupCountry && zipCode !== '',
  });

  const lookUpCity = async (nextCountry: string, typed: string) => {
    const check = checkZipCode(nextCountry, typed);
    if (check.zipCode !== typed) access.setZipCode(check.zipCode);
    if (typed.trim() && !check.valid) access.markZipCodeInvalid();
    if (!typed.trim() || lookupFailed || !supported.data?.includes(nextCountry)) return;
    if (!check.valid) {
      access.setCity('');
      return;
    }
    const asked = access.current().city;
    try {
      const found = await queryClient.fetchQuery(zipCodeAreasQuery(nextCountry, check.zipCode));
      const current = access.current().city;
      // A city typed while the answer was on its way is the user's choice.
      if (current !== asked) return;
      const city = cityAfterLookup(current, check, found);
      if (city !== current) access.setCity(city);
    } catch {
      setLookupFailed(true);
    }
  };

  const pickCity = (value: string) => {
    const current = access.current().zipCode;
    const next = zipCodeAfterCityPick(current, parseCityOption(value).zipCode);
    if (next !== current) access.setZipCode(next);
  };

  return {
    lookUpCity,
    cityPicker:
      lookupCountry && !areas.isError
        ? {
            data: cityOptions(areas.data ?? []),
            onOptionSubmit: pickCity,
            renderOption: ({ option }) => optionText(option.value),
          }
        : null,
  };
}
