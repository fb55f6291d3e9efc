import { TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { Autocomplete } from './deferred-inputs.tsx';
import type { ZipCityLookup } from './use-zip-city-lookup.ts';

/** What a form's getInputProps gives for a field. */
type InputProps = ReturnType<ReturnType<typeof useForm>['getInputProps']>;

interface Props {
  lookup: ZipCityLookup;
  label: ReactNode;
  /** The form's input props of the city (value, change, focus, blur, error). */
  input: InputProps;
  /** The error in the UI language, where the input's own is a message key. */
  error?: ReactNode;
  withAsterisk?: boolean;
  readOnly?: boolean;
  variant?: 'default' | 'filled';
}

/** The city of an address: a picker of the zip code areas found, or a plain text input (useZipCityLookup). */
export function CityField({ lookup, input, error = input.error, ...props }: Props) {
  const { cityPicker } = lookup;
  if (!cityPicker) return <TextInput maxLength={35} {...props} {...input} error={error} />;
  return <Autocomplete maxLength={35} {...props} {...input} error={error} {...cityPicker} limit={50} />;
}
