import { Anchor, Checkbox, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import type { Messages } from '../i18n/en.ts';
import type { SortableColumn, SortDirection } from './list-search.ts';

type ColumnKey = keyof Messages['shipmentList']['columns'];

const columns: { key: Exclude<ColumnKey, 'select'>; sortable?: SortableColumn }[] = [
  { key: 'shipmentNumber', sortable: 'shipmentNumber' },
  { key: 'senderCustomerId' },
  { key: 'sender' },
  { key: 'state', sortable: 'state' },
  { key: 'lastModifiedBy', sortable: 'lastModifiedBy' },
  { key: 'orderNumber', sortable: 'orderNumber' },
  { key: 'shippingDate', sortable: 'shippingDate' },
  { key: 'deliveryDate', sortable: 'deliveryDate' },
  { key: 'product' },
  { key: 'consignee' },
  { key: 'shippingNoticeCreated', sortable: 'shippingNoticeCreated' },
  { key: 'commissionedOn', sortable: 'commissionedOn' },
  { key: 'hazmat' },
  { key: 'type' },
];

interface Props {
  rows: Shipment[];
  sort: { column: SortableColumn; direction: SortDirection };
  onSort: (column: SortableColumn) => void;
  selected: ReadonlySet<string>;
  onSelect: (shipmentNumber: string, selected: boolean) => void;
}

const party = (summary?: { name?: string; city?: string }) =>
  [summary?.name, summary?.city].filter(Boolean).join(', ');

const carriesDangerousGoods = (shipment: Shipment) =>
  shipment.cargoList.items.some((item) => item.dangerousGoods);

export function ShipmentListTable({ rows, sort, onSort, selected, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1400}>
      <Table striped highlightOnHover stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('shipmentList.columns.select')}</VisuallyHidden>
            </Table.Th>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                aria-sort={
                  column.sortable && sort.column === column.sortable
                    ? sort.direction === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {column.sortable ? (
                  <UnstyledButton
                    fw={700}
                    fz="sm"
                    onClick={() => onSort(column.sortable!)}
                    title={t('shipmentList.sortBy', { column: t(`shipmentList.columns.${column.key}`) })}
                  >
                    {t(`shipmentList.columns.${column.key}`)}
                    {sort.column === column.sortable ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                  </UnstyledButton>
                ) : (
                  t(`shipmentList.columns.${column.key}`)
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>
                <Text>{t('shipmentList.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <ShipmentRow
              key={row.shipmentNumber}
              row={row}
              selected={selected.has(row.shipmentNumber)}
              onSelect={onSelect}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ShipmentRow({
  row,
  selected,
  onSelect,
}: {
  row: Shipment;
  selected: boolean;
  onSelect: Props['onSelect'];
}) {
  const { t } = useTranslation();
  const number = row.shipmentNumber;
  const tracking = row._links.trackAndTrace?.href;
  return (
    <Table.Tr>
      <Table.Td>
        <Checkbox
          aria-label={`${t('shipmentList.columns.select')} ${number}`}
          checked={selected}
          disabled={row.state === 'NEW'}
          onChange={(event) => onSelect(number, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        {tracking ? (
          <Anchor href={tracking} target="_blank" rel="noreferrer">
            {number}
          </Anchor>
        ) : (
          number
        )}
      </Table.Td>
      <Table.Td>{row.sender.customerId}</Table.Td>
      <Table.Td>{party(row.sender)}</Table.Td>
      <Table.Td>{t(`shipment.state.${row.state}`)}</Table.Td>
      <Table.Td>{row.lastModifiedBy}</Table.Td>
      <Table.Td>{row.orderNumber}</Table.Td>
      <Table.Td>{row.shippingDate}</Table.Td>
      <Table.Td>{row.deliveryDate}</Table.Td>
      <Table.Td>{row.product.name}</Table.Td>
      <Table.Td>{party(row.consignee)}</Table.Td>
      <Table.Td>{row.shippingNoticeCreated}</Table.Td>
      <Table.Td>{row.commissionedOn}</Table.Td>
      <Table.Td>{carriesDangerousGoods(row) ? t('common.yes') : ''}</Table.Td>
      <Table.Td>{t(`shipment.type.${row.type}`)}</Table.Td>
    </Table.Tr>
  );
}
