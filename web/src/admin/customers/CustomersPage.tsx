import { Button, Group, MultiSelect, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCustomer } from '../../../../contracts/masterdata/customers.ts';
import { branchOptionsQuery, customerListQuery } from '../../api/admin-customers.ts';
import { hasLink } from '../../api/hal.ts';
import { EmptyRow, ExpandableRow, LoadMore } from '../../components/ListParts.tsx';
import { PageTitle } from '../../pages/PageTitle.tsx';
import { CreateCustomerDialog } from './CreateCustomerDialog.tsx';
import { CustomerDetail } from './CustomerDetail.tsx';

const columnCount = 6;

/**
 * Customer administration (spec 001 section 2): a searchable list, opened with an optional
 * searchText, filtered by branch; each customer expands into its tabs; new customers through the
 * create dialog when the list offers create.
 */
export function CustomersPage() {
  const { t } = useTranslation();
  const search = useSearch({ strict: false }) as { searchText?: string };
  const [queryText, setQueryText] = useState(search.searchText ?? '');
  const [query] = useDebouncedValue(queryText.trim(), 400);
  const [locations, setLocations] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const branches = useQuery(branchOptionsQuery());
  const list = useInfiniteQuery({
    ...customerListQuery({ query, locations }),
    placeholderData: keepPreviousData,
  });
  const collection = { _links: list.data?.pages[0]?.links };
  const customers = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.page.totalElements;
  const filterable = (branches.data ?? []).filter((branch) => branch.assignable);

  return (
    <>
      <PageTitle>{t('admin.customers')}</PageTitle>
      <Group justify="space-between" mb="md" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={t('adminCustomers.search')}
            value={queryText}
            onChange={(event) => setQueryText(event.currentTarget.value)}
          />
          {filterable.length > 1 && (
            <MultiSelect
              label={t('adminCustomers.branchFilter')}
              placeholder={locations.length === 0 ? t('adminCustomers.allBranches') : undefined}
              data={filterable.map((branch) => ({
                value: branch.abbreviation,
                label: `${branch.abbreviation} – ${branch.name}`,
              }))}
              value={locations}
              onChange={setLocations}
              clearable
              miw={260}
            />
          )}
        </Group>
        {hasLink(collection, 'create') && (
          <Button onClick={() => setCreating(true)}>{t('adminCustomers.create')}</Button>
        )}
      </Group>
      {creating && <CreateCustomerDialog onClose={() => setCreating(false)} />}
      {total !== undefined && (
        <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
          {t('adminCustomers.count', { count: total })}
        </Text>
      )}
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('adminCustomers.open')}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t('adminCustomers.fields.customerId')}</Table.Th>
              <Table.Th>{t('adminCustomers.fields.name')}</Table.Th>
              <Table.Th>{t('adminCustomers.fields.city')}</Table.Th>
              <Table.Th>{t('adminCustomers.fields.location')}</Table.Th>
              <Table.Th>{t('adminCustomers.fields.activated')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <EmptyRow
              show={list.isSuccess && customers.length === 0}
              columnCount={columnCount}
              text={t('adminCustomers.empty')}
            />
            {customers.map((customer) => (
              <CustomerRow key={customer.customerId} customer={customer} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore list={list} label={t('adminCustomers.loadMore')} />
    </>
  );
}

function CustomerRow({ customer }: { customer: AdminCustomer }) {
  const { t } = useTranslation();
  return (
    <ExpandableRow
      toggleLabel={t('adminCustomers.details', { customerId: customer.customerId, name: customer.name })}
      columnCount={columnCount}
      cells={
        <>
          <Table.Td>{customer.customerId}</Table.Td>
          <Table.Td>{customer.name}</Table.Td>
          <Table.Td>{customer.city}</Table.Td>
          <Table.Td>
            {customer.location}
            {customer.secondaryLocation ? ` / ${customer.secondaryLocation}` : ''}
          </Table.Td>
          <Table.Td>
            <Text span size="sm" fw={customer.activated ? 600 : 400}>
              {customer.activated ? t('adminCustomers.enabled') : t('adminCustomers.disabled')}
            </Text>
          </Table.Td>
        </>
      }
    >
      {(collapse) => <CustomerDetail customer={customer} onClose={collapse} />}
    </ExpandableRow>
  );
}
