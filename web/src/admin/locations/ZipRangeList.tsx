import { Box, Group, Loader, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type UIEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Location, ZipRange } from '../../../../contracts/masterdata/locations.ts';
import { type ZipRangeKind, zipRangeQuery } from '../../api/admin-locations.ts';
import { YesNoMark } from '../../components/YesNoMark.tsx';

/** The search waits this long after the last key (spec 001 section 2). */
const SEARCH_DEBOUNCE_MS = 1000;
/** Further pages load when the list is scrolled this close to its end. */
const LOAD_MARGIN_PX = 40;

const point = (start: ZipRange['zipCodeAreaInterval']['start']) =>
  `${start.alpha2Code}-${start.zipCode} ${start.city}`;

/**
 * The zones or routings of a branch: a search box and an area of 300 px that loads the next page
 * of 50 when scrolled to its end. Mounted when its tab opens, so nothing loads before.
 */
export function ZipRangeList({ location, kind }: { location: Location; kind: ZipRangeKind }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = useInfiniteQuery(zipRangeQuery(location, kind, query));
  const ranges = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.page.totalElements ?? 0;
  const routings = kind === 'routings';
  const title = t(`adminLocations.${kind}List`, { abbreviation: location.abbreviation });

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const area = event.currentTarget;
    const nearEnd = area.scrollTop + area.clientHeight >= area.scrollHeight - LOAD_MARGIN_PX;
    if (nearEnd && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" mb="xs">
        <TextInput
          label={t('adminLocations.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Text size="sm" aria-live="polite">
          {t('adminLocations.shown', { shown: ranges.length, total })}
        </Text>
      </Group>
      <Box
        component="section"
        aria-label={title}
        tabIndex={0}
        onScroll={onScroll}
        data-testid={`${kind}-area`}
        style={{ height: 300, overflowY: 'auto' }}
      >
        <Table striped stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminLocations.zipRange.from')}</Table.Th>
              <Table.Th>{t('adminLocations.zipRange.to')}</Table.Th>
              <Table.Th>{t('adminLocations.zipRange.collection')}</Table.Th>
              <Table.Th>{t('adminLocations.zipRange.distribution')}</Table.Th>
              {routings && <Table.Th>{t('adminLocations.zipRange.products')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.isSuccess && ranges.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={routings ? 5 : 4}>
                  <Text size="sm">{t('adminLocations.noRanges')}</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {ranges.map((range) => (
              <Table.Tr key={range.id}>
                <Table.Td>{point(range.zipCodeAreaInterval.start)}</Table.Td>
                <Table.Td>{point(range.zipCodeAreaInterval.end)}</Table.Td>
                <Table.Td>{range.collection.relation ?? ''}</Table.Td>
                <Table.Td>{range.distribution.relation ?? ''}</Table.Td>
                {routings && (
                  <Table.Td>
                    <Group gap="xs">
                      {Object.entries(range.productMap).map(([product, offered]) => (
                        <Text span size="sm" key={product}>
                          {product}{' '}
                          <YesNoMark
                            value={offered === 'YES'}
                            yes={t('adminLocations.yes')}
                            no={t('adminLocations.no')}
                          />
                        </Text>
                      ))}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {(list.isFetching || list.isPending) && (
          <Group justify="center" p="xs">
            <Loader size="sm" aria-label={t('adminLocations.loading')} />
          </Group>
        )}
      </Box>
    </>
  );
}
