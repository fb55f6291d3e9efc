import '../../i18n/screens/english.ts';
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Loader,
  Paper,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '../../../../contracts/masterdata/addresses.ts';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import { AddressRow } from '../../addresses/AddressBookPage.tsx';
import { AddressForm } from '../../addresses/AddressForm.tsx';
import {
  type AddressSortColumn,
  addressSortColumns,
  useDeleteAddress,
  useEraseAddressParty,
} from '../../api/addresses.ts';
import {
  customerAddressesQuery,
  useDeleteCustomerAddresses,
  useImportCustomerAddresses,
} from '../../api/admin-customers.ts';
import { ApiError } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';
import { hasLink, linkPath } from '../../api/hal.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { LoadMore } from '../../components/ListParts.tsx';
import { SortableHeader } from '../../components/SortableHeader.tsx';
import { publishError } from '../../errors/backend-errors.ts';
import { useConfirm } from '../../errors/confirm.tsx';
import { notifySaved } from '../../errors/notify.ts';
import { IMPORT_EXTENSIONS, importRowError, isImportable } from './customer-values.ts';

/** Spec 001 section 9: the address search waits 1000 ms after typing. */
const SEARCH_DEBOUNCE_MS = 1000;
/** The opener, the sortable columns, the default consignee mark and the delete action. */
const columnCount = addressSortColumns.length + 3;

/**
 * The address book of a customer (spec 001 sections 2 and 7): count, search, pages of 100 loaded on
 * demand, sortable columns, rows that open the address form; import, export as vCards and delete
 * one or all after a confirmation.
 */
