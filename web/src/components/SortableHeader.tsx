import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A column header that sorts its list: the current direction in aria-sort and as an arrow. */
export function SortableHeader({
  label,
  direction,
  onSort,
}: {
  label: string;
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}>
      <UnstyledButton fw={700} fz="sm" onClick={onSort} title={t('shipmentList.sortBy', { column: label })}>
        {label}
        {direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
