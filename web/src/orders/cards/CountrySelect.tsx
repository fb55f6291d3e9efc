import type { SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { countriesQuery } from '../../api/order-reference.ts';
import { Select } from '../../forms/deferred-inputs.tsx';
import { useLanguage } from '../../i18n/index.ts';

type Props = Omit<SelectProps, 'data' | 'onChange'> & {
  value: string;
  onChange: (country: string) => void;
};

/**
 * A country of /api/countries by its name in the UI language; the value is the two-letter code.
 * A code the list does not know (yet) is still shown as itself.
 */
export function CountrySelect({ value, onChange, ...props }: Props) {
  const language = useLanguage();
  const countries = useQuery(countriesQuery());
  const data = useMemo(() => {
    const options = (countries.data ?? [])
      .map((country) => ({
        value: country.alpha2Code,
        label: country.names[language] ?? country.name,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
    return value && !options.some((option) => option.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  }, [countries.data, language, value]);
  return (
    <Select
      {...props}
      searchable
      allowDeselect={false}
      data={data}
      value={value}
      onChange={(country) => {
        if (country) onChange(country);
      }}
    />
  );
}