export function CustomerAddressesPanel({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [queryText, setQueryText] = useState('');
  const [query] = useDebouncedValue(queryText.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<{ column: AddressSortColumn; direction: 'asc' | 'desc' }>({
    column: 'name',
    direction: 'asc',
  });
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const list = useInfiniteQuery({
    ...customerAddressesQuery(customer, query, `${sort.column},${sort.direction}`),
    placeholderData: keepPreviousData,
  });
  const addresses = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.page.totalElements;
  const deleteOne = useDeleteAddress();
  const eraseOne = useEraseAddressParty({
    onSuccess: (erasure) => notifySaved(t('adminCustomers.addresses.erased', erasure)),
  });

  const sortBy = (column: AddressSortColumn) =>
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'asc' ? 'desc' : 'asc',
    }));

  const askDeleteOne = async (address: Address) => {
    const confirmed = await confirm({
      message: t('addressBook.deleteQuestion', { name: address.name }),
      confirmLabel: t('addressBook.delete'),
      danger: true,
    });
    if (confirmed) deleteOne.mutate(address);
  };
  const askErase = async (address: Address) => {
    const confirmed = await confirm({
      message: t('adminCustomers.addresses.eraseQuestion', { name: address.name }),
      confirmLabel: t('adminCustomers.addresses.erase'),
      danger: true,
    });
    if (confirmed) eraseOne.mutate(address);
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="sm">
        <Group align="flex-end">
          <TextInput
            label={t('adminCustomers.addresses.search')}
            value={queryText}
            onChange={(event) => setQueryText(event.currentTarget.value)}
          />
          <Text size="sm" aria-live="polite" data-testid="address-count">
            {total === undefined ? '' : t('adminCustomers.addresses.count', { count: total })}
          </Text>
        </Group>
        <CustomerAddressBookActions
          customer={customer}
          total={total}
          creating={creating}
          onCreate={() => setCreating(true)}
          onImport={() => setImporting(true)}
        />
      </Group>
      {importing && <ImportAddressesDialog customer={customer} onClose={() => setImporting(false)} />}
      {creating && (
        <Paper withBorder p="md" mb="md">
          <AddressForm ownerCustomerId={customer.customerId} onDone={() => setCreating(false)} />
          <Button variant="default" mt="xs" onClick={() => setCreating(false)}>
            {t('common.cancel')}
          </Button>
        </Paper>
      )}
      {!list.data ? (
        <Loader size="sm" aria-label={t('common.loading')} />
      ) : (
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
                <Table.Th>{t('adminCustomers.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {addresses.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={columnCount}>
                    <Text>{t('addressBook.empty')}</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {addresses.map((address) => (
                <CustomerAddressRow
                  key={address.id}
                  address={address}
                  onDelete={() => askDeleteOne(address)}
                  onErase={() => askErase(address)}
                  erasing={eraseOne.isPending && eraseOne.variables?.id === address.id}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <LoadMore list={list} label={t('adminCustomers.loadMore')} />
    </>
  );
}

interface CustomerAddressBookActionsProps {
  customer: AdminCustomer;
  /** The number of addresses found; undefined while the first page loads. */
  total: number | undefined;
  creating: boolean;
  onCreate: () => void;
  onImport: () => void;
}

/** Create, import, export and delete all, each where the customer's links allow it. */
function CustomerAddressBookActions({
  customer,
  total,
  creating,
  onCreate,
  onImport,
}: CustomerAddressBookActionsProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const deleteAll = useDeleteCustomerAddresses(customer, {
    onSuccess: () => notifySaved(t('adminCustomers.addresses.allDeleted')),
  });
  const askDeleteAll = async () => {
    const confirmed = await confirm({
      message: t('adminCustomers.addresses.deleteAllQuestion', { customerId: customer.customerId }),
      confirmLabel: t('adminCustomers.addresses.deleteAll'),
      danger: true,
    });
    if (confirmed) deleteAll.mutate();
  };
  return (
    <Group>
      {hasLink(customer, 'modify') && (
        <Button onClick={onCreate} disabled={creating}>
          {t('addressBook.create')}
        </Button>
      )}
      {hasLink(customer, 'exportAddresses') && (
        <>
          <Button variant="light" onClick={onImport}>
            {t('adminCustomers.addresses.import')}
          </Button>
          <Button
            variant="light"
            onClick={() =>
              downloadFile(linkPath(customer, 'exportAddresses'), `${customer.customerId}.vcf`).catch(
                publishError,
              )
            }
          >
            {t('adminCustomers.addresses.export')}
          </Button>
        </>
      )}
      {hasLink(customer, 'deleteAll') && (
        <Button
          color="red"
          variant="light"
          loading={deleteAll.isPending}
          disabled={total === 0}
          onClick={askDeleteAll}
        >
          {t('adminCustomers.addresses.deleteAll')}
        </Button>
      )}
    </Group>
  );
}

function CustomerAddressRow({
  address,
  onDelete,
  onErase,
  erasing,
}: {
  address: Address;
  onDelete: () => void;
  onErase: () => void;
  erasing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <AddressRow
      address={address}
      columnCount={columnCount}
      actions={
        <Group gap="xs" wrap="nowrap">
          {hasLink(address, 'delete') && (
            <Button
              size="compact-sm"
              color="red"
              variant="subtle"
              aria-label={t('adminCustomers.addresses.deleteOne', { name: address.name })}
              onClick={onDelete}
            >
              {t('addressBook.delete')}
            </Button>
          )}
          {hasLink(address, 'erasure') && (
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              loading={erasing}
              aria-label={t('adminCustomers.addresses.eraseOne', { name: address.name })}
              onClick={onErase}
            >
              {t('adminCustomers.addresses.erase')}
            </Button>
          )}
        </Group>
      }
    />
  );
}

/** Uploads an address file to the export link; a refused file shows its errors row by row. */
function ImportAddressesDialog({ customer, onClose }: { customer: AdminCustomer; onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const upload = useImportCustomerAddresses(customer, {
    onSuccess: ({ imported }) => {
      notifySaved(t('adminCustomers.addresses.imported', { count: imported }));
      onClose();
    },
    onError: (failure) => {
      const fieldErrors = failure instanceof ApiError ? (failure.problem.errors ?? []) : [];
      if (fieldErrors.length === 0) {
        publishError(failure);
        return;
      }
      setErrors(
        fieldErrors.map((error) => {
          const row = importRowError(error.field);
          return row
            ? t('adminCustomers.addresses.rowError', {
                row: row.row,
                field: row.field,
                message: error.defaultMessage,
              })
            : error.defaultMessage;
        }),
      );
    },
  });
  const acceptable = file !== null && isImportable(file.name);
  return (
    <Dialog
      opened
      onClose={onClose}
      size="lg"
      title={t('adminCustomers.addresses.importTitle', { customerId: customer.customerId })}
    >
      <FileInput
        label={t('adminCustomers.addresses.file')}
        description={t('adminCustomers.addresses.fileHint', { types: IMPORT_EXTENSIONS.join(', ') })}
        accept={IMPORT_EXTENSIONS.join(',')}
        value={file}
        clearable
        onChange={(chosen) => {
          setFile(chosen);
          setErrors([]);
        }}
        error={file && !acceptable ? t('adminCustomers.addresses.wrongType') : undefined}
      />
      {errors.length > 0 && (
        <Alert color="red" mt="md" title={t('adminCustomers.addresses.importFailed')}>
          <List size="sm">
            {errors.map((error) => (
              <List.Item key={error}>{error}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button disabled={!acceptable} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          {t('adminCustomers.addresses.upload')}
        </Button>
      </Group>
    </Dialog>
  );
}
