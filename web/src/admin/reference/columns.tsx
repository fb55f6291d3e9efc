import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { YesNoMark } from '../../components/YesNoMark.tsx';
import type { AdminMessages } from '../../i18n/admin/en.ts';
import type { ListColumn } from './ReferenceList.tsx';

/** The fields of the reference data, each with its label under `adminReference.fields`. */
export type ReferenceField = keyof AdminMessages['adminReference']['fields'];

/** An empty value shows as a dash, so a read-only field never looks like a missing one. */
export function show(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '–' : String(value);
}

/** Column builders that label each field in the interface language. */
export function columnsFor<T>(t: TFunction) {
  const label = (field: ReferenceField) => t(`adminReference.fields.${field}`);
  return {
    /** A field shown as it is; sorted by the API property of the same name when `sortable`. */
    text: <K extends keyof T & string>(
      field: K & ReferenceField,
      options: { sortable?: boolean } = {},
    ): ListColumn<T> => ({
      label: label(field),
      ...(options.sortable ? { sort: field } : {}),
      cell: (item) => show(item[field] as string | number | null),
    }),
    /** A yes-or-no flag. */
    flag: (
      field: ReferenceField,
      value: (item: T) => boolean,
      options: { sort?: string; yes?: string; no?: string } = {},
    ): ListColumn<T> => ({
      label: label(field),
      ...(options.sort ? { sort: options.sort } : {}),
      cell: (item) => (
        <YesNoMark
          value={value(item)}
          yes={options.yes ?? t('adminReference.yes')}
          no={options.no ?? t('adminReference.no')}
        />
      ),
    }),
    /** A computed value. */
    custom: (field: ReferenceField, cell: (item: T) => ReactNode, sort?: string): ListColumn<T> => ({
      label: label(field),
      ...(sort ? { sort } : {}),
      cell,
    }),
  };
}
