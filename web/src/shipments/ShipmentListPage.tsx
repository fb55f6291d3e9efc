import { Button, Group, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShipmentSortProperty } from '../../../contracts/shipment/list.ts';
import { hasLink } from '../api/hal.ts';
import { shipmentListQuery } from '../api/shipments.ts';
import { PageTitle } from '../pages/PageTitle.tsx';
import { type FilterState, nextSort, sortOf, statesOf } from './list-search.ts';
import { ShipmentListFilters } from './ShipmentListFilters.tsx';
import { ShipmentListTable } from './ShipmentListTable.tsx';
import { ShipmentListToolbar } from './ShipmentListToolbar.tsx';

const route = getRouteApi('/shipments/list');

/** The live stream's client loads after the list has rendered: it is not needed for the first paint. */
const LiveUpdates = lazy(() =>
  import('./LiveUpdates.tsx').then((module) => ({ default: module.LiveUpdates })),
);

/** The shipment overview: the URL holds filters, sort and page; the server's links decide paging. */
export function ShipmentListPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { data } = useSuspenseQuery(shipmentListQuery(search));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // "Every match" holds for the search and filter it was chosen under, not for the next one.
  const filterKey = `${search.searchText ?? ''}|${search.state ?? ''}|${search.journey ?? ''}`;
  const [allMatchingFor, setAllMatchingFor] = useState<string | null>(null);

  const onSearch = useCallback(
    (searchText: string) =>
      navigate({
        search: (previous) => ({ ...previous, searchText: searchText || undefined, page: undefined }),
      }),
    [navigate],
  );
  const onStates = (states: FilterState[]) =>
    navigate({
      search: (previous) => ({ ...previous, state: states.join(',') || undefined, page: undefined }),
    });
  const onSort = useCallback(
    (column: ShipmentSortProperty) =>
      navigate({
        search: (previous) => ({ ...previous, sort: nextSort(previous, column), page: undefined }),
      }),
    [navigate],
  );
  const toPage = (page: number) =>
    navigate({ search: (previous) => ({ ...previous, page: page > 0 ? page : undefined }) });
  // Stable, so that the memoised rows do not render again for a new handler (docs/decisions/0155).
  const onSelect = useCallback(
    (shipmentNumber: string, isSelected: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (isSelected) next.add(shipmentNumber);
        else next.delete(shipmentNumber);
        return next;
      }),
    [],
  );

  const pageNumber = data.page.number;
  return (
    <>
      <PageTitle>{t('shipmentList.title')}</PageTitle>
      <Suspense fallback={null}>
        <LiveUpdates since={data.livePosition} />
      </Suspense>
      <ShipmentListToolbar
        links={data.links}
        search={search}
        rows={data.shipments}
        selected={data.shipments.filter((row) => selected.has(row.shipmentNumber))}
        onDeleted={(numbers) =>
          setSelected((current) => new Set([...current].filter((number) => !numbers.includes(number))))
        }
        matching={{
          total: data.page.totalElements,
          chosen: allMatchingFor === filterKey,
          onChoose: (chosen) => setAllMatchingFor(chosen ? filterKey : null),
        }}
      />
      <ShipmentListFilters
        searchText={search.searchText ?? ''}
        states={statesOf(search)}
        onSearch={onSearch}
        onStates={onStates}
        exceptionsOnly={search.journey === 'exception'}
        onExceptionsOnly={(only) =>
          navigate({
            search: (previous) => ({ ...previous, journey: only ? 'exception' : undefined, page: undefined }),
          })
        }
      />
      <ShipmentListTable
        rows={data.shipments}
        sort={sortOf(search)}
        onSort={onSort}
        selected={selected}
        onSelect={onSelect}
      />
      <Group justify="flex-end" mt="md" gap="sm">
        <Button
          variant="default"
          disabled={!hasLink({ _links: data.links }, 'prev')}
          onClick={() => toPage(pageNumber - 1)}
        >
          {t('shipmentList.previousPage')}
        </Button>
        <Text size="sm">{t('shipmentList.page', { page: pageNumber + 1 })}</Text>
        <Button
          variant="default"
          disabled={!hasLink({ _links: data.links }, 'next')}
          onClick={() => toPage(pageNumber + 1)}
        >
          {t('shipmentList.nextPage')}
        </Button>
      </Group>
    </>
  );
}
