import '../i18n/screens/english.ts';
import { Badge, Button, Group, Paper, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRecipientAddress } from '../../../contracts/masterdata/invoice-recipients.ts';
import { hasLink } from '../api/hal.ts';
import {
  type InvoiceRecipientListSearch,
  type InvoiceRecipientSortColumn,
  invoiceRecipientListQuery,
  invoiceRecipientSortColumns,
} from '../api/invoice-recipients.ts';
import { EmptyRow, ExpandableRow, LoadMore } from '../components/ListParts.tsx';
import { SortableHeader } from '../components/SortableHeader.tsx';
import { YesNoMark } from '../components/YesNoMark.tsx';
import { PageTitle } from '../pages/PageTitle.tsx';
import { InvoiceRecipientForm } from './InvoiceRecipientForm.tsx';
import { MigrateRecipientDialog } from './MigrateRecipientDialog.tsx';

/** The opener and the sortable columns. */
const columnCount = invoiceRecipientSortColumns.length + 1;

/**
 * The invoice recipients (spec 000 section 2): search, sort by column, further pages by the next
 * link, rows that open their form. A new recipient is entered when the collection offers create,
 * else taken over from the forwarder's customers when it offers migrate.
 */
export function InvoiceRecipientsPage() {
  const { t } = useTranslation();
  const [queryText, setQueryText] = useState('');
  const [query] = useDebouncedValue(queryText.trim(), 300);
  const [sort, setSort] = useState<InvoiceRecipientListSearch['sort']>({ column: 'name', direction: 'asc' });
  const [creating, setCreating] = useState(false);
  const [migrating, setMigrating] = useState(false);
  const list = useInfiniteQuery({
    ...invoiceRecipientListQuery({ query, sort }),
    placeholderData: keepPreviousData,
  });
  const collection = { _links: list.data?.pages[0]?.links };
  const recipients = list.data?.pages.flatMap((page) => page.recipients) ?? [];

  const sortBy = (column: InvoiceRecipientSortColumn) =>
    setSort((current) => ({
      column,
      direction: current.column === column && current.direction === 'asc' ? 'desc' : 'asc',
    }));

  return (
    <>
      <PageTitle>{t('page.invoiceRecipients')}</PageTitle>
      <Group justify="space-between" mb="md" align="flex-end">
        <TextInput
          label={t('invoiceRecipients.search')}
          value={queryText}
          onChange={(event) => setQueryText(event.currentTarget.value)}
        />
        {hasLink(collection, 'create') ? (
          <Button onClick={() => setCreating(true)} disabled={creating}>
            {t('invoiceRecipients.create')}
          </Button>
        ) : (
          hasLink(collection, 'migrate') && (
            <Button onClick={() => setMigrating(true)}>{t('invoiceRecipients.migrate')}</Button>
          )
        )}
      </Group>
      {hasLink(collection, 'migrate') && (
        <MigrateRecipientDialog
          opened={migrating}
          onClose={() => setMigrating(false)}
          collection={collection}
        />
      )}
      {creating && (
        <Paper withBorder p="md" mb="md">
          <InvoiceRecipientForm onDone={() => setCreating(false)} />
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
                <VisuallyHidden>{t('invoiceRecipients.open')}</VisuallyHidden>
              </Table.Th>
              {invoiceRecipientSortColumns.map((column) => (
                <SortableHeader
                  key={column}
                  label={t(`invoiceRecipients.columns.${column}`)}
                  direction={sort.column === column ? sort.direction : undefined}
                  onSort={() => sortBy(column)}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <EmptyRow
              show={list.isSuccess && recipients.length === 0}
              columnCount={columnCount}
              text={t('invoiceRecipients.empty')}
            />
            {recipients.map((recipient) => (
              <RecipientRow key={recipient.id ?? recipient.customerId} recipient={recipient} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <LoadMore list={list} label={t('invoiceRecipients.loadMore')} />
    </>
  );
}

/**
 * A recipient's row; one without a self link is the customer's own master data, listed as the
 * default the order form offers while no other is chosen (docs/decisions/0212): read-only here.
 */
function RecipientRow({ recipient }: { recipient: InvoiceRecipientAddress }) {
  const { t } = useTranslation();
  const own = !hasLink(recipient, 'self');
  return (
    <ExpandableRow
      toggleLabel={t('invoiceRecipients.details', { name: recipient.name })}
      columnCount={columnCount}
      cells={
        <>
          <Table.Td>
            <YesNoMark
              value={recipient.isDefault}
              yes={t('invoiceRecipients.yes')}
              no={t('invoiceRecipients.no')}
            />
          </Table.Td>
          <Table.Td>{recipient.customerId}</Table.Td>
          <Table.Td>
            {recipient.name}
            {own && (
              <Badge ml="xs" variant="light">
                {t('invoiceRecipients.ownMasterData')}
              </Badge>
            )}
          </Table.Td>
          <Table.Td>{recipient.street}</Table.Td>
          <Table.Td>{recipient.country}</Table.Td>
          <Table.Td>{recipient.zipCode}</Table.Td>
          <Table.Td>{recipient.city}</Table.Td>
        </>
      }
    >
      {own ? (
        <Text>{t('invoiceRecipients.ownMasterDataHint')}</Text>
      ) : (
        <InvoiceRecipientForm recipient={recipient} />
      )}
    </ExpandableRow>
  );
}
