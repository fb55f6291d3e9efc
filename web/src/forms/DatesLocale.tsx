import 'dayjs/locale/cs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/sk';
import {
  type DatePickerInputProps,
  type DatePickerType,
  DatesProvider,
  DatePickerInput as MantineDatePickerInput,
} from '@mantine/dates';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import type { ReactNode } from 'react';
import { useLanguage } from '../i18n/index.ts';
import type { Language } from '../i18n/language.ts';

dayjs.extend(localizedFormat);

/** dayjs locale of each interface language: British English for Monday weeks and 24-hour times. */
const dayjsLocales: Record<Language, string> = { en: 'en-gb', de: 'de', cs: 'cs', sk: 'sk' };

/**
 * The date pickers speak the interface language: month and day names from dayjs's locales, weeks
 * from Monday, Saturday and Sunday as the weekend (docs/decisions/0118).
 */
export function DatesLocale({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: dayjsLocales[language], firstDayOfWeek: 1, weekendDays: [0, 6] }}>
      {children}
    </DatesProvider>
  );
}

export { useDateValueFormat } from './date-format.ts';

/**
 * Mantine's date picker input in the interface language. Each picker brings its locale with it, so
 * screens without a date picker (the shipment list) do not load dayjs.
 */
export function DatePickerInput<Type extends DatePickerType = 'default'>(props: DatePickerInputProps<Type>) {
  return (
    <DatesLocale>
      <MantineDatePickerInput<Type> {...props} />
    </DatesLocale>
  );
}
