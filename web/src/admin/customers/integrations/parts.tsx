import { Button, Group, Loader, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { publishError } from '../../../errors/backend-errors.ts';
import { fieldErrorsByPath } from '../../../forms/field-error.ts';

/** A section's heading with its create button and a line that says what the section is for. */
export function SectionHeading({
  title,
  createLabel,
  intro,
  onCreate,
}: {
  title: string;
  createLabel: string;
  intro: string;
  onCreate: () => void;
}) {
  return (
    <>
      <Group justify="space-between">
        <Title order={4}>{title}</Title>
        <Button variant="light" onClick={onCreate}>
          {createLabel}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
    </>
  );
}

/**
 * A labelled table of a section's items: a loader until they are there, one row saying `empty` when
 * there are none, otherwise one row per item from `row` (which renders its own `Table.Tr`).
 */
export function ItemsTable<T>({
  label,
  headers,
  items,
  empty,
  row,
}: {
  label: string;
  headers: string[];
  items: readonly T[] | undefined;
  empty: string;
  row: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!items) return <Loader size="sm" aria-label={t('common.loading')} />;
  return (
    <Table striped aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={headers.length}>
              <Text>{empty}</Text>
            </Table.Td>
          </Table.Tr>
        )}
        {items.map(row)}
      </Table.Tbody>
    </Table>
  );
}

/** Cancel and confirm of a create dialog's form. */
export function CreateActions({
  onClose,
  pending,
  disabled,
}: {
  onClose: () => void;
  pending: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" loading={pending} disabled={disabled}>
        {t('common.confirm')}
      </Button>
    </Group>
  );
}

/** A refused create: field errors go to the form's fields, anything else to the error report. */
export const showErrorsIn =
  (form: { setErrors: (errors: Record<string, ReactNode>) => void }) => (error: Error) => {
    const fieldErrors = error instanceof ApiError ? (error.problem.errors ?? []) : [];
    if (fieldErrors.length > 0) form.setErrors(fieldErrorsByPath(fieldErrors));
    else publishError(error);
  };
