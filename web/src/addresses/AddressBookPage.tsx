import '../i18n/screens/english.ts';
import { Button, Chip, Group, Pagination, Paper, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, AddressBookType } from '../../../contracts/masterdata/addresses.ts';
import {
  type AddressListSearch,
  type AddressSortColumn,
  addressFilterTypes,
  addressListQuery,
  addressSortColumns,
  useDeleteOwnAddresses,
} from '../api/addresses.ts';
import { hasLink } from '../api/hal.ts';
import { EmptyRow, ExpandableRow } from '../components/ListParts.tsx';
import { SortableHeader } from '../components/SortableHeader.tsx';
import { YesNoMark } from '../components/YesNoMark.tsx';
import { useConfirm } from '../errors/confirm.tsx';
import { notifySaved } from '../errors/notify.ts';
import { PageTitle } from '../pages/PageTitle.tsx';
import { AddressForm } from './AddressForm.tsx';

/** The opener, the sortable columns and the default consignee mark. */
const columnCount = addressSortColumns.length + 2;

/** The address book list (spec 000 section 2): filter by type, sort by column, rows open their form. */
export function AddressBookPage() {
  const { t } = useTranslation();
  const [queryText, setQueryText] = useState('');
  const [query] = useDebouncedValue(queryText.trim(), 300);
  const [types, setTypes] = useState<AddressBookType[]>([...addressFilterTypes]);
  const [sort, setSort] = useState<AddressListSearch['sort']>({ column: 'name', direction: 'asc' });
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const search: AddressListSearch = { query, types, sort, page };
  const list = useQuery({ ...addressListQuery(search), placeholderData: keepPreviousData });
  const confirm = useConfirm();
  const deleteAll = useDeleteOwnAddresses(list.data?.links, {
    onSuccess: () => notifySaved(t('addressBook.allDeleted')),
  });
  // Deleting the whole address book is confirmed first (spec 000 section 8).
  const askDeleteAll = async () => {
    const confirmed = await confirm({
      message: t('addressBook.deleteAllQuestion'),
      confirmLabel: t('addressBook.deleteAll'),
      danger: true,
    });
    if (confirmed) deleteAll.mutate();
  };

  const sortBy = (column: AddressSortColumn) => {
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'asc' ? 'desc' : 'asc',
    }));
    setPage(0);
  };

  return (
    <>
      <PageTitle>{t('page.addressBook')}</PageTitle>
      <Group justify="space-between" mb="md" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={t('addressBook.search')}
            value={queryText}
            onChange={(event) => {
              setQueryText(event.currentTarget.value);
              setPage(0);
            }}
          />
          <Chip.Group
            multiple
            value={types}
            onChange={(value) => {
              setTypes(value as AddressBookType[]);
              setPage(0);
            }}
          >
            <Group gap="xs" role="group" aria-label={t('addressBook.types')}>
              {addressFilterTypes.map((type) => (
                <Chip key={type} value={type}>
                  {t(`addressBook.type.${type}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Group>
        <Group>
          {hasLink({ _links: list.data?.links }, 'deleteAll') && (list.data?.page.totalElements ?? 0) > 0 && (
            <Button color="red" variant="outline" loading={deleteAll.isPending} onClick={askDeleteAll}>
              {t('addressBook.deleteAll')}
            </Button>
          )}
          {hasLink({ _links: list.data?.links }, 'create') && (
            <Button onClick={() => setCreating(true)} disabled={creating}>
              {t('addressBook.create')}
            </Button>
          )}
        </Group>
      </Group>
      {creating && (
        <Paper withBorder p="md" mb="md">
          <AddressForm onDone={() => setCreating(false)} />
          <Button variant="default" mt="xs" onClick={() => setCreating(false)}>
            {t('common.cancel')}
          </Button>
        </Paper>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('addressBook.open')}</VisuallyHidden>
              </Table.Th>
              {addressSortColumns.map((column) => (
                <SortableHeader
                  key={column}
                  label={t(`addressBook.columns.${column}`)}
                  direction={sort.column === column ? sort.direction : undefined}
                  onSort={() => sortBy(column)}
                />
              ))}
              <Table.Th>{t('addressBook.columns.isDefaultConsigneeAddress')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <EmptyRow
              show={list.data?.addresses.length === 0}
              columnCount={columnCount}
              text={t('addressBook.empty')}
            />
            {list.data?.addresses.map((address) => (
              <AddressRow key={address.id} address={address} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(list.data?.page.totalPages ?? 0) > 1 && (
        <Pagination
          mt="md"
          total={list.data?.page.totalPages ?? 0}
          value={page + 1}
          onChange={(next) => setPage(next - 1)}
        />
      )}
    </>
  );
}

/**
 * One address book row that opens the address form: the list's columns, and `actions` in a last
 * cell where a list adds some (the customer administration's delete).
 */
export function AddressRow({
  address,
  columnCount: columns = columnCount,
  actions,
}: {
  address: Address;
  columnCount?: number;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const mark = (value: boolean) => (
    <YesNoMark value={value} yes={t('addressBook.yes')} no={t('addressBook.no')} />
  );
  return (
    <ExpandableRow
      toggleLabel={t('addressBook.details', { name: address.name })}
      columnCount={columns}
      cells={
        <>
          <Table.Td>{mark(address.isDefaultSenderAddress)}</Table.Td>
          <Table.Td>{address.customerId}</Table.Td>
          <Table.Td>{address.name}</Table.Td>
          <Table.Td>{address.street}</Table.Td>
          <Table.Td>{address.country}</Table.Td>
          <Table.Td>{address.zipCode}</Table.Td>
          <Table.Td>{address.city}</Table.Td>
          <Table.Td>{mark(address.isDefaultConsigneeAddress)}</Table.Td>
          {actions !== undefined && <Table.Td>{actions}</Table.Td>}
        </>
      }
    >
      <AddressForm address={address} />
    </ExpandableRow>
  );
}
