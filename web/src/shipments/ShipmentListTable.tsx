import {
  ActionIcon,
  Anchor,
  Checkbox,
  Group,
  Loader,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { createContext, lazy, memo, Suspense, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentSortProperty } from '../../../contracts/shipment/list.ts';
import type { Shipment } from '../../../contracts/shipment/shipment.ts';
import { Chevron } from '../components/Chevron.tsx';
import type { Messages } from '../i18n/en.ts';
import { formatDate, formatInstant } from '../i18n/format.ts';
import { useLanguage } from '../i18n/index.ts';
import type { Language } from '../i18n/language.ts';
import { JourneyBadge, LateBadge } from './JourneyBadge.tsx';
import type { SortDirection } from './list-search.ts';
import { StateBadge } from './StateBadge.tsx';
import { useProductNames } from './use-reference-names.ts';

/** An expanded row's tabs load on the first expansion, outside the list's first load. */
const ShipmentDetail = lazy(() =>
  import('./ShipmentDetail.tsx').then((m) => ({ default: m.ShipmentDetail })),
);

type ColumnKey = keyof Messages['shipmentList']['columns'];

const columns: { key: Exclude<ColumnKey, 'select'>; sortBy: ShipmentSortProperty }[] = [
  { key: 'shipmentNumber', sortBy: 'shipmentNumber' },
  { key: 'senderCustomerId', sortBy: 'senderCustomerId' },
  { key: 'sender', sortBy: 'senderName' },
  { key: 'state', sortBy: 'state' },
  { key: 'lastModifiedBy', sortBy: 'lastModifiedBy' },
  { key: 'orderNumber', sortBy: 'orderNumber' },
  { key: 'shippingDate', sortBy: 'shippingDate' },
  { key: 'deliveryDate', sortBy: 'deliveryDate' },
  { key: 'product', sortBy: 'productName' },
  { key: 'consignee', sortBy: 'consigneeName' },
  { key: 'shippingNoticeCreated', sortBy: 'shippingNoticeCreated' },
  { key: 'commissionedOn', sortBy: 'commissionedOn' },
  { key: 'hazmat', sortBy: 'hazmat' },
  { key: 'type', sortBy: 'type' },
];

interface Props {
  rows: Shipment[];
  sort: { column: ShipmentSortProperty; direction: SortDirection };
  onSort: (column: ShipmentSortProperty) => void;
  selected: ReadonlySet<string>;
  onSelect: (shipmentNumber: string, selected: boolean) => void;
}

const party = (summary?: { name?: string; city?: string }) =>
  [summary?.name, summary?.city].filter(Boolean).join(', ');

const carriesDangerousGoods = (shipment: Shipment) =>
  shipment.cargoList.items.some((item) => item.dangerousGoods);

/**
 * The product names of the list's product column. They come with a request of their own after the
 * rows; when they arrive, only the product cells render again (docs/decisions/0155).
 */
const ProductNames = createContext<(product: Shipment['product']) => string>((product) => product.identifier);

function ProductName({ product }: { product: Shipment['product'] }) {
  return useContext(ProductNames)(product);
}

export function ShipmentListTable({ rows, sort, onSort, selected, onSelect }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const productName = useProductNames();
  const header = useMemo(
    () => (
      <Table.Thead>
        <Table.Tr>
          <Table.Th>
            <VisuallyHidden>{t('shipmentDetail.overview')}</VisuallyHidden>
          </Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('shipmentList.columns.select')}</VisuallyHidden>
          </Table.Th>
          {columns.map((column) => (
            <SortableHeader
              key={column.key}
              label={t(`shipmentList.columns.${column.key}`)}
              direction={sort.column === column.sortBy ? sort.direction : undefined}
              onSort={() => onSort(column.sortBy)}
            />
          ))}
        </Table.Tr>
      </Table.Thead>
    ),
    [t, sort.column, sort.direction, onSort],
  );
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped highlightOnHover stickyHeader horizontalSpacing={5}>
        {header}
        <ProductNames.Provider value={productName}>
          <Table.Tbody>
            {/* The rows are memoised: a click on one checkbox, product names arriving or a refetch
              that brings the same rows back render only what changed (docs/decisions/0155). */}
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 2}>
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
                t={t}
                language={language}
              />
            ))}
          </Table.Tbody>
        </ProductNames.Provider>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Every column sorts by its API property; the header says which way (aria-sort) and flips on click. */
function SortableHeader({
  label,
  direction,
  onSort,
}: {
  label: string;
  direction: SortDirection | undefined;
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

/**
 * One row, rendered again only when its shipment, its selection, the language or the select handler
 * change: the texts and the language come from the table, the product's name from ProductNames.
 */
const ShipmentRow = memo(function ShipmentRow({
  row,
  selected,
  onSelect,
  t,
  language,
}: {
  row: Shipment;
  selected: boolean;
  onSelect: Props['onSelect'];
  t: TFunction;
  language: Language;
}) {
  const [expanded, setExpanded] = useState(false);
  const number = row.shipmentNumber;
  const tracking = row._links.trackAndTrace?.href;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <ActionIcon
            variant="subtle"
            aria-expanded={expanded}
            aria-label={t('shipmentDetail.details', { number })}
            onClick={() => setExpanded((open) => !open)}
          >
            <Chevron />
          </ActionIcon>
        </Table.Td>
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
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <StateBadge state={row.state} />
            {row.journey && <JourneyBadge journey={row.journey} language={language} />}
            {row.late && <LateBadge />}
          </Group>
        </Table.Td>
        <Table.Td>{row.lastModifiedBy}</Table.Td>
        <Table.Td>{row.orderNumber}</Table.Td>
        <Table.Td>{formatDate(row.shippingDate, language)}</Table.Td>
        <Table.Td>{formatDate(row.deliveryDate, language)}</Table.Td>
        <Table.Td>
          <ProductName product={row.product} />
        </Table.Td>
        <Table.Td>{party(row.consignee)}</Table.Td>
        <Table.Td>{formatInstant(row.shippingNoticeCreated, language)}</Table.Td>
        <Table.Td>{formatInstant(row.commissionedOn, language)}</Table.Td>
        <Table.Td>{carriesDangerousGoods(row) ? t('common.yes') : ''}</Table.Td>
        <Table.Td>{t(`shipment.type.${row.type}`)}</Table.Td>
      </Table.Tr>
      {expanded && (
        <Table.Tr>
          <Table.Td colSpan={columns.length + 2}>
            <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
              <ShipmentDetail shipment={row} />
            </Suspense>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
});
